import fs from 'node:fs';
import path from 'node:path';
import {
  LIMITS,
  type CreatedListing,
  type EditableListing,
  type ErrorBody,
  type ListingDetail,
  type MyListings,
} from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { addPhotos, createListing } from '../../test/factories.ts';
import { uploadIds } from '../../test/uploads.ts';

let t: TestApp;
let seller: { cookie: string; user: { id: number } };
let stranger: { cookie: string };

beforeAll(async () => {
  t = await testApp();
  seller = await signedIn(t);
  stranger = await signedIn(t);
});
afterAll(() => t.close());

const car = (photoIds: number[] = []) => ({
  category: 'cars',
  title: '',
  description: 'Single owner, serviced at the dealer, new tyres.',
  price: 450000,
  attributes: {
    brand: 'Hyundai',
    model: 'Creta',
    year: '2019',
    fuel: 'Diesel',
    transmission: 'Manual',
    kmDriven: '42000',
    owners: '1',
  },
  state: 'kerala',
  city: 'kochi',
  locality: 'Kakkanad',
  photoIds,
  seller: { name: 'Anil Menon', phone: '98470 12345' },
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function post(body: object, cookie = seller.cookie) {
  return inject('POST', '/api/listings', cookie, body);
}

describe('posting an ad', () => {
  it('needs an account', async () => {
    const res = await post(car(), '');
    expect(res.statusCode).toBe(401);
  });

  it('publishes a car with its photos in order and opens it', async () => {
    const ids = await uploadIds(t, seller.cookie, 3);
    const res = await post(car([ids[2]!, ids[0]!, ids[1]!]));
    expect(res.statusCode).toBe(201);
    const created = res.json<CreatedListing>();
    expect(created.category).toBe('cars');

    const ad = (await inject('GET', `/api/listings/${created.id}`, seller.cookie)).json<ListingDetail>();
    expect(ad).toMatchObject({
      title: 'Hyundai Creta 2019',
      price: 450000,
      brand: 'Hyundai',
      year: 2019,
      kmDriven: 42000,
      fuel: 'Diesel',
      owners: '1',
      state: 'kerala',
      city: 'kochi',
      status: 'active',
    });
    expect(ad.photos).toHaveLength(3);
    const editable = (
      await inject('GET', `/api/me/listings/${created.id}`, seller.cookie)
    ).json<EditableListing>();
    expect(editable.photos.map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(editable.attributes).toMatchObject({ brand: 'Hyundai', year: 2019, kmDriven: 42000 });
    // The phone goes on the account, never on the ad.
    expect(JSON.stringify(ad)).not.toContain('98470');
    const [me] = await t.database.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(me).toMatchObject({ name: 'Anil Menon', phone: '9847012345' });
  });

  it('keeps JSONB attributes of a property', async () => {
    const res = await post({
      category: 'houses-for-rent',
      title: '2 BHK near the metro',
      description: 'Sunny flat, lift, covered parking.',
      price: '25000',
      attributes: {
        type: 'Apartment',
        bhk: '2',
        bathrooms: '2',
        furnishing: 'Semi-Furnished',
        areaSqft: '1050',
        floor: '',
        parking: '1',
      },
      state: 'karnataka',
      city: 'bengaluru',
    });
    expect(res.statusCode).toBe(201);
    const ad = (
      await inject('GET', `/api/listings/${res.json<CreatedListing>().id}`, seller.cookie)
    ).json<ListingDetail>();
    expect(ad.bhk).toBe('2');
    expect(ad.attributes).toEqual({
      type: 'Apartment',
      bathrooms: '2',
      furnishing: 'Semi-Furnished',
      areaSqft: 1050,
      parking: '1',
    });
  });

  it.each([
    ['title', { title: 'x'.repeat(LIMITS.titleMax + 1) }, 'title'],
    ['description', { description: 'x'.repeat(LIMITS.descriptionMax + 1) }, 'description'],
    ['empty description', { description: '  ' }, 'description'],
    ['zero price', { price: 0 }, 'price'],
    ['fractional price', { price: 10.5 }, 'price'],
    ['huge price', { price: LIMITS.priceMax + 1 }, 'price'],
    ['text price', { price: '12k' }, 'price'],
    [
      'year as long text',
      { attributes: { ...car().attributes, year: '2'.repeat(LIMITS.yearTextMax + 1) } },
      'attributes.year',
    ],
    [
      'future year',
      { attributes: { ...car().attributes, year: String(new Date().getFullYear() + 1) } },
      'attributes.year',
    ],
    ['unknown brand', { attributes: { ...car().attributes, brand: 'Trabant' } }, 'attributes.brand'],
    ['missing fuel', { attributes: { ...car().attributes, fuel: '' } }, 'attributes.fuel'],
    ['km below zero', { attributes: { ...car().attributes, kmDriven: '-5' } }, 'attributes.kmDriven'],
    ['unknown state', { state: 'atlantis' }, 'state'],
    ['city of another state', { city: 'mumbai' }, 'city'],
    ['bad phone', { seller: { name: 'A', phone: '12345' } }, 'seller.phone'],
    ['unknown category', { category: 'spaceships' }, 'category'],
  ])('refuses %s beside its field', async (_, change, field) => {
    const res = await post({ ...car(), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.error.code).toBe('invalid');
    expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
  });

  it('accepts title and year of exactly 70 characters', async () => {
    const res = await post({
      ...car(),
      title: 'T'.repeat(LIMITS.titleMax),
      attributes: { ...car().attributes, year: ` ${'0'.repeat(65)}2019 ` },
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a 13th photo', async () => {
    const ids = await uploadIds(t, seller.cookie, LIMITS.photosMax + 1);
    const res = await post(car(ids));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toHaveProperty('photoIds');
    expect((await post(car(ids.slice(0, LIMITS.photosMax)))).statusCode).toBe(201);
  });

  it("refuses someone else's photo, and a photo already on another ad", async () => {
    const [theirs] = await uploadIds(t, stranger.cookie, 1);
    expect((await post(car([theirs!]))).json<ErrorBody>().error.fields).toHaveProperty('photoIds');
    const [mine] = await uploadIds(t, seller.cookie, 1);
    expect((await post(car([mine!]))).statusCode).toBe(201);
    expect((await post(car([mine!]))).statusCode).toBe(400);
  });
});

describe('managing my ads', () => {
  it('edits, marks sold, deletes and republishes; My Ads follows', async () => {
    const ids = await uploadIds(t, seller.cookie, 2);
    const { id } = (await post(car(ids))).json<CreatedListing>();
    const before = (await inject('GET', `/api/me/listings/${id}`, seller.cookie)).json<EditableListing>();

    // Edit: new price, drop the first photo, add a new one as cover.
    const [added] = await uploadIds(t, seller.cookie, 1);
    const patch = await inject('PATCH', `/api/listings/${id}`, seller.cookie, {
      ...car([added!, ids[1]!]),
      price: 399000,
    });
    expect(patch.statusCode).toBe(200);
    const dropped = before.photos[0]!.photo;
    expect(fs.existsSync(path.join(t.config.mediaDir, dropped.full.replace('/media/', '')))).toBe(false);
    const edited = (await inject('GET', `/api/me/listings/${id}`, seller.cookie)).json<EditableListing>();
    expect(edited.price).toBe(399000);
    expect(edited.photos.map((p) => p.id)).toEqual([added, ids[1]]);

    expect((await inject('POST', `/api/listings/${id}/sold`, seller.cookie)).statusCode).toBe(204);
    let mine = (await inject('GET', '/api/me/listings', seller.cookie)).json<MyListings>();
    expect(mine.items.find((l) => l.id === id)).toMatchObject({ status: 'sold', price: 399000, views: 0 });

    expect((await inject('POST', `/api/listings/${id}/republish`, seller.cookie)).statusCode).toBe(204);
    mine = (await inject('GET', '/api/me/listings', seller.cookie)).json<MyListings>();
    expect(mine.items[0]).toMatchObject({ id, status: 'active' });

    const kept = edited.photos.map((p) => p.photo.full);
    expect((await inject('DELETE', `/api/listings/${id}`, seller.cookie)).statusCode).toBe(204);
    for (const url of kept)
      expect(fs.existsSync(path.join(t.config.mediaDir, url.replace('/media/', '')))).toBe(false);
    mine = (await inject('GET', '/api/me/listings', seller.cookie)).json<MyListings>();
    expect(mine.items.some((l) => l.id === id)).toBe(false);
    expect((await inject('GET', `/api/listings/${id}`, seller.cookie)).statusCode).toBe(404);

    // A removed ad can come back (without the photos it let go of).
    expect((await inject('POST', `/api/listings/${id}/republish`, seller.cookie)).statusCode).toBe(204);
    expect((await inject('GET', `/api/listings/${id}`, seller.cookie)).json<ListingDetail>().status).toBe(
      'active',
    );
  });

  it('edits a demo ad whose photos predate uploads, keeping them', async () => {
    const ad = await createListing(t.database.db, seller.user.id);
    await addPhotos(t.database.db, t.config.mediaDir, ad.id, 2);
    const editable = (
      await inject('GET', `/api/me/listings/${ad.id}`, seller.cookie)
    ).json<EditableListing>();
    expect(editable.photos).toHaveLength(2);
    const ids = editable.photos.map((p) => p.id).reverse();
    const res = await inject('PATCH', `/api/listings/${ad.id}`, seller.cookie, { ...car(ids), price: 1 });
    expect(res.statusCode).toBe(200);
    const after = (await inject('GET', `/api/me/listings/${ad.id}`, seller.cookie)).json<EditableListing>();
    expect(after.photos.map((p) => p.id)).toEqual(ids);
  });

  it("drops a demo ad's photos, files included, even without opening the edit form first", async () => {
    const ad = await createListing(t.database.db, seller.user.id);
    await addPhotos(t.database.db, t.config.mediaDir, ad.id, 1);
    const [before] = (await inject('GET', `/api/listings/${ad.id}`, seller.cookie)).json<ListingDetail>()
      .photos;
    const res = await inject('PATCH', `/api/listings/${ad.id}`, seller.cookie, car([]));
    expect(res.statusCode).toBe(200);
    expect(
      (await inject('GET', `/api/listings/${ad.id}`, seller.cookie)).json<ListingDetail>().photos,
    ).toEqual([]);
    expect(fs.existsSync(path.join(t.config.mediaDir, before!.full.replace('/media/', '')))).toBe(false);
  });

  it('answers 404 to another account and 401 to nobody, on every endpoint', async () => {
    const { id } = (await post(car())).json<CreatedListing>();
    const calls: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
      ['GET', `/api/me/listings/${id}`],
      ['PATCH', `/api/listings/${id}`, { ...car(), price: 1 }],
      ['POST', `/api/listings/${id}/sold`],
      ['POST', `/api/listings/${id}/republish`],
      ['DELETE', `/api/listings/${id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await inject(method, url, stranger.cookie, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await inject(method, url, '', body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await inject('GET', '/api/me/listings', '')).statusCode).toBe(401);
    const theirs = (await inject('GET', '/api/me/listings', stranger.cookie)).json<MyListings>();
    expect(theirs.items.some((l) => l.id === id)).toBe(false);
    // Untouched by all that.
    const ad = (await inject('GET', `/api/listings/${id}`, seller.cookie)).json<ListingDetail>();
    expect(ad).toMatchObject({ status: 'active', price: 450000 });
  });
});
