import { LEGACY_COLLECTIONS, type LegacyListing } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { addPhotos, createListing, createUser } from '../../test/factories.ts';
import { startJsonServer, type JsonServer } from '../../test/json-server.ts';
import { privateKeysIn } from '../../test/private-keys.ts';

const PUBLIC_URL = 'http://bazaar.test';
let t: TestApp;
let js: JsonServer;
let cookie: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await testApp({ PUBLIC_URL });
  const db = t.database.db;
  // Just after midnight in India, the day before in UTC: dates are shown on the Indian calendar.
  const meera = await createUser(db, {
    name: 'Meera Nair',
    phone: '9812345678',
    createdAt: new Date('2019-05-31T19:00:00Z'),
  });
  const arjun = await createUser(db, { name: 'Arjun Rao', phone: '9898989898' });
  const car = (seller: number, o: Parameters<typeof createListing>[2]) => createListing(db, seller, o);
  ids.swift = (
    await car(meera.id, {
      brand: 'Maruti Suzuki',
      model: 'Swift',
      title: 'Maruti Suzuki Swift VXi',
      price: 545_000,
      year: 2018,
      kmDriven: 42_000,
      owners: '1',
      description: 'Full service history, new tyres.',
      createdAt: new Date('2026-05-28T20:00:00Z'),
    })
  ).id;
  await addPhotos(db, t.config.mediaDir, ids.swift, 2);
  ids.i20 = (
    await car(arjun.id, {
      brand: 'Hyundai',
      model: 'i20',
      price: 90_000,
      year: 2014,
      kmDriven: 98_000,
      owners: '3',
    })
  ).id;
  ids.nexon = (
    await car(meera.id, {
      brand: 'Tata',
      model: 'Nexon',
      title: 'Tata Nexon XZ+',
      price: 1_200_000,
      year: 2021,
      fuel: 'Diesel',
      transmission: 'Automatic',
      kmDriven: 15_000,
      owners: '2',
      description: 'Sunroof, one careful driver.',
    })
  ).id;
  // Same price as the Swift: ties must keep the collection's (id) order, as json-server's stable sort does.
  ids.creta = (
    await car(arjun.id, {
      brand: 'Hyundai',
      model: 'Creta',
      price: 545_000,
      year: 2018,
      owners: '4+',
      kmDriven: 60_000,
    })
  ).id;
  ids.tiago = (
    await car(arjun.id, { brand: 'Tata', model: 'Tiago', price: 380_000, year: 2020, kmDriven: 21_000 })
  ).id;
  // Never listed: sold, removed (and, once moderation exists, held).
  ids.sold = (await car(meera.id, { brand: 'Tata', model: 'Punch', status: 'sold' })).id;
  ids.removed = (await car(meera.id, { brand: 'Honda', model: 'City', status: 'removed' })).id;
  ids.classic = (
    await car(arjun.id, {
      category: 'motorcycles',
      brand: 'Royal Enfield',
      model: 'Classic 350',
      price: 150_000,
    })
  ).id;
  ids.flat = (
    await car(meera.id, {
      category: 'houses-for-sale',
      title: '3 BHK flat near Infopark',
      brand: null,
      model: null,
      year: null,
      kmDriven: null,
      fuel: null,
      transmission: null,
      owners: null,
      bhk: '3',
      attributes: {
        bathrooms: '2',
        furnishing: 'Furnished',
        type: 'Apartment',
        areaSqft: 1450,
        floor: 4,
        parking: '1',
      },
      featured: true,
      price: 7_500_000,
    })
  ).id;
  ids.room = (
    await car(arjun.id, {
      category: 'houses-for-rent',
      title: '1 BHK for rent',
      brand: null,
      model: null,
      year: null,
      kmDriven: null,
      fuel: null,
      transmission: null,
      owners: null,
      bhk: '1',
      attributes: { bathrooms: '1', furnishing: 'Unfurnished' },
      price: 12_000,
    })
  ).id;
  ids.galaxy = (
    await car(arjun.id, {
      category: 'mobile-phones',
      title: 'Samsung Galaxy S21 128GB',
      brand: 'Samsung',
      model: 'Galaxy S21',
      year: null,
      kmDriven: null,
      fuel: null,
      transmission: null,
      owners: null,
      price: 32_000,
    })
  ).id;
  cookie = (await signedIn(t)).cookie;

  // json-server over exactly what Bazaar shows: every query must then agree wherever the semantics match.
  const data: Record<string, unknown[]> = {};
  for (const name of Object.keys(LEGACY_COLLECTIONS))
    data[name] = (await get(`/api/legacy/${name}?_limit=100`)).json();
  js = await startJsonServer(data);
}, 60_000);

afterAll(async () => {
  await js?.stop();
  await t?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
}

const bodyOf = (res: { json(): unknown }) => res.json() as LegacyListing[];

describe('each collection in its own shape', () => {
  it('cars: the original fields and types, numbers as the text it showed, photos absolute', async () => {
    const res = await get(`/api/legacy/cars/${ids.swift}`);
    expect(res.statusCode).toBe(200);
    const swift = res.json() as LegacyListing;
    expect(Object.keys(swift)).toEqual(Object.keys(LEGACY_COLLECTIONS.cars.fields));
    expect(swift).toMatchObject({
      id: ids.swift,
      category: 'cars',
      brand: 'Maruti Suzuki',
      model: 'Swift',
      price: '5,45,000',
      year: '2018',
      distance: '42,000',
      fuel: 'Petrol',
      transmission: 'Manual',
      totalOwners: 1,
      address: 'Kakkanad, Kochi, Kerala',
      state: 'Kerala',
      isFeatured: 'false',
      sellerName: 'Meera Nair',
      rating: null,
      product_desc: 'Full service history, new tyres.',
    });
    // "29 May" and "Jun 2019" as the original wrote them, on the Indian calendar.
    expect(swift.postDate).toBe('29 May');
    expect(swift.memeberSince).toBe('Jun 2019');
    expect(swift.img).toHaveLength(2);
    for (const src of swift.img as string[])
      expect(src).toMatch(/^http:\/\/bazaar\.test\/media\/.+-full\.webp$/);
    // Phone numbers and e-mails stay private.
    expect(res.body).not.toContain('98123');
    expect(res.body).not.toContain('@');
  });

  it("houses and phones have their own fields, not the car's", async () => {
    const [flat] = bodyOf(await get('/api/legacy/salesHouse'));
    expect(flat).toEqual({
      id: ids.flat,
      category: 'salesHouse',
      type: 'Apartment',
      title: '3 BHK flat near Infopark',
      price: '75,00,000',
      bedrooms: 3,
      bathrooms: 2,
      furnished: 'Furnished',
      floor: 4,
      carParking: '1',
      // Homes are not asked for their owners: no number, as the original showed for none.
      totalOwners: null,
      img: [],
      address: 'Kakkanad, Kochi, Kerala',
      state: 'Kerala',
      postDate: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2}$/),
      isFeatured: 'true',
      sellerName: 'Meera Nair',
      memeberSince: expect.stringMatching(/^[A-Z][a-z]{2} \d{4}$/),
      rating: null,
      product_desc: expect.any(String),
    });
    // What an ad does not say is what the original showed for it: empty text, or no number.
    const [room] = bodyOf(await get('/api/legacy/rentHouse'));
    expect(room).toMatchObject({
      bedrooms: 1,
      furnished: 'Unfurnished',
      price: '12,000',
      type: '',
      floor: null,
      carParking: '',
      isFeatured: 'false',
    });
    const [phone] = bodyOf(await get('/api/legacy/mobile'));
    expect(Object.keys(phone!)).toEqual(Object.keys(LEGACY_COLLECTIONS.mobile.fields));
    expect(phone).toMatchObject({
      type: 'Mobile Phones',
      brand: 'Samsung',
      model: 'Galaxy S21',
      product_name: 'Samsung Galaxy S21 128GB',
    });
    expect(bodyOf(await get('/api/legacy/motorcyles')).map((b) => b.model)).toEqual(['Classic 350']);
    expect(bodyOf(await get('/api/legacy/scooter'))).toEqual([]);
  });

  it("never answers with the seller's phone or e-mail, in a list or by id", async () => {
    for (const name of Object.keys(LEGACY_COLLECTIONS)) {
      const list = await get(`/api/legacy/${name}`);
      expect(list.statusCode, name).toBe(200);
      expect(privateKeysIn(list.json()), name).toEqual([]);
      for (const number of ['9812345678', '9898989898']) expect(list.body, name).not.toContain(number);
    }
    const one = await get(`/api/legacy/cars/${ids.swift}`);
    expect(one.statusCode).toBe(200);
    expect(privateKeysIn(one.json())).toEqual([]);
  });

  it('never shows a sold or removed ad, in a list or by id', async () => {
    const all = bodyOf(await get('/api/legacy/cars')).map((c) => c.id);
    expect(all).toEqual([ids.swift, ids.i20, ids.nexon, ids.creta, ids.tiago]);
    for (const id of [ids.sold, ids.removed]) {
      const res = await get(`/api/legacy/cars/${id}`);
      expect([res.statusCode, res.body]).toEqual([404, '{}']);
    }
  });
});

// The same call to json-server 0.17 and to Bazaar, over the same records.
const SAME_AS_JSON_SERVER = [
  'cars',
  'cars?brand=Hyundai&brand=Tata',
  'cars?brand%5B%5D=Hyundai&brand%5B%5D=Tata',
  'cars?brand[]=Tata',
  'cars?_sort=year&_order=DESC',
  'cars?_sort=year,distance&_order=desc,ASC',
  'cars?_sort=brand,year&_order=asc,desc',
  'cars?_sort=model',
  'cars?_sort=totalOwners&_order=desc',
  'cars?_sort=distance',
  'cars?fuel=Diesel',
  'cars?year=2018',
  'cars?year=2018&year=2021',
  'cars?totalOwners=2',
  'cars?price=5,45,000',
  'cars?year_gte=2018',
  'cars?year_lte=2018&year_gte=2015',
  'cars?distance_gte=20000&distance_lte=60000',
  'cars?brand_ne=Tata',
  'cars?brand_ne=Tata&brand_ne=Hyundai',
  'cars?model_like=^sw',
  'cars?model_like=I20',
  'cars?product_desc_like=service',
  'cars?brand_like=hyun&_sort=year&_order=desc',
  'cars?model_gte=S',
  'cars?q=nexon',
  'cars?_page=2&_limit=2',
  'cars?_page=1&_limit=2',
  'cars?_page=3&_limit=2',
  'cars?_page=9&_limit=2',
  'cars?_page=1',
  'cars?_limit=2',
  'cars?_start=1&_limit=2',
  'cars?_start=1&_end=3',
  'cars?_end=2',
  'cars?_=123&brand=Tata',
  'salesHouse?bedrooms_gte=2',
  'rentHouse?furnished=Unfurnished',
  'mobile?product_name_like=galaxy',
  'mobile?brand=Apple',
  // Equality compares the text shown, exactly, as json-server did.
  'cars?fuel=diesel',
  'cars?model=Swift%20',
  'cars?year=new',
  'cars?year=02018',
  'cars?price=7,43,8,000',
  'cars?distance=42,000',
  'cars?totalOwners=two',
  'cars?isFeatured=false',
  'cars?rating=4',
  'cars?transmission_ne=Manual',
  'cars?totalOwners_ne=2',
  'cars?rating_ne=4',
  'salesHouse?totalOwners=1',
  'salesHouse?carParking=1',
  'mobile?type=Mobile%20Phones',
  'mobile?type=mobile%20phones',
];

describe('the same answers as json-server 0.17', () => {
  it.each(SAME_AS_JSON_SERVER)('%s', async (call) => {
    const ours = await get(`/api/legacy/${call}`);
    const theirs = await fetch(`${js.url}/${call}`);
    expect(ours.statusCode).toBe(theirs.status);
    expect(ours.json()).toEqual(await theirs.json());
    const total = theirs.headers.get('x-total-count');
    if (total !== null) expect(ours.headers['x-total-count']).toBe(total);
    // Bazaar always says how many match (json-server only when paging), so a capped list is never silent.
    expect(Number(ours.headers['x-total-count'])).toBeGreaterThanOrEqual(bodyOf(ours).length);
    const link = theirs.headers.get('link');
    expect(ours.headers.link).toBe(link?.replaceAll(js.url, `${PUBLIC_URL}/api/legacy`) ?? undefined);
  });

  it('a missing id answers 404 {} as json-server does', async () => {
    for (const call of ['cars/999999', 'cars/abc', `motorcyles/${ids.swift}`]) {
      const ours = await get(`/api/legacy/${call}`);
      const theirs = await fetch(`${js.url}/${call}`);
      expect([ours.statusCode, ours.body]).toEqual([theirs.status, await theirs.text()]);
    }
  });
});

describe('where json-server would answer wrongly, Bazaar answers rightly', () => {
  it('sorts and compares prices by their value, not as text', async () => {
    const asc = bodyOf(await get('/api/legacy/cars?_sort=price&_order=asc')).map((c) => c.price);
    expect(asc).toEqual(['90,000', '3,80,000', '5,45,000', '5,45,000', '12,00,000']);
    const desc = bodyOf(await get('/api/legacy/cars?_sort=price&_order=desc')).map((c) => c.id);
    expect(desc).toEqual([ids.nexon, ids.swift, ids.creta, ids.tiago, ids.i20]);
    const range = bodyOf(await get('/api/legacy/cars?price_gte=3,80,000&price_lte=600000')).map(
      (c) => c.model,
    );
    expect(range).toEqual(['Swift', 'Creta', 'Tiago']);
    expect(bodyOf(await get('/api/legacy/cars?price=545000')).map((c) => c.model)).toEqual([
      'Swift',
      'Creta',
    ]);
    expect(bodyOf(await get('/api/legacy/cars?price_like=^12,00')).map((c) => c.model)).toEqual(['Nexon']);
  });

  it('searches q as full text, word prefixes in any order', async () => {
    expect(bodyOf(await get('/api/legacy/cars?q=tata%20xz')).map((c) => c.model)).toEqual(['Nexon']);
    expect(bodyOf(await get('/api/legacy/cars?q=SUNROOF')).map((c) => c.model)).toEqual(['Nexon']);
    expect(bodyOf(await get('/api/legacy/cars?q=cre')).map((c) => c.model)).toEqual(['Creta']);
  });

  it('filters and sorts by the seller and the address', async () => {
    expect(bodyOf(await get('/api/legacy/cars?sellerName=Meera%20Nair')).map((c) => c.model)).toEqual([
      'Swift',
      'Nexon',
    ]);
    expect(bodyOf(await get('/api/legacy/cars?address_like=kochi&_limit=1')).length).toBe(1);
    expect((await get('/api/legacy/cars?_sort=sellerName,id&_order=desc')).statusCode).toBe(200);
  });
});

describe('a query it cannot honour is a clear 400, never a silently wrong list', () => {
  it.each([
    ['cars?colour=red', /"colour" is not a field of cars/],
    ['salesHouse?brand=Tata', /"brand" is not a field of salesHouse/],
    ['cars?_sort=img', /Cannot sort by "img"/],
    ['cars?_sort=horsepower', /Cannot sort by "horsepower"/],
    ['cars?_order=sideways&_sort=price', /asc or desc/],
    ['cars?_limit=1001', /At most 1000/],
    ['cars?_start=0&_end=1500', /At most 1000/],
    ['cars?_start=5', /needs "_end" or "_limit"/],
    ['cars?_page=0', /_page/],
    ['cars?year_gte=new', /whole number/],
    ['cars?rating_lte=good', /"rating" is a number/],
    ['cars?price_gte=7,43,8,000', /"price" is a number like 5,45,000/],
    ['cars?distance_lte=57,0,000', /"distance" is a number like 5,45,000/],
    ['cars?model_like=(', /matches plain text: "\(" is not allowed/],
    ['mobile?product_desc_like=(.%7B1,200%7D)%7B1,200%7D', /matches plain text/],
    [
      'cars?model_like=a&model_like=b&brand_like=c&fuel_like=d&product_desc_like=e',
      /At most 4 "_like" values/,
    ],
    ['cars?img_like=webp', /cannot be filtered/],
    ['cars?_embed=sellers', /not supported/],
    ['cars?q=%21%21%21', /no word/],
    ['cars?_sort=price&_sort=year', /may be given once/],
    ['cars?hasOwnProperty=x', /"hasOwnProperty" is not a field/],
    ['cars?constructor_like=x', /"constructor" is not a field/],
    ['cars?_sort=toString', /Cannot sort by "toString"/],
  ])('%s', async (call, message) => {
    const res = await get(`/api/legacy/${call}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
  });

  it('an unknown collection is a 404', async () => {
    const res = await get('/api/legacy/spaceships');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('from another origin', () => {
  const origin = { origin: 'http://old-client.example:8080' };

  it('answers GET and HEAD with CORS headers exposing the paging headers', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/legacy/cars?brand[]=Tata&_page=1&_limit=1',
        headers: origin,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count, Link');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['x-total-count']).toBe('2');
    }
    const error = await t.app.inject({ method: 'GET', url: '/api/legacy/cars?colour=red', headers: origin });
    expect(error.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a preflight from any origin', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/legacy/cars?brand[]=Tata',
      headers: {
        ...origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-requested-with',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(res.headers['access-control-allow-headers']).toBe('x-requested-with');
    const one = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/legacy/cars/${ids.swift}`,
      headers: origin,
    });
    expect(one.statusCode).toBe(204);
  });

  it('keeps the rest of the API same-origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings', headers: origin });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The legacy answers carry the same security headers as the rest, computed once instead of per request.
    const legacy = await t.app.inject({ method: 'GET', url: '/api/legacy/cars', headers: origin });
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'x-content-type-options',
    ])
      expect(legacy.headers[name], name).toBe(res.headers[name]);
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/listings', headers: origin });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets photos load on other origins', async () => {
    const [swift] = bodyOf(await get('/api/legacy/cars?model=Swift'));
    const photo = new URL((swift!.img as string[])[0]!);
    const res = await t.app.inject({ method: 'GET', url: photo.pathname, headers: origin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('one ad', () => {
  it('is for signed-in people, as the ad page is (SPEC §6)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/legacy/cars/${ids.swift}` });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
