import type { ListingDetail, ListingsPage } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhotos, createListing, createUser } from '../../test/factories.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';

let t: TestApp;
let carIds: number[];
/** Ad pages are for signed-in people (SPEC §6). */
let viewer: { cookie: string };

beforeAll(async () => {
  t = await testApp();
  const db = t.database.db;
  const seller = await createUser(db, { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9000000001' });
  carIds = [];
  const cars: Array<[string, number, string]> = [
    ['Maruti Suzuki', 450_000, 'kerala'],
    ['Hyundai', 620_000, 'kerala'],
    ['Tata', 380_000, 'punjab'],
    ['Honda', 710_000, 'maharashtra'],
    ['Hyundai', 520_000, 'tamil-nadu'],
    ['Maruti Suzuki', 300_000, 'maharashtra'],
  ];
  for (const [i, [brand, price, state]] of cars.entries()) {
    const l = await createListing(db, seller.id, {
      brand,
      price,
      state,
      createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
    });
    carIds.push(l.id);
  }
  await createListing(db, seller.id, { brand: 'Honda', price: 999_000, status: 'sold' });
  await createListing(db, seller.id, { brand: 'Honda', price: 888_000, status: 'removed' });
  await createListing(db, seller.id, {
    category: 'motorcycles',
    brand: 'Royal Enfield',
    model: 'Classic 350',
    title: 'Royal Enfield Classic 350',
    price: 150_000,
  });
  await addPhotos(db, t.config.mediaDir, carIds[0]!, 3);
  const { cookie } = await signedIn(t);
  viewer = { cookie };
});

afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/listings', () => {
  it('lists the newest active ads first, with the card fields', async () => {
    const { status, body } = await list('category=cars');
    expect(status).toBe(200);
    const page = body as ListingsPage;
    expect(page.items.map((i) => i.id)).toEqual([...carIds].reverse());
    expect(page.nextCursor).toBeNull();
    const first = page.items.at(-1)!;
    expect(first).toMatchObject({
      category: 'cars',
      brand: 'Maruti Suzuki',
      price: 450_000,
      status: 'active',
    });
    expect(first.photo?.card).toMatch(/^\/media\/.+-card\.webp$/);
    expect(first.photo?.cardWidth).toBe(400);
  });

  it('filters by several brands at once', async () => {
    const { body } = await list('category=cars&brand=Hyundai&brand=Tata');
    expect((body as ListingsPage).items.map((i) => i.brand).sort()).toEqual(['Hyundai', 'Hyundai', 'Tata']);
  });

  it('sorts by price both ways', async () => {
    const asc = (await list('category=cars&sort=price_asc')).body as ListingsPage;
    expect(asc.items.map((i) => i.price)).toEqual([300_000, 380_000, 450_000, 520_000, 620_000, 710_000]);
    const desc = (await list('category=cars&sort=price_desc')).body as ListingsPage;
    expect(desc.items.map((i) => i.price)).toEqual([710_000, 620_000, 520_000, 450_000, 380_000, 300_000]);
  });

  it('pages with a cursor without repeating or skipping an ad', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const q: string = `category=cars&sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await list(q)).body as ListingsPage;
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.sort((a, b) => a - b)).toEqual([...carIds].sort((a, b) => a - b));
    }
  });

  it('filters by price range, state and includes sold ads on request', async () => {
    const range = (await list('category=cars&minPrice=400000&maxPrice=620000')).body as ListingsPage;
    expect(range.items.map((i) => i.price).sort()).toEqual([450_000, 520_000, 620_000]);
    const kerala = (await list('state=kerala&category=cars')).body as ListingsPage;
    expect(kerala.items.every((i) => i.state === 'kerala')).toBe(true);
    expect(kerala.items).toHaveLength(2);
    const withSold = (await list('category=cars&includeSold=true&brand=Honda')).body as ListingsPage;
    expect(withSold.items.map((i) => i.status).sort()).toEqual(['active', 'sold']);
  });

  it("accepts the original product's category slugs", async () => {
    const page = (await list('category=motorcyles')).body as ListingsPage;
    expect(page.items.map((i) => i.title)).toEqual(['Royal Enfield Classic 350']);
  });

  it.each([
    ['category=spaceships', 'category'],
    ['sort=cheapest', 'sort'],
    ['limit=61', 'limit'],
    ['limit=abc', 'limit'],
    ['minPrice=-5', 'minPrice'],
    ['minPrice=500&maxPrice=100', 'minPrice'],
    ['state=atlantis', 'state'],
    ['includeSold=maybe', 'includeSold'],
    ['cursor=not-a-cursor', 'cursor'],
  ])('answers 400 with the error body for %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid');
    expect(typeof body.error.message).toBe('string');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });

  it('refuses a cursor made for another sort order', async () => {
    const page = (await list('category=cars&limit=2')).body as ListingsPage;
    const { status } = await list(`category=cars&limit=2&sort=price_asc&cursor=${page.nextCursor}`);
    expect(status).toBe(400);
  });
});

describe('GET /api/listings/:id', () => {
  it("shows the ad with its own photos in order and the seller's public name only", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${carIds[0]}`, headers: viewer });
    expect(res.statusCode).toBe(200);
    const ad = res.json() as ListingDetail;
    expect(ad.photos).toHaveLength(3);
    expect(ad.photos[0]).toEqual(ad.photo);
    expect(ad.seller.name).toBe('Ravi Kumar');
    expect(res.body).not.toContain('ravi@example.in');
    expect(res.body).not.toContain('9000000001');
    expect(ad).toMatchObject({ fuel: 'Petrol', transmission: 'Manual', owners: '1' });
  });

  it('serves the photo files, cached minutes and revalidated (they can be withdrawn with their ad)', async () => {
    const ad = (
      await t.app.inject({ method: 'GET', url: `/api/listings/${carIds[0]}`, headers: viewer })
    ).json() as ListingDetail;
    const res = await t.app.inject({ method: 'GET', url: ad.photos[1]!.full });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers 404 for a missing or removed ad and 400 for a bad id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/listings/999999', headers: viewer })).statusCode,
    ).toBe(404);
    const removed = (await list('category=cars&includeSold=true')).body as ListingsPage;
    expect(removed.items.some((i) => i.price === 888_000)).toBe(false);
    const bad = await t.app.inject({ method: 'GET', url: '/api/listings/abc', headers: viewer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid');
  });
});
