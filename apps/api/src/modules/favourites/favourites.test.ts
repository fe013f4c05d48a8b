import { LIMITS, type ErrorBody, type FavouriteIds, type FavouritesPage } from '@bazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, listings } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { addPhotos, createListing, createUser } from '../../test/factories.ts';

let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await testApp();
  sellerId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie = '') =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

const ad = (overrides: Partial<typeof listings.$inferInsert> = {}) =>
  createListing(t.database.db, sellerId, overrides);

async function listOf(cookie: string, query = '') {
  const res = await call('GET', `/api/favourites${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json<FavouritesPage>();
}

async function idsOf(cookie: string) {
  const res = await call('GET', '/api/favourites/ids', cookie);
  expect(res.statusCode).toBe(200);
  return res.json<FavouriteIds>().ids;
}

describe('favourites', () => {
  it('answer 401 to every call when signed out', async () => {
    const { id } = await ad();
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['GET', '/api/favourites/ids'],
      ['PUT', `/api/favourites/${id}`],
      ['DELETE', `/api/favourites/${id}`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json<ErrorBody>().error.code).toBe('unauthorized');
    }
  });

  it('adds, lists as cards with the cover photo, and removes', async () => {
    const me = await signedIn(t);
    const car = await ad({ title: 'Honda City ZX 2017' });
    await addPhotos(t.database.db, t.config.mediaDir, car.id, 2);

    expect((await call('PUT', `/api/favourites/${car.id}`, me.cookie)).statusCode).toBe(204);
    const page = await listOf(me.cookie);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ id: car.id, title: 'Honda City ZX 2017', status: 'active' });
    expect(page.items[0]!.photo?.card).toMatch(/^\/media\/.+\.webp$/);
    expect(page.nextCursor).toBeNull();
    expect(await idsOf(me.cookie)).toEqual([car.id]);

    expect((await call('DELETE', `/api/favourites/${car.id}`, me.cookie)).statusCode).toBe(204);
    expect((await listOf(me.cookie)).items).toEqual([]);
    expect(await idsOf(me.cookie)).toEqual([]);
  });

  it('are idempotent: adding or removing twice changes nothing', async () => {
    const me = await signedIn(t);
    const car = await ad();
    expect((await call('PUT', `/api/favourites/${car.id}`, me.cookie)).statusCode).toBe(204);
    expect((await call('PUT', `/api/favourites/${car.id}`, me.cookie)).statusCode).toBe(204);
    expect(await idsOf(me.cookie)).toEqual([car.id]);
    expect((await call('DELETE', `/api/favourites/${car.id}`, me.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/favourites/${car.id}`, me.cookie)).statusCode).toBe(204);
    expect(await idsOf(me.cookie)).toEqual([]);
  });

  it('refuse an unknown or removed ad with 404, and a malformed id with 400', async () => {
    const me = await signedIn(t);
    const removed = await ad({ status: 'removed' });
    const unknown = await call('PUT', '/api/favourites/987654321', me.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.code).toBe('not_found');
    expect((await call('PUT', `/api/favourites/${removed.id}`, me.cookie)).statusCode).toBe(404);
    expect((await call('PUT', '/api/favourites/abc', me.cookie)).statusCode).toBe(400);
    expect(await idsOf(me.cookie)).toEqual([]);
  });

  it('keep sold ads, marked sold, and drop ads removed after they were kept', async () => {
    const me = await signedIn(t);
    const sold = await ad();
    const later = await ad();
    await call('PUT', `/api/favourites/${sold.id}`, me.cookie);
    await call('PUT', `/api/favourites/${later.id}`, me.cookie);
    await t.database.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, sold.id));
    await t.database.db.update(listings).set({ status: 'removed' }).where(eq(listings.id, later.id));

    const page = await listOf(me.cookie);
    expect(page.items.map((c) => [c.id, c.status])).toEqual([[sold.id, 'sold']]);
    expect(await idsOf(me.cookie)).toEqual([sold.id]);
  });

  it("never show one person's favourites to another", async () => {
    const asha = await signedIn(t);
    const ravi = await signedIn(t);
    const car = await ad();
    await call('PUT', `/api/favourites/${car.id}`, asha.cookie);
    expect((await listOf(ravi.cookie)).items).toEqual([]);
    expect(await idsOf(ravi.cookie)).toEqual([]);
    // Ravi removing "his" favourite of that ad leaves Asha's alone.
    await call('DELETE', `/api/favourites/${car.id}`, ravi.cookie);
    expect(await idsOf(asha.cookie)).toEqual([car.id]);
  });

  it('list newest favourite first, keyset-paged without gaps or repeats', async () => {
    const me = await signedIn(t);
    const ads = [];
    for (let i = 0; i < 5; i++) ads.push(await ad());
    // Kept in a different order than posted: the list follows when they were kept.
    const order = [ads[2]!, ads[0]!, ads[4]!, ads[1]!, ads[3]!];
    // Same-millisecond favourites must still page correctly: insert them in one statement.
    await t.database.db
      .insert(favourites)
      .values(order.slice(0, 2).map((a) => ({ userId: me.user.id, listingId: a.id })));
    for (const a of order.slice(2)) await call('PUT', `/api/favourites/${a.id}`, me.cookie);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: FavouritesPage = await listOf(me.cookie, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);

    const expected = [
      order[4]!.id,
      order[3]!.id,
      order[2]!.id,
      ...[order[0]!.id, order[1]!.id].sort((a, b) => b - a),
    ];
    expect(seen).toEqual(expected);
    expect(await idsOf(me.cookie)).toEqual(expected);
  });

  it('refuse a cursor they did not make', async () => {
    const me = await signedIn(t);
    const res = await call('GET', '/api/favourites?cursor=bm9wZQ', me.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toHaveProperty('cursor');
  });

  it(`stop at ${LIMITS.favouritesMax} favourites with a clear 409`, async () => {
    const me = await signedIn(t);
    await t.database.db.execute(sql`
      insert into listings (seller_id, category, title, description, price, state, city)
      select ${sellerId}, 'cars', 'Filler ' || g, 'A car.', 100000, 'kerala', 'kochi'
      from generate_series(1, ${LIMITS.favouritesMax}) g`);
    await t.database.db.execute(sql`
      insert into favourites (user_id, listing_id)
      select ${me.user.id}, id from listings where title like 'Filler %'`);
    const one = await ad();

    const full = await call('PUT', `/api/favourites/${one.id}`, me.cookie);
    expect(full.statusCode).toBe(409);
    expect(full.json<ErrorBody>().error.code).toBe('favourites_full');
    expect((await idsOf(me.cookie)).length).toBe(LIMITS.favouritesMax);

    // Removing one makes room again; a removed ad no longer counts either.
    const [kept] = await idsOf(me.cookie);
    await call('DELETE', `/api/favourites/${kept}`, me.cookie);
    expect((await call('PUT', `/api/favourites/${one.id}`, me.cookie)).statusCode).toBe(204);
  });

  it('are never cached by browsers', async () => {
    const me = await signedIn(t);
    for (const url of ['/api/favourites', '/api/favourites/ids']) {
      expect((await call('GET', url, me.cookie)).headers['cache-control']).toBe('no-store');
    }
  });
});
