import { type LegacyListing } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createListing, createUser } from '../../test/factories.ts';

// The original client never pages: a list asked for whole holds the whole collection, up to
// LEGACY_LIST_MAX (here 2, over 5 cars), and then says where the rest is.
const PUBLIC_URL = 'http://bazaar.test';
let t: TestApp;
const ids: number[] = [];

beforeAll(async () => {
  t = await testApp({ PUBLIC_URL, OPEN_AD_PAGES: 'true', LEGACY_LIST_MAX: '2' });
  const seller = await createUser(t.database.db);
  for (const brand of ['Tata', 'Tata', 'Tata', 'Hyundai', 'Hyundai'])
    ids.push((await createListing(t.database.db, seller.id, { brand })).id);
}, 60_000);

afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const idsOf = (res: { json(): unknown }) => (res.json() as LegacyListing[]).map((ad) => ad.id);

describe('a list asked for without paging', () => {
  it('holds the whole collection when it fits, with its count and no Link', async () => {
    const res = await get('/api/legacy/cars?brand=Hyundai');
    expect(idsOf(res)).toEqual(ids.slice(3));
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers.link).toBeUndefined();
  });

  it('above LEGACY_LIST_MAX, holds that many and links to the next page as json-server would', async () => {
    const res = await get('/api/legacy/cars?brand=Tata&_sort=id&_order=desc');
    expect(idsOf(res)).toEqual([ids[2], ids[1]]);
    expect(res.headers['x-total-count']).toBe('3');
    const base = `${PUBLIC_URL}/api/legacy/cars?brand=Tata&_sort=id&_order=desc`;
    expect(res.headers.link).toBe(
      [
        `<${base}&_page=1&_limit=2>; rel="first"`,
        `<${base}&_page=2&_limit=2>; rel="next"`,
        `<${base}&_page=2&_limit=2>; rel="last"`,
      ].join(', '),
    );
    // The next page holds the rest, and links back.
    const nextUrl = new URL(/<([^>]+)>; rel="next"/.exec(res.headers.link as string)![1]!);
    const next = await get(nextUrl.pathname + nextUrl.search);
    expect(idsOf(next)).toEqual([ids[0]]);
    expect(next.headers.link).toContain('rel="prev"');
  });

  it('refuses a page larger than LEGACY_LIST_MAX', async () => {
    const res = await get('/api/legacy/cars?_limit=3');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/At most 2 ads per request/);
  });
});
