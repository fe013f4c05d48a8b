import { LEGACY_COLLECTIONS, type LegacyListing } from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { startJsonServer, type JsonServer } from '../../../test/json-server.ts';
import { diskStore } from '../../media/store.ts';
import { fetchFromThisMachine, fixtureDatabase, startPhotoServer, type PhotoServer } from './fixture.ts';
import { importDatabase, type ImportNote, type ImportSummary } from './importer.ts';
import { importRepository } from './repository.ts';

let t: TestApp;
let photos: PhotoServer;
let first: { summary: ImportSummary; notes: ImportNote[] };

async function runImport() {
  const notes: ImportNote[] = [];
  const summary = await importDatabase(fixtureDatabase(photos.host), importRepository(t.database.db), {
    store: diskStore(t.config.mediaDir),
    onNote: (n) => notes.push(n),
    // The photo host of this test is on this machine (--allow-private-addresses).
    fetch: fetchFromThisMachine,
  });
  return { summary, notes };
}

const count = async (table: string) =>
  (await rowsOf<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

beforeAll(async () => {
  // Signed-out people may read ads here: this file looks at what was imported, not at who may see it.
  t = await testApp({ OPEN_AD_PAGES: 'true', PUBLIC_URL: 'http://bazaar.test' });
  photos = await startPhotoServer();
  first = await runImport();
}, 60_000);

afterAll(async () => {
  await photos?.close();
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const notesOf = (record: string) =>
  first.notes.filter((n) => n.record === record).map((n) => `${n.outcome}: ${n.detail}`);

describe('importing an old db.json', () => {
  it('ends with a summary of what it did', () => {
    expect(first.summary).toEqual({
      imported: 14,
      repaired: 5,
      skipped: 4,
      alreadyImported: 0,
      sellersCreated: 4,
      photosFetched: 4,
      photosMissing: 4,
    });
  });

  it('reports every malformed value with the record and what was done', () => {
    expect(notesOf('cars/3')).toEqual([
      'repaired: price "7,43,8,000" has misplaced commas: read as 74,38,000',
    ]);
    expect(notesOf('cars/4')).toEqual([
      'repaired: empty brand: "Maruti Suzuki", from its model "Baleno"',
      expect.stringMatching(
        /^photo missing: http:\/\/127\.0\.0\.1:\d+\/img\/not-a-photo\.jpg: Choose a JPEG/,
      ),
    ]);
    expect(notesOf('cars/5')).toEqual([
      'repaired: empty brand: imported without one',
      'repaired: address "Somewhere, Atlantis" names no city or state Bazaar knows: placed in Delhi',
      'repaired: postDate "not a date" is not a past date: dated today',
      'repaired: no seller name: "Bazaar seller"',
      expect.stringMatching(/^photo missing: ftp:\/\/.+: ftp: is not http or https$/),
      'photo missing: /media/relative.jpg: not an absolute URL',
    ]);
    expect(notesOf('cars/9')).toEqual([
      'repaired: year 3020 is impossible: left out',
      'repaired: distance "4,5,000" has misplaced commas: read as 45,000',
      'repaired: totalOwners "two" is not a number: left out',
    ]);
    expect(notesOf('cars/2')).toEqual([
      expect.stringMatching(/^photo missing: .+\/img\/missing\.jpg: its server did not send it$/),
    ]);
    expect(notesOf('cars/6')).toEqual(['skipped: price "ask me" is not an amount in rupees']);
    expect(notesOf('cars/7')).toEqual(['skipped: unknown category "spaceships"']);
    expect(notesOf('cars/#8')).toEqual(['skipped: no id: it could not be told apart on a second import']);
    expect(notesOf('boats/1')).toEqual(['skipped: unknown category "boats"']);
    expect(notesOf('cars/1')).toEqual([]);
  });

  it('reads Indian-grouped prices and numbers, and shows them back as the original had them', async () => {
    // Sorted by the amounts Bazaar read; each shown as its record wrote it, misplaced commas and all.
    const cars = (await get('/api/legacy/cars?_sort=price&_order=desc')).json() as LegacyListing[];
    expect(cars.map((c) => [c.id, c.model, c.price, c.distance, c.totalOwners])).toEqual([
      [3, 'Nexon', '7,43,8,000', '15,000', 2],
      [10, 'Scorpio ', '8,45,000', '88,000', 2],
      [4, 'Baleno', '6,10,000', '30,000', 1],
      [1, 'Swift', '5,45,000', '42,000', 1],
      [2, 'i20', '3,80,000', '98,000', 3],
      [9, 'Tiago', '3,20,000', '4,5,000', 'two'],
      [5, 'Mystery Coupe', 250000, '1,20,000', 5],
    ]);
    const [swift] = (await get('/api/legacy/cars?model=Swift')).json() as LegacyListing[];
    expect(swift).toMatchObject({
      brand: 'Maruti Suzuki',
      year: '2018',
      fuel: 'Petrol',
      address: 'Kakkanad, Kochi, Kerala',
      postDate: '14 Jun',
      sellerName: 'Meera Nair',
      product_desc: 'Full service history, new tyres.',
    });
    // Its two photos went through the photo pipeline and are served as WebP.
    expect(swift!.img).toHaveLength(2);
    const photo = await get(new URL((swift!.img as string[])[0]!).pathname);
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/webp']);
    // Every imported photo is hashed as it is stored (nothing left for the backfill), with its
    // views: what later ads' photos are compared with, not compared itself.
    const [hashed] = await rowsOf<{ photos: number; hashed: number; views: number }>(
      t.database.db,
      sql`select (select count(*)::int from listing_photos) as photos,
                 (select count(*)::int from uploads where hashed and dhash is not null and dhash_checked) as hashed,
                 (select count(distinct upload_id)::int from photo_hashes) as views`,
    );
    expect(hashed).toEqual({ photos: 4, hashed: 4, views: 4 });
    const [flat] = (await get('/api/legacy/salesHouse')).json() as LegacyListing[];
    expect(flat).toMatchObject({
      bedrooms: 3,
      bathrooms: 2,
      furnished: 'Semi-Furnished',
      price: '75,00,000',
    });
    const [phone] = (await get('/api/legacy/mobile')).json() as LegacyListing[];
    expect(phone).toMatchObject({ product_name: 'Samsung Galaxy S21 128GB', img: [expect.any(String)] });
  });

  it('answers as json-server does over the original file, record for record where nothing was repaired', async () => {
    const original = fixtureDatabase(photos.host);
    const js: JsonServer = await startJsonServer(original);
    try {
      const compared = [
        'brand',
        'model',
        'price',
        'year',
        'distance',
        'totalOwners',
        'transmission',
        'product_desc',
      ];
      for (const call of [
        'cars?brand[]=Hyundai&brand[]=Maruti%20Suzuki',
        'cars?year_gte=2014&year_lte=2018',
        'cars?transmission=Automatic',
      ]) {
        const pick = (list: LegacyListing[]) =>
          list
            .map((ad) => Object.fromEntries(compared.map((f) => [f, ad[f]])))
            .sort((a, b) => String(a.model).localeCompare(String(b.model)));
        const theirs = ((await (await fetch(`${js.url}/${call}`)).json()) as LegacyListing[]).filter((ad) =>
          [1, 2].includes(ad.id as number),
        );
        const ours = ((await get(`/api/legacy/${call}`)).json() as LegacyListing[]).filter((ad) =>
          ['Swift', 'i20', 'Nexon'].includes(ad.model as string),
        );
        expect(pick(ours).filter((ad) => ad.model !== 'Nexon')).toEqual(pick(theirs));
      }
    } finally {
      await js.stop();
    }
  });

  it('makes sellers accounts without a password, one per e-mail, phone kept private', async () => {
    const sellers = await rowsOf<{ name: string; email: string; phone: string | null; hash: string | null }>(
      t.database.db,
      sql`select name, email, phone, password_hash as hash from users order by id`,
    );
    expect(sellers.map((s) => [s.name, s.hash])).toEqual([
      ['Meera Nair', null],
      ['Arjun Rao', null],
      ['Bazaar seller', null],
      ['Kavya Iyer', null],
    ]);
    expect(sellers[0]!.email).toBe('meera.nair@example.in');
    expect(sellers[0]!.phone).toBe('9812345678');
    expect(sellers[1]!.email).toMatch(/^arjun\.rao\.[0-9a-f]{8}@imported\.invalid$/);
    const body = (await get('/api/legacy/mobile')).body;
    expect(body).not.toContain('9812345678');
    expect(body).not.toContain('@');
  });

  it('adds nothing the second time', async () => {
    const before = await Promise.all(['listings', 'users', 'listing_photos', 'uploads'].map(count));
    const fetched = photos.requests.length;
    const again = await runImport();
    expect(again.summary).toEqual({
      imported: 0,
      repaired: 0,
      skipped: 4,
      alreadyImported: 14,
      sellersCreated: 0,
      photosFetched: 0,
      photosMissing: 0,
    });
    expect(await Promise.all(['listings', 'users', 'listing_photos', 'uploads'].map(count))).toEqual(before);
    expect(photos.requests.length).toBe(fetched);
    expect(before[2]).toBe(4);
  });
});

describe('an imported seller claims the account', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.15.0.1' });

  it('cannot sign in before setting a password, and sets one through "forgot password"', async () => {
    const email = 'meera.nair@example.in';
    const refused = await post('/api/auth/login', { email, password: 'any-password-1' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('unauthorized');

    const before = t.sent.length;
    expect((await post('/api/auth/forgot', { email })).statusCode).toBe(202);
    await expect.poll(() => t.sent.length).toBe(before + 1);
    const token = /reset\?token=([A-Za-z0-9_-]+)/.exec(t.sent.at(-1)!.text)![1]!;
    expect((await post('/api/auth/reset', { token, password: 'my-own-password' })).statusCode).toBe(204);
    const login = await post('/api/auth/login', { email, password: 'my-own-password' });
    expect(login.statusCode).toBe(200);
  });
});

it('keeps every collection to its own fields', () => {
  expect(Object.keys(LEGACY_COLLECTIONS)).toEqual([
    'cars',
    'motorcyles',
    'scooter',
    'mobile',
    'rentHouse',
    'salesHouse',
  ]);
});
