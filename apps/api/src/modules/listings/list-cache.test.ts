import type { ListingsPage } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { createListing, createUser, unannounced } from '../../test/factories.ts';

// Answers kept a minute here (a second as deployed), so only the cache explains what is seen.
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LIST_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const list = async (url: string) => (await t.app.inject({ method: 'GET', url })).json() as ListingsPage;

it('reuses an identical list answer for LIST_CACHE_MS, keyed by the whole query', async () => {
  const seller = await createUser(t.database.db);
  const ad = await createListing(t.database.db, seller.id, { price: 100_000 });
  // Heard before the list is kept, so the ad's own announcement cannot drop it below.
  await t.app.changes.heard();
  expect((await list('/api/listings?category=cars')).items).toHaveLength(1);

  // A write nobody announced: the same query still gets the kept answer.
  await unannounced(t.database.db, (tx) =>
    tx.update(listings).set({ price: 150_000 }).where(eq(listings.id, ad.id)),
  );
  expect((await list('/api/listings?category=cars')).items[0]!.price).toBe(100_000);
  // Any other query is its own entry and reads the table.
  expect((await list('/api/listings?category=cars&sort=price_desc')).items[0]!.price).toBe(150_000);
});

it('drops every kept list when an ad changes, announced by the database itself', async () => {
  const seller = await createUser(t.database.db);
  await createListing(t.database.db, seller.id, { category: 'mobile-phones', brand: 'Apple' });
  const url = '/api/listings?category=mobile-phones';
  expect((await list(url)).items).toHaveLength(1);
  // Written straight to the database, by no route of this process.
  await createListing(t.database.db, seller.id, { category: 'mobile-phones', brand: 'Samsung' });
  await expect.poll(async () => (await list(url)).items.length).toBe(2);
});

it('answers a list it keeps exactly as the first ask did', async () => {
  const seller = await createUser(t.database.db);
  await createListing(t.database.db, seller.id, { category: 'cars', brand: 'Kia', model: 'Seltos' });
  // Everything a client receives, in the order it is sent, but what differs between any two answers
  // (the request's own id, and the date when the clock passes a second).
  const seen = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const sent = Object.entries(res.headers).filter(([name]) => name !== 'x-request-id' && name !== 'date');
    return { status: res.statusCode, headers: sent, body: res.rawPayload.toString('base64') };
  };
  for (const url of ['/api/listings?category=cars&sort=price_desc', '/api/listings?q=seltos']) {
    const first = await seen(url);
    expect(first.status).toBe(200);
    expect(await seen(url)).toEqual(first);
    expect(await seen(url)).toEqual(first);
  }
});

it('keeps lists near different places apart, and one point however precisely it is written', async () => {
  const seller = await createUser(t.database.db);
  await createListing(t.database.db, seller.id, { category: 'bicycles', city: 'pune', locality: 'Kothrud' });
  await createListing(t.database.db, seller.id, {
    category: 'bicycles',
    city: 'pune',
    locality: 'Hinjewadi',
  });
  await t.app.changes.heard();
  const cards = async (query: string) =>
    (await list(`/api/listings?category=bicycles&${query}`)).items.map((i) => [i.locality, i.distanceKm]);
  const kothrud = await cards('near=pune.kothrud&km=5');
  expect(kothrud).toEqual([['Kothrud', 0]]);
  expect(await cards('near=pune.hinjewadi&km=5')).toEqual([['Hinjewadi', 0]]);
  expect(await cards('near=pune.kothrud&km=25&sort=nearest')).toHaveLength(2);
  expect(await cards('near=18.507,73.807&km=5')).toEqual([['Kothrud', 0]]);
  // A write nobody announced: a point written with more decimals is the same rounded point, kept.
  await unannounced(t.database.db, (tx) => tx.delete(listings).where(eq(listings.category, 'bicycles')));
  expect(await cards('near=18.50704,73.80698&km=5')).toEqual([['Kothrud', 0]]);
  expect(await cards('near=18.508,73.807&km=5')).toEqual([]);
});
