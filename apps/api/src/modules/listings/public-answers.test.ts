import type { ListingDetail, ListingsPage } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { uploadIds } from '../../test/uploads.ts';
import { signedInStaff } from '../moderation/test-staff.ts';

// Answers shared for a minute here (a second as deployed), so only the cache explains what is seen.
let t: TestApp;
let seller: { cookie: string; user: { id: number } };
beforeAll(async () => {
  t = await testApp({ LIST_CACHE_MS: '60000' });
  seller = await signedIn(t, { email: 'shared-answers@example.in' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: seller.cookie } });
const titles = async (url: string) =>
  ((await get(url)).json() as ListingsPage).items.map((i) => i.title).sort();
const send = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: seller.cookie }, ...(payload ? { payload } : {}) });

const bike = (photoIds: number[], price = 95_000) => ({
  category: 'motorcycles',
  title: '',
  description: 'Single owner, serviced at the dealer, new tyres.',
  price,
  attributes: { brand: 'Royal Enfield', model: 'Classic 350', year: '2021', kmDriven: '12000' },
  state: 'kerala',
  city: 'kochi',
  locality: 'Kakkanad',
  photoIds,
  seller: { name: 'Anil Menon', phone: '98470 12345' },
});

describe('shared list answers', () => {
  it('are keyed by the query, not its spelling, and a wrong query is refused every time', async () => {
    await createListing(t.database.db, seller.user.id, { category: 'mobile-phones', title: 'Redmi Note 12' });
    expect(await titles('/api/listings?category=mobile-phones&sort=newest')).toEqual(['Redmi Note 12']);
    await createListing(t.database.db, seller.user.id, { category: 'mobile-phones', title: 'Moto G54' });
    // The same query in another order and the same URL again: the shared answer.
    expect(await titles('/api/listings?sort=newest&category=mobile-phones')).toEqual(['Redmi Note 12']);
    expect(await titles('/api/listings?category=mobile-phones&sort=newest')).toEqual(['Redmi Note 12']);
    for (let i = 0; i < 2; i++)
      expect((await get('/api/listings?category=mobile-phones&minPrice=9&maxPrice=1')).statusCode).toBe(400);
  });

  it("show a person's own new ad, edit and sale at once, in lists, search and on its page", async () => {
    const browse = '/api/listings?category=motorcycles';
    const search = '/api/listings?q=classic';
    // The original client's calls (the legacy routes) share their answers too.
    const legacyList = '/api/legacy/motorcyles';
    const legacyIds = async () => ((await get(legacyList)).json() as Array<{ id: number }>).map((b) => b.id);
    expect(await titles(browse)).toEqual([]);
    expect(await titles(search)).toEqual([]);
    expect(await legacyIds()).toEqual([]);

    const photoIds = await uploadIds(t, seller.cookie, 1);
    const posted = await send('POST', '/api/listings', bike(photoIds));
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json() as { id: number };
    const title = 'Royal Enfield Classic 350 2021';
    expect(await titles(browse)).toEqual([title]);
    expect(await titles(search)).toEqual([title]);
    expect((await get(`/api/listings/${id}`)).json<ListingDetail>().price).toBe(95_000);
    expect(await legacyIds()).toEqual([id]);
    const legacyPrice = async () =>
      (await get(`/api/legacy/motorcyles/${id}`)).json<{ price: string }>().price;
    expect(await legacyPrice()).toBe('95,000');

    const edited = await send('PATCH', `/api/listings/${id}`, bike(photoIds, 90_000));
    expect(edited.statusCode).toBe(200);
    expect((await get(`/api/listings/${id}`)).json<ListingDetail>().price).toBe(90_000);
    expect(await legacyPrice()).toBe('90,000');

    expect((await send('POST', `/api/listings/${id}/sold`)).statusCode).toBe(204);
    expect((await get(`/api/listings/${id}`)).json<ListingDetail>().status).toBe('sold');
    // Lists leave sold ads out unless asked.
    expect(await titles(browse)).toEqual([]);
  });

  it("show an operator's decision on an ad at once", async () => {
    const operator = await signedInStaff(t, 'operator');
    const ad = await createListing(t.database.db, seller.user.id, { title: 'Honda Activa 6G' });
    const page = () => get(`/api/listings/${ad.id}`);
    expect((await page()).statusCode).toBe(200);
    const decide = (action: 'remove' | 'restore') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/listings/${ad.id}/${action}`,
        headers: { cookie: operator.cookie },
        payload: { reason: 'Checked by an operator' },
      });
    expect((await decide('remove')).statusCode).toBe(200);
    // Its seller may still open it (taken down, with the reason); nobody else may.
    const stranger = await signedIn(t, { email: 'someone-else@example.in' });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${ad.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(seen.statusCode).toBe(404);
    expect((await decide('restore')).statusCode).toBe(200);
    expect((await page()).json<ListingDetail>().status).toBe('active');
  });
});
