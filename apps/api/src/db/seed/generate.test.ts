import {
  distanceKm,
  CATEGORIES,
  LIMITS,
  findCity,
  localitiesOf,
  type AttributeDef,
  type Category,
  TYPED_ATTRIBUTES,
} from '@bazaar/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adPoint } from '../../modules/catalog/index.ts';
import { DEMO_PHOTO_HEIGHT, DEMO_PHOTO_WIDTH, demoPhotoSvg, renderDemoPhoto } from './demo-photo.ts';
import { generateListings, generateUsers, type DemoListing } from './generate.ts';
import { CategoryDeck } from './mix.ts';
import { Rng } from './random.ts';

const NOW = new Date('2026-03-15T10:00:00Z');
const take = (count: number, seed = 7) => [...generateListings({ count, userCount: 120, seed, now: NOW })];

function checkValue(def: AttributeDef, value: unknown, where: string) {
  if (def.type === 'enum') expect(def.options, where).toContain(value);
  else if (def.type === 'int') {
    expect(Number.isInteger(value), where).toBe(true);
    expect(value as number, where).toBeGreaterThanOrEqual(def.min);
    expect(value as number, where).toBeLessThanOrEqual(def.max);
  } else {
    expect(typeof value, where).toBe('string');
    expect((value as string).length, where).toBeLessThanOrEqual(def.maxLength);
  }
}

/** Every value a listing carries must be one the post form would have accepted. */
function checkListing(l: DemoListing) {
  const where = `${l.category}: ${l.title}`;
  const category = CATEGORIES.find((c) => c.slug === l.category) as Category | undefined;
  expect(category, where).toBeDefined();
  expect(l.title.length, where).toBeGreaterThan(10);
  expect(l.title.length, where).toBeLessThanOrEqual(LIMITS.titleMax);
  expect(l.description.length, where).toBeGreaterThan(40);
  expect(l.description.length, where).toBeLessThanOrEqual(LIMITS.descriptionMax);
  expect(Number.isInteger(l.price) && l.price > 0 && l.price <= LIMITS.priceMax, where).toBe(true);

  const defs = new Map(category!.attributes.map((a) => [a.key, a]));
  for (const key of TYPED_ATTRIBUTES) {
    const value = l[key];
    const def = defs.get(key);
    // Phones and tablets carry a model for the model filter although the form does not ask for one.
    if (key === 'model' && value !== null) {
      expect(typeof value === 'string' && value.length <= 70, where).toBe(true);
      continue;
    }
    if (!def) {
      expect(value, `${where} ${key}`).toBeNull();
      continue;
    }
    if (def.required) expect(value, `${where} ${key}`).not.toBeNull();
    if (value !== null) checkValue(def, value, `${where} ${key}`);
  }
  for (const [key, value] of Object.entries(l.attributes)) {
    const def = defs.get(key);
    expect(def, `${where} attribute ${key}`).toBeDefined();
    expect((TYPED_ATTRIBUTES as readonly string[]).includes(key), `${where} ${key} typed`).toBe(false);
    checkValue(def!, value, `${where} ${key}`);
  }
  for (const def of category!.attributes) {
    if (def.required && !(TYPED_ATTRIBUTES as readonly string[]).includes(def.key)) {
      expect(l.attributes[def.key], `${where} required ${def.key}`).toBeDefined();
    }
  }

  const city = findCity(l.city);
  expect(city?.state, where).toBe(l.state);
  expect(localitiesOf(l.city), where).toContain(l.locality);
  // A few hundred metres from its locality's point, where the API places ads.
  const point = adPoint(l.city, l.locality)!;
  expect(distanceKm(l.lat, l.lng, point.lat, point.lng), where).toBeLessThan(0.6);
  expect(l.photoCount).toBeGreaterThanOrEqual(1);
  expect(l.photoCount).toBeLessThanOrEqual(6);
  expect(l.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
  expect(NOW.getTime() - l.createdAt.getTime()).toBeLessThanOrEqual(90 * 86_400_000);
}

describe('demo users', () => {
  it('are deterministic, realistic and have unique lower-case e-mails', () => {
    const users = generateUsers(2000, 3);
    expect(generateUsers(2000, 3)).toEqual(users);
    expect(generateUsers(50, 4)).not.toEqual(users.slice(0, 50));
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
    for (const u of users) {
      expect(u.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.in$/);
      expect(u.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      if (u.phone !== null) expect(u.phone).toMatch(/^\+91[6-9]\d{9}$/);
    }
  });
});

describe('demo listings', () => {
  const listings = take(1000);

  it('are the same for the same seed and differ for another', () => {
    expect(take(1000)).toEqual(listings);
    expect(take(50, 8).map((l) => l.title)).not.toEqual(listings.slice(0, 50).map((l) => l.title));
    // Streaming: a short run is the start of a long one.
    expect(take(100)).toEqual(listings.slice(0, 100));
  });

  it('satisfy the catalog: limits, options, places', () => {
    for (const l of listings) checkListing(l);
  });

  it('cover every category, mostly vehicles, phones and homes', () => {
    const counts = new Map<string, number>();
    for (const l of listings) counts.set(l.category, (counts.get(l.category) ?? 0) + 1);
    for (const c of CATEGORIES) expect(counts.get(c.slug) ?? 0, c.slug).toBeGreaterThanOrEqual(3);
    expect(counts.get('cars')).toBeGreaterThan(180);
    expect(counts.get('mobile-phones')).toBeGreaterThan(120);
    expect(counts.get('motorcycles')).toBeGreaterThan(100);
  });

  it('give the nine filter brands plenty of ads', () => {
    const byBrand = new Map<string, number>();
    for (const l of listings) if (l.brand) byBrand.set(l.brand, (byBrand.get(l.brand) ?? 0) + 1);
    for (const brand of [
      'Maruti Suzuki',
      'Hyundai',
      'Tata',
      'Mahindra',
      'Honda',
      'Royal Enfield',
      'TVS',
      'Samsung',
      'Apple',
    ]) {
      expect(byBrand.get(brand) ?? 0, brand).toBeGreaterThanOrEqual(15);
    }
  });

  it('have plausible prices and varied text', () => {
    const prices = (slug: string) => listings.filter((l) => l.category === slug).map((l) => l.price);
    const within = (slug: string, lo: number, hi: number) => {
      const list = prices(slug).sort((a, b) => a - b);
      // The middle 90 % must sit in the expected band; a rare Bentley may exceed it.
      expect(list[Math.floor(list.length * 0.05)]!, slug).toBeGreaterThanOrEqual(lo);
      expect(list[Math.floor(list.length * 0.95)]!, slug).toBeLessThanOrEqual(hi);
    };
    within('cars', 60_000, 3_500_000);
    within('motorcycles', 12_000, 300_000);
    within('mobile-phones', 3_000, 120_000);
    within('houses-for-sale', 2_500_000, 30_000_000);
    within('houses-for-rent', 6_000, 80_000);
    expect(new Set(listings.map((l) => l.title)).size).toBeGreaterThan(900);
    expect(new Set(listings.map((l) => l.description)).size).toBeGreaterThan(980);
    const featured = listings.filter((l) => l.featured).length;
    const sold = listings.filter((l) => l.status === 'sold').length;
    expect(featured).toBeGreaterThan(40);
    expect(featured).toBeLessThan(130);
    expect(sold).toBeGreaterThan(20);
    expect(sold).toBeLessThan(90);
    expect(new Set(listings.map((l) => l.state)).size).toBeGreaterThanOrEqual(25);
  });

  it("spread the ads' ends over the coming 30 days, with the demo seller's ended and ending ads", () => {
    const DAY = 86_400_000;
    const live = listings.filter((l) => l.status !== 'expired');
    for (const l of live) {
      const days = (l.expiresAt.getTime() - NOW.getTime()) / DAY;
      expect(days, l.title).toBeGreaterThan(0);
      expect(days, l.title).toBeLessThanOrEqual(30);
    }
    // Spread: some end every week of the period.
    for (let week = 0; week < 4; week++) {
      const inWeek = live.filter((l) => {
        const days = (l.expiresAt.getTime() - NOW.getTime()) / DAY;
        return days > week * 7 && days <= (week + 1) * 7;
      });
      expect(inWeek.length, `week ${week}`).toBeGreaterThan(100);
    }
    const demoSeller = listings.filter((l) => l.sellerIndex === 0 && l.status !== 'sold');
    const ended = demoSeller.filter((l) => l.status === 'expired');
    expect(ended).toHaveLength(2);
    expect(ended.every((l) => l.expiresAt < NOW)).toBe(true);
    const soon = demoSeller.filter(
      (l) => l.status === 'active' && l.expiresAt.getTime() - NOW.getTime() <= 3 * DAY,
    );
    expect(soon.length).toBeGreaterThanOrEqual(2);
    // Only the demo seller is left to remind: a new install mails one person, not hundreds.
    expect(soon.every((l) => l.expiryRemindedFor === null)).toBe(true);
    const othersSoon = listings.filter(
      (l) => l.sellerIndex !== 0 && l.expiresAt.getTime() - NOW.getTime() <= 3 * DAY,
    );
    expect(othersSoon.length).toBeGreaterThan(0);
    expect(othersSoon.every((l) => l.expiryRemindedFor?.getTime() === l.expiresAt.getTime())).toBe(true);
    expect(listings.filter((l) => l.status === 'expired' && l.sellerIndex !== 0)).toHaveLength(0);
  });

  it('keep km driven in line with the age of the vehicle', () => {
    for (const l of listings) {
      if (l.year === null || l.kmDriven === null) continue;
      const age = Math.max(1, NOW.getUTCFullYear() - l.year + 1);
      expect(l.kmDriven / age, l.title).toBeLessThan(80_000);
    }
  });

  it('use a deck that holds every category', () => {
    const deck = new CategoryDeck(new Rng(1));
    const seen = new Set(Array.from({ length: deck.size }, () => deck.next()));
    expect(seen.size).toBe(CATEGORIES.length);
  });
});

describe('demo photos', () => {
  it('render a decodable PNG of the expected size', async () => {
    const buffer = await renderDemoPhoto({
      category: 'cars',
      seed: 1,
      title: 'Maruti Suzuki Swift VXi 2018',
      index: 0,
    });
    const meta = await sharp(buffer).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(DEMO_PHOTO_WIDTH);
    expect(meta.height).toBe(DEMO_PHOTO_HEIGHT);
    const thumb = await sharp(
      await renderDemoPhoto({ category: 'dogs', seed: 2, title: 'Pug', index: 3 }, 400),
    ).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
  });

  it('differ per ad and per photo, and draw something for every category', () => {
    const a = demoPhotoSvg({ category: 'cars', seed: 1, title: 'x', index: 0 });
    expect(demoPhotoSvg({ category: 'cars', seed: 1, title: 'x', index: 0 })).toBe(a);
    expect(demoPhotoSvg({ category: 'cars', seed: 2, title: 'x', index: 0 })).not.toBe(a);
    expect(demoPhotoSvg({ category: 'cars', seed: 1, title: 'x', index: 1 })).not.toBe(a);
    const drawings = new Set<string>();
    for (const c of CATEGORIES) {
      const svg = demoPhotoSvg({ category: c.slug, seed: 5, title: 'x', index: 0 });
      expect(svg.length, c.slug).toBeGreaterThan(600);
      drawings.add(svg.slice(svg.indexOf('<g transform')));
    }
    expect(drawings.size).toBeGreaterThan(30);
  });
});
