import type { LegacyListing } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { addPhotos, createListing, createUser } from '../../test/factories.ts';

let t: TestApp;
let swiftId: number;
let cookie: string;

beforeAll(async () => {
  t = await testApp();
  const db = t.database.db;
  const seller = await createUser(db, { name: 'Meera Nair' });
  const swift = await createListing(db, seller.id, {
    brand: 'Maruti Suzuki',
    model: 'Swift',
    price: 450_000,
    city: 'kochi',
    state: 'kerala',
    locality: 'Kakkanad',
  });
  swiftId = swift.id;
  await addPhotos(db, t.config.mediaDir, swift.id, 2);
  await createListing(db, seller.id, { brand: 'Hyundai', model: 'i20', price: 90_000 });
  await createListing(db, seller.id, { brand: 'Tata', model: 'Nexon', price: 1_200_000 });
  await createListing(db, seller.id, {
    category: 'motorcycles',
    brand: 'Royal Enfield',
    model: 'Classic 350',
    price: 150_000,
  });
  // One ad in the original shape is an ad page: for signed-in people (SPEC §6).
  cookie = (await signedIn(t)).cookie;
});

afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('the original json-server calls', () => {
  it('list a category as an array in the original field names', async () => {
    const res = await get('/api/legacy/cars');
    expect(res.statusCode).toBe(200);
    const ads = res.json() as LegacyListing[];
    expect(ads).toHaveLength(3);
    const swift = ads.find((a) => a.id === swiftId)!;
    expect(Object.keys(swift).sort()).toEqual(
      [
        'address',
        'brand',
        'category',
        'distance',
        'fuel',
        'id',
        'img',
        'model',
        'postDate',
        'price',
        'product_desc',
        'sellerName',
        'totalOwners',
        'transmission',
        'year',
      ].sort(),
    );
    expect(swift).toMatchObject({
      brand: 'Maruti Suzuki',
      model: 'Swift',
      price: 450_000,
      sellerName: 'Meera Nair',
      address: 'Kakkanad, Kochi, Kerala',
    });
    expect(swift.img).toHaveLength(2);
    expect(swift.postDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sort by price value (not as text) and filter by repeated brand', async () => {
    const asc = (await get('/api/legacy/cars?_sort=price&_order=asc')).json() as LegacyListing[];
    expect(asc.map((a) => a.price)).toEqual([90_000, 450_000, 1_200_000]);
    const desc = (await get('/api/legacy/cars?_sort=price&_order=desc')).json() as LegacyListing[];
    expect(desc.map((a) => a.price)).toEqual([1_200_000, 450_000, 90_000]);
    const two = (
      await get('/api/legacy/cars?brand=Hyundai&brand=Tata&_sort=price&_order=asc')
    ).json() as LegacyListing[];
    expect(two.map((a) => a.brand)).toEqual(['Hyundai', 'Tata']);
  });

  it("answer for the original product's slugs and one ad by id", async () => {
    const bikes = (await get('/api/legacy/motorcyles')).json() as LegacyListing[];
    expect(bikes.map((b) => b.model)).toEqual(['Classic 350']);
    expect(bikes[0]!.category).toBe('motorcyles');
    const one = await get(`/api/legacy/cars/${swiftId}`);
    expect(one.statusCode).toBe(200);
    expect((one.json() as LegacyListing).model).toBe('Swift');
  });

  it('answer 404 for an unknown category or an ad of another category', async () => {
    expect((await get('/api/legacy/spaceships')).statusCode).toBe(404);
    expect((await get(`/api/legacy/motorcyles/${swiftId}`)).statusCode).toBe(404);
    expect((await get('/api/legacy/cars?_order=sideways')).statusCode).toBe(400);
  });
});
