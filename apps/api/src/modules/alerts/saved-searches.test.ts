import type { SavedSearchList } from '@bazaar/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, savedSearches } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { as } from '../../test/social.ts';
import { SETTLED_ACCOUNT, forgetRateLimits } from '../../test/factories.ts';

let t: TestApp;
let buyer: Awaited<ReturnType<typeof signedIn>>;
let seller: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await testApp();
  buyer = await signedIn(t, { name: 'Bina Buyer', ...SETTLED_ACCOUNT });
  seller = await signedIn(t, { name: 'Sunil Seller' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from ${savedSearches}`);
  await t.database.db.execute(sql`delete from ${notifications}`);
  await forgetRateLimits(t.database.db);
});

const creta = (over: { attributes?: object; [k: string]: unknown } = {}) => ({
  category: 'cars',
  title: '',
  description: 'Single owner, serviced at the dealer, new tyres.',
  price: 450000,
  state: 'maharashtra',
  city: 'pune',
  locality: 'Kothrud',
  photoIds: [],
  ...over,
  attributes: {
    brand: 'Hyundai',
    model: 'Creta',
    year: '2019',
    fuel: 'Diesel',
    transmission: 'Manual',
    kmDriven: '42000',
    owners: '1',
    ...over.attributes,
  },
});

async function save(query: Record<string, string | string[]>, cookie = buyer.cookie) {
  const res = await as(t, cookie).post('/api/saved-searches', { query });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.id as number;
}

/** Publishes the ad as the seller and runs the queued jobs; gives the buyer's new alert rows. */
async function publish(ad: object) {
  const res = await as(t, seller.cookie).post('/api/listings', ad);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await t.app.jobs.drain();
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, buyer.user.id), eq(notifications.listingId, res.body.id)));
  return { id: res.body.id as number, alerts: rows };
}

describe('saved searches', () => {
  it('are saved normalised once, listed, turned off and on, and deleted', async () => {
    const me = as(t, buyer.cookie);
    const first = await me.post('/api/saved-searches', {
      query: { q: '  Creta  ', category: 'cars', brand: ['Kia', 'Hyundai'], sort: 'price_asc', limit: '12' },
    });
    expect(first.status).toBe(201);
    const again = await me.post('/api/saved-searches', {
      query: { category: 'cars', q: 'creta', brand: ['Hyundai', 'Kia'] },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const list = (await me.get('/api/saved-searches')).body as SavedSearchList;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]!.query).toEqual({ q: 'creta', category: 'cars', brand: ['Hyundai', 'Kia'] });
    expect((await me.patch(`/api/saved-searches/${first.body.id}`, { enabled: false })).status).toBe(204);
    expect(((await me.get('/api/saved-searches')).body as SavedSearchList).items[0]!.enabled).toBe(false);
    // Someone else's is not found.
    expect((await as(t, seller.cookie).delete(`/api/saved-searches/${first.body.id}`)).status).toBe(404);
    expect((await me.delete(`/api/saved-searches/${first.body.id}`)).status).toBe(204);
    expect(((await me.get('/api/saved-searches')).body as SavedSearchList).items).toHaveLength(0);
  });

  it('refuse an empty search, unknown filters, and strangers', async () => {
    expect(
      (await as(t, buyer.cookie).post('/api/saved-searches', { query: { sort: 'newest' } })).status,
    ).toBe(400);
    expect(
      (await as(t, buyer.cookie).post('/api/saved-searches', { query: { category: 'cars', fuel: 'Steam' } }))
        .status,
    ).toBe(400);
    expect((await as(t, '').post('/api/saved-searches', { query: { category: 'cars' } })).status).toBe(401);
  });
});

describe('a new ad alerts the searches it fits', () => {
  it('by category, brand and model prefix', async () => {
    await save({ category: 'cars', brand: 'Hyundai', model: 'cre' });
    expect((await publish(creta())).alerts).toHaveLength(1);
    expect((await publish(creta({ attributes: { brand: 'Kia', model: 'Seltos' } }))).alerts).toHaveLength(0);
  });

  it('by price, year and kilometres, edges included', async () => {
    await save({
      category: 'cars',
      minPrice: '450000',
      maxPrice: '600000',
      minYear: '2019',
      maxYear: '2020',
      maxKm: '42000',
    });
    expect((await publish(creta())).alerts).toHaveLength(1);
    expect((await publish(creta({ price: 449999 }))).alerts).toHaveLength(0);
    expect((await publish(creta({ attributes: { year: '2018' } }))).alerts).toHaveLength(0);
    expect((await publish(creta({ attributes: { kmDriven: '42001' } }))).alerts).toHaveLength(0);
  });

  it('by fuel, transmission and owners', async () => {
    await save({ category: 'cars', fuel: ['Petrol', 'Diesel'], transmission: 'Manual', owners: '1' });
    expect((await publish(creta())).alerts).toHaveLength(1);
    expect((await publish(creta({ attributes: { fuel: 'Electric' } }))).alerts).toHaveLength(0);
    expect((await publish(creta({ attributes: { transmission: 'Automatic' } }))).alerts).toHaveLength(0);
  });

  it('by BHK and attr.* filters of the ad’s JSONB attributes', async () => {
    await save({ category: 'houses-for-rent', bhk: '2', 'attr.furnishing': 'Furnished' });
    const flat = (furnishing: string) => ({
      category: 'houses-for-rent',
      title: '2 BHK flat near the station',
      description: 'Bright flat on the third floor with two balconies.',
      price: 18000,
      state: 'maharashtra',
      city: 'pune',
      locality: 'Baner',
      photoIds: [],
      attributes: { type: 'Apartment', bhk: '2', bathrooms: '2', furnishing, areaSqft: '900' },
    });
    expect((await publish(flat('Furnished'))).alerts).toHaveLength(1);
    expect((await publish(flat('Unfurnished'))).alerts).toHaveLength(0);
  });

  it('by state and city', async () => {
    await save({ category: 'cars', state: 'maharashtra', city: 'pune' });
    expect((await publish(creta())).alerts).toHaveLength(1);
    expect((await publish(creta({ city: 'mumbai' }))).alerts).toHaveLength(0);
    expect((await publish(creta({ state: 'kerala', city: 'kochi' }))).alerts).toHaveLength(0);
  });

  it('by distance from a place, when the search has a radius', async () => {
    await save({ category: 'cars', near: 'pune.kothrud', km: '10' });
    // Baner is about 6 km from Kothrud, Hinjewadi about 12 km, Mumbai's Andheri about 120 km.
    expect((await publish(creta({ locality: 'Baner' }))).alerts).toHaveLength(1);
    expect((await publish(creta({ locality: 'Hinjewadi' }))).alerts).toHaveLength(0);
    expect((await publish(creta({ city: 'mumbai', locality: 'Andheri West' }))).alerts).toHaveLength(0);
    const list = (await as(t, buyer.cookie).get('/api/saved-searches')).body as SavedSearchList;
    expect(list.items[0]!.query).toEqual({ category: 'cars', near: 'pune.kothrud', km: '10' });
  });

  it('by distance from a browser point, and anywhere without a radius', async () => {
    await save({ category: 'cars', near: '18.52,73.86', km: '25' });
    await save({ q: 'creta', near: 'pune' });
    expect((await publish(creta({ locality: 'Hinjewadi' }))).alerts).toHaveLength(1);
    const far = await publish(creta({ city: 'mumbai', locality: 'Andheri West' }));
    const savedSearchId = Number((far.alerts[0]!.data as { savedSearchId: number }).savedSearchId);
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, savedSearchId));
    expect(row!.query).toEqual({ q: 'creta', near: 'pune' });
    expect(far.alerts).toHaveLength(1);
  });

  it('by text words, as search reads them', async () => {
    await save({ q: 'creta diesel' });
    expect((await publish(creta({ title: 'Hyundai Creta SX diesel' }))).alerts).toHaveLength(1);
    expect(
      (await publish(creta({ title: 'Hyundai Creta SX', attributes: { fuel: 'Petrol' } }))).alerts,
    ).toHaveLength(0);
  });

  it('reading a city named in the text as the place, in English or Hindi', async () => {
    await save({ q: 'creta in pune' });
    expect((await publish(creta())).alerts).toHaveLength(1);
    expect((await publish(creta({ city: 'mumbai' }))).alerts).toHaveLength(0);
    await t.database.db.execute(sql`delete from ${savedSearches}`);
    await save({ q: 'creta पुणे' });
    expect((await publish(creta())).alerts).toHaveLength(1);
    expect((await publish(creta({ city: 'nagpur' }))).alerts).toHaveLength(0);
  });

  it('a flat in pune, in Hindi, matches a flat in Pune', async () => {
    await save({ q: 'flat पुणे' });
    const flat = {
      category: 'houses-for-rent',
      title: 'Sunny 2 BHK flat',
      description: 'Bright flat on the third floor with two balconies.',
      price: 18000,
      state: 'maharashtra',
      city: 'pune',
      locality: 'Baner',
      photoIds: [],
      attributes: { type: 'Apartment', bhk: '2', bathrooms: '2', furnishing: 'Furnished', areaSqft: '900' },
    };
    expect((await publish(flat)).alerts).toHaveLength(1);
    expect((await publish({ ...flat, city: 'mumbai' })).alerts).toHaveLength(0);
  });

  it('once per person and ad however many of their searches fit; off searches and the seller stay quiet', async () => {
    await save({ category: 'cars' });
    await save({ q: 'creta' });
    const off = await save({ brand: 'Hyundai' }, seller.cookie);
    expect(off).toBeGreaterThan(0);
    const { id, alerts } = await publish(creta());
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.kind).toBe('saved_search_match');
    const sellerRows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.listingId, id));
    expect(sellerRows.map((r) => r.userId)).toEqual([buyer.user.id]);
    const mine = ((await as(t, buyer.cookie).get('/api/saved-searches')).body as SavedSearchList).items;
    expect(mine.map((s) => s.matches)).toEqual([1, 1]);
    await as(t, buyer.cookie).patch(`/api/saved-searches/${mine[0]!.id}`, { enabled: false });
    await as(t, buyer.cookie).patch(`/api/saved-searches/${mine[1]!.id}`, { enabled: false });
    expect((await publish(creta())).alerts).toHaveLength(0);
  });

  it('republishing a sold ad checks it again, without repeating an alert already sent', async () => {
    const { id } = await publish(creta());
    await save({ q: 'creta' });
    const me = as(t, seller.cookie);
    expect((await me.post(`/api/listings/${id}/sold`)).status).toBeLessThan(300);
    expect((await me.post(`/api/listings/${id}/republish`)).status).toBeLessThan(300);
    await t.app.jobs.drain();
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.listingId, id)),
    ).toHaveLength(1);
    await me.post(`/api/listings/${id}/sold`);
    await me.post(`/api/listings/${id}/republish`);
    await t.app.jobs.drain();
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.listingId, id)),
    ).toHaveLength(1);
  });

  it('shows in the bell with the ad', async () => {
    await save({ q: 'creta' });
    const { id } = await publish(creta());
    const bell = await as(t, buyer.cookie).get('/api/notifications');
    expect(bell.body.items[0]).toMatchObject({ kind: 'saved_search_match', listing: { id } });
  });
});
