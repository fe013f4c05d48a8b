import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, createUser, unannounced } from '../../test/factories.ts';

// Answers shared for a minute here (a second as deployed), so only the cache explains what is seen.
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LIST_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
const cars = async (url: string) => {
  const res = await get(url);
  const text =
    res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : res.body;
  return (JSON.parse(text.toString()) as Array<{ title: string }>).map((c) => c.title);
};

it('shares a list answer between callers, and refuses a query it cannot honour every time', async () => {
  const seller = await createUser(t.database.db);
  for (let i = 0; i < 8; i++)
    await createListing(t.database.db, seller.id, {
      brand: 'Tata',
      model: 'Nexon',
      title: `Tata Nexon ${i}`,
    });
  const url = '/api/legacy/cars?brand=Tata&_sort=price&_order=asc';
  // Heard before the list is kept, so the ads' own announcements cannot drop it below.
  await t.app.changes.heard();
  const first = await cars(url);
  expect(first).toHaveLength(8);
  // A write nobody announced: the kept answer stands.
  await unannounced(t.database.db, (tx) =>
    createListing(tx, seller.id, { brand: 'Tata', model: 'Nexon', title: 'Tata Nexon unannounced' }),
  );
  expect(await cars(url)).toEqual(first);
  // An ordinary write is announced and drops it.
  await createListing(t.database.db, seller.id, { brand: 'Tata', model: 'Nexon', title: 'Tata Nexon new' });
  await expect.poll(async () => (await cars(url)).length).toBe(10);
  // The same compressed bytes for the same shared answer.
  expect((await get(url)).rawPayload.equals((await get(url)).rawPayload)).toBe(true);

  for (let i = 0; i < 2; i++) {
    const wrong = await get('/api/legacy/cars?_limit=many');
    expect(wrong.statusCode).toBe(400);
  }
});

it('answers an ad it keeps exactly as the first ask did, and still to signed-in people only', async () => {
  const seller = await createUser(t.database.db);
  const ad = await createListing(t.database.db, seller.id, { brand: 'Maruti', model: 'Swift' });
  const sold = await createListing(t.database.db, seller.id, {
    brand: 'Tata',
    model: 'Punch',
    status: 'sold',
  });
  const { cookie } = await signedIn(t);
  // Everything a client receives, in the order it is sent, but what differs between any two answers
  // (the request's own id, and the date when the clock passes a second).
  const seen = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });
    const sent = Object.entries(res.headers).filter(([name]) => name !== 'x-request-id' && name !== 'date');
    return { status: res.statusCode, headers: sent, body: res.rawPayload.toString('base64') };
  };
  for (const url of [`/api/legacy/cars/${ad.id}`, `/api/legacy/cars/${sold.id}`, '/api/legacy/cars/07']) {
    // The first ask goes the whole way (validation, the handler); the next ones find it kept.
    const first = await seen(url, { cookie });
    expect(await seen(url, { cookie })).toEqual(first);
    expect(await seen(url, { cookie })).toEqual(first);
    expect((await seen(url, {})).status).toBe(401);
    expect((await seen(url, { cookie: 'bazaar_session=not-a-session' })).status).toBe(401);
  }
  expect((await seen(`/api/legacy/cars/${ad.id}`, { cookie })).status).toBe(200);
  expect((await seen(`/api/legacy/cars/${sold.id}`, { cookie })).body).toBe(
    Buffer.from('{}').toString('base64'),
  );
});
