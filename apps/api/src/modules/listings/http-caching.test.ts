import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ LIST_CACHE_MS: '1000' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

it('lets browsers and proxies keep a list a moment and revalidate it with a 304', async () => {
  const seller = await createUser();
  for (let i = 0; i < 6; i++) await createListing(t.database.db, seller, { title: `Honda City ZX ${i}` });
  const first = await get('/api/listings?category=cars');
  expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\/".+"$/);

  const again = await get('/api/listings?category=cars', { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  // Another answer, another tag.
  const other = await get('/api/listings?category=cars&sort=price_asc', { 'if-none-match': etag });
  expect(other.statusCode).toBe(200);
});

it('sends the same answer in brotli, gzip or as it is, as the browser asks', async () => {
  const url = '/api/listings?category=cars';
  const plain = await get(url, { 'accept-encoding': 'identity' });
  const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
  const gzip = await get(url, { 'accept-encoding': 'gzip' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
});

it('keeps a signed-in page to its browser, and a person’s own answers to nobody', async () => {
  const { user, cookie } = await signedIn(t);
  const ad = await createListing(t.database.db, user.id);
  const page = await get(`/api/listings/${ad.id}`, { cookie });
  expect(page.headers['cache-control']).toBe('private, no-cache');
  expect(
    (await get(`/api/listings/${ad.id}`, { cookie, 'if-none-match': String(page.headers.etag) })).statusCode,
  ).toBe(304);
  // Said by the route or, where it says nothing, by default.
  expect((await get('/api/auth/me', { cookie })).headers['cache-control']).toMatch(/^(private, )?no-store$/);
  expect((await get('/api/conversations', { cookie })).headers['cache-control']).toBe('private, no-store');
});

async function createUser() {
  return (await signedIn(t)).user.id;
}
