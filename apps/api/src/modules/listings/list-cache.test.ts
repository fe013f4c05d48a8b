import type { ListingsPage } from '@bazaar/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createListing, createUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LIST_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const list = async (url: string) => (await t.app.inject({ method: 'GET', url })).json() as ListingsPage;

it('reuses an identical list answer for LIST_CACHE_MS, keyed by the whole query', async () => {
  const seller = await createUser(t.database.db);
  await createListing(t.database.db, seller.id, { price: 100_000 });
  expect((await list('/api/listings?category=cars')).items).toHaveLength(1);

  await createListing(t.database.db, seller.id, { price: 200_000 });
  // Same query within the window: the shared answer.
  expect((await list('/api/listings?category=cars')).items).toHaveLength(1);
  // Any other query is its own entry and sees the new ad.
  expect((await list('/api/listings?category=cars&sort=price_desc')).items).toHaveLength(2);
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
    // The first ask is validated and loaded; the next ones find the URL known and its answer kept.
    const first = await seen(url);
    expect(first.status).toBe(200);
    expect(await seen(url)).toEqual(first);
    expect(await seen(url)).toEqual(first);
  }
});
