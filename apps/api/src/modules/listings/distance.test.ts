import { distanceKm, type ListingsPage } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { testApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

const KOTHRUD = [18.507, 73.807] as const;
const pune = (locality: string) => ({ state: 'maharashtra', city: 'pune', locality });

beforeAll(async () => {
  t = await testApp();
  const db = t.database.db;
  const seller = await createUser(db);
  const ad = async (key: string, o: Parameters<typeof createListing>[2]) => {
    ids[key] = (await createListing(db, seller.id, o)).id;
  };
  // Distances from Kothrud: Baner about 6 km, Hinjewadi about 12 km (inside a 10 km box's corner,
  // outside its circle), Viman Nagar about 12 km, Andheri (Mumbai) about 120 km.
  await ad('kothrudSwift', { ...pune('Kothrud'), title: 'Maruti Swift VXi', price: 350_000 });
  await ad('kothrudCity', {
    ...pune('Kothrud'),
    title: 'Honda City ZX',
    brand: 'Honda',
    model: 'City',
    price: 650_000,
  });
  await ad('kothrudPhone', {
    ...pune('Kothrud'),
    category: 'mobiles',
    title: 'iPhone 12',
    brand: 'Apple',
    model: 'iPhone 12',
    price: 30_000,
  });
  await ad('banerSwift', { ...pune('Baner'), title: 'Maruti Swift ZXi', price: 420_000 });
  await ad('hinjewadiSwift', { ...pune('Hinjewadi'), title: 'Maruti Swift LXi', price: 380_000 });
  await ad('vimanSwift', { ...pune('Viman Nagar'), title: 'Maruti Swift Dzire', price: 500_000 });
  await ad('mumbaiSwift', {
    state: 'maharashtra',
    city: 'mumbai',
    locality: 'Andheri West',
    title: 'Maruti Swift VDi',
    price: 400_000,
  });
  // A sold ad nearby stays out of the default list, as elsewhere.
  await ad('kothrudSold', { ...pune('Kothrud'), title: 'Maruti Swift sold', status: 'sold' });
});
afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  return { status: res.statusCode, body: res.json() };
}
const page = async (query: string) => {
  const { status, body } = await list(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ListingsPage;
};
const names = (p: ListingsPage) => {
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]));
  return p.items.map((i) => byId.get(i.id));
};

describe('lists near a place', () => {
  it('keeps only ads within the radius, measured as the crow flies', async () => {
    const within10 = await page('near=pune.kothrud&km=10&sort=nearest');
    expect(names(within10)).toEqual(['kothrudSwift', 'kothrudCity', 'kothrudPhone', 'banerSwift']);
    const within25 = await page('near=pune.kothrud&km=25&sort=nearest');
    expect(names(within25).slice(-2).sort()).toEqual(['hinjewadiSwift', 'vimanSwift']);
    expect(names(within25)).not.toContain('mumbaiSwift');
    const anywhere = await page('near=pune.kothrud&sort=nearest');
    expect(names(anywhere).at(-1)).toBe('mumbaiSwift');
  });

  it('gives every card its distance, whatever the sort, and none without a place', async () => {
    const nearest = await page('near=pune.kothrud&km=25&sort=nearest');
    const distances = nearest.items.map((i) => i.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const baner = nearest.items.find((i) => i.id === ids.banerSwift)!;
    expect(baner.distanceKm).toBeCloseTo(distanceKm(...KOTHRUD, 18.559, 73.787), 0);
    expect(nearest.items[0]!.distanceKm).toBe(0);
    const newest = await page('near=pune.kothrud&km=25&sort=newest');
    expect(newest.items.every((i) => typeof i.distanceKm === 'number')).toBe(true);
    const cheapest = await page('near=pune&km=100&sort=price_asc&category=cars');
    expect(cheapest.items.map((i) => i.price)).toEqual([350_000, 380_000, 420_000, 500_000, 650_000]);
    expect(cheapest.items.every((i) => typeof i.distanceKm === 'number')).toBe(true);
    const plain = await page('category=cars');
    expect(plain.items.some((i) => 'distanceKm' in i)).toBe(false);
  });

  it('takes a browser point as well as a locality', async () => {
    const point = await page(`near=${KOTHRUD.join(',')}&km=10&sort=nearest`);
    const locality = await page('near=pune.kothrud&km=10&sort=nearest');
    expect(point.items.map((i) => i.id)).toEqual(locality.items.map((i) => i.id));
  });

  it('combines with a search, a category and a price range', async () => {
    const swifts = await page('q=swift&near=pune.kothrud&km=10&sort=nearest');
    expect(names(swifts)).toEqual(['kothrudSwift', 'banerSwift']);
    const relevance = await page('q=swift&near=pune.kothrud&km=25');
    expect(names(relevance).sort()).toEqual(['banerSwift', 'hinjewadiSwift', 'kothrudSwift', 'vimanSwift']);
    expect(relevance.items.every((i) => typeof i.distanceKm === 'number')).toBe(true);
    const cars = await page(
      'category=cars&near=pune.kothrud&km=25&minPrice=370000&maxPrice=450000&sort=nearest',
    );
    expect(names(cars)).toEqual(['banerSwift', 'hinjewadiSwift']);
  });

  it('keeps a city named in the search as the city filter', async () => {
    const inMumbai = await page('q=swift mumbai&near=pune.kothrud&sort=nearest');
    expect(names(inMumbai)).toEqual(['mumbaiSwift']);
    expect(inMumbai.items[0]!.distanceKm).toBeGreaterThan(100);
  });

  it.each([
    ['near=atlantis', 'near', 'Unknown place'],
    ['near=pune.bandra-west', 'near', 'Unknown place'],
    ['near=pune&km=7', 'km', 'Choose one of 2, 5, 10, 25, 50, 100 km'],
    ['km=10', 'km', 'A distance needs a place (near)'],
    ['sort=nearest', 'sort', 'Sorting by distance needs a place (near)'],
  ])('answers 400 for %s', async (query, field, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid');
    expect(body.error.fields?.[field]).toBe(message);
  });

  it('refuses a cursor of another sort order', async () => {
    const newest = await page('near=pune&limit=1');
    const { status } = await list(`near=pune&sort=nearest&limit=1&cursor=${newest.nextCursor}`);
    expect(status).toBe(400);
  });
});

describe('nearest-first pages', () => {
  beforeAll(async () => {
    // Ads on the very same point (every ad of a locality is on its point): ties broken by id.
    const seller = await createUser(t.database.db);
    for (let i = 0; i < 7; i++) {
      const ad = await createListing(t.database.db, seller.id, {
        ...pune('Kothrud'),
        title: `Swift tie ${i}`,
      });
      ids[`tie${i}`] = ad.id;
    }
  });

  it.each(['near=pune.kothrud&sort=nearest', 'q=swift&near=pune.kothrud&km=25&sort=nearest'])(
    'walks every page with no ad twice and none left out: %s',
    async (query) => {
      const whole = await page(`${query}&limit=50`);
      for (const limit of [1, 2, 3]) {
        const seen: number[] = [];
        let cursor: string | null = null;
        do {
          const next: ListingsPage = await page(
            `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          seen.push(...next.items.map((i) => i.id));
          cursor = next.nextCursor;
        } while (cursor);
        expect(seen, `limit ${limit}`).toEqual(whole.items.map((i) => i.id));
      }
      const distances = whole.items.map((i) => i.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const ties = whole.items.filter((i) => i.distanceKm === 0).map((i) => i.id);
      expect(ties).toEqual([...ties].sort((a, b) => a - b));
      expect(ties.length).toBeGreaterThanOrEqual(8);
    },
  );
});
