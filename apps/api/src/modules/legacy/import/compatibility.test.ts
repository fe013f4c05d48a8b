import { LEGACY_COLLECTIONS, type LegacyListing } from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { createListing, createUser } from '../../../test/factories.ts';
import { startJsonServer } from '../../../test/json-server.ts';
import { seedUsedInstall } from '../../../test/used-install.ts';
import { diskStore } from '../../media/store.ts';
import { fetchFromThisMachine, fixtureDatabase, startPhotoServer, type PhotoServer } from './fixture.ts';
import { importDatabase, type ImportSummary } from './importer.ts';
import { importRepository } from './repository.ts';

// The original db.json imported into an install in use (demo ads, other people), then every record
// read back through /api/legacy under its original id and set beside the record it came from, field
// by field: value, type, spelling, case and spaces. What differs on purpose is listed here, as the
// README lists it.
let t: TestApp;
let photos: PhotoServer;
let original: Record<string, unknown[]>;
let summary: ImportSummary;

type Original = Record<string, unknown>;

/** The documented exceptions (README, "Importing an old db.json"). */
const WITHHELD = ['sellerEmail', 'sellerPhone'];
const OUR_PHOTOS = /^http:\/\/bazaar\.test\/media\/.+-full\.webp$/;
const NAMED_BY_COLLECTION = ['motorcyles', 'scooter'];

const runImport = () =>
  importDatabase(original, importRepository(t.database.db), {
    store: diskStore(t.config.mediaDir),
    fetch: fetchFromThisMachine,
  });

beforeAll(async () => {
  t = await testApp({ OPEN_AD_PAGES: 'true', PUBLIC_URL: 'http://bazaar.test' });
  photos = await startPhotoServer();
  original = fixtureDatabase(photos.host);
  await seedUsedInstall(t.database.db);
  summary = await runImport();
}, 120_000);

afterAll(async () => {
  await photos?.close();
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const legacyList = async (collection: string) =>
  (await get(`/api/legacy/${collection}?_limit=1000`)).json() as LegacyListing[];

const highestOriginalId = () =>
  Math.max(
    ...Object.values(original).flatMap((records) => records.map((r) => Number((r as Original).id) || 0)),
  );

const importedSources = async () =>
  new Set(
    (
      await rowsOf<{ source: string }>(
        t.database.db,
        sql`select legacy_source as source from listings where legacy_source is not null`,
      )
    ).map((r) => r.source),
  );

/** Each imported record: where it came from, the file's record, and Bazaar's answer for its original id. */
async function pairs() {
  const imported = await rowsOf<{ source: string }>(
    t.database.db,
    sql`select legacy_source as source from listings where legacy_source is not null order by id`,
  );
  return Promise.all(
    imported.map(async ({ source }) => {
      const [collection, originalId] = source.split('/') as [string, string];
      const before = (original[collection] as Original[]).find((r) => String(r.id) === originalId)!;
      const res = await get(`/api/legacy/${collection}/${originalId}`);
      expect(res.statusCode, source).toBe(200);
      return { source, collection, before, after: res.json() as Original };
    }),
  );
}

/** The fields where the answer differs from the record, but for the documented exceptions. */
function mismatches(collection: string, before: Original, after: Original): string[] {
  const out: string[] = [];
  const expectedKeys = Object.keys(before).filter((k) => !WITHHELD.includes(k));
  if (JSON.stringify(Object.keys(after)) !== JSON.stringify(expectedKeys))
    out.push(`fields ${Object.keys(after).join(',')} instead of ${expectedKeys.join(',')}`);
  for (const field of expectedKeys) {
    const [was, is] = [before[field], after[field]];
    if (field === 'img') {
      if (!Array.isArray(is) || !is.every((src) => OUR_PHOTOS.test(String(src)))) out.push('img');
    } else if (field === 'category' && NAMED_BY_COLLECTION.includes(collection)) {
      if (is !== collection) out.push('category');
    } else if (JSON.stringify(is) !== JSON.stringify(was)) out.push(`${field}: ${JSON.stringify(is)}`);
  }
  return out;
}

describe('the original db.json imported into an install in use', () => {
  it('imports every record that can be an ad, whoever else is there, and nothing the second time', async () => {
    expect(summary).toMatchObject({ imported: 14, skipped: 4, alreadyImported: 0, sellersCreated: 4 });
    const again = await runImport();
    expect(again).toMatchObject({ imported: 0, skipped: 4, alreadyImported: 14, sellersCreated: 0 });
  });

  it('answers every record under its original id as the file held it, but for the documented exceptions', async () => {
    const all = await pairs();
    expect(all).toHaveLength(14);
    let fields = 0;
    const wrong: string[] = [];
    for (const { source, collection, before, after } of all) {
      fields += Object.keys(after).length;
      for (const m of mismatches(collection, before, after)) wrong.push(`${source} ${m}`);
      expect(after.id, source).toBe(before.id);
      for (const field of WITHHELD) expect(after, source).not.toHaveProperty(field);
    }
    expect(wrong).toEqual([]);
    expect(fields).toBeGreaterThan(200);
    // What a reading of the records would have rewritten comes back as written.
    const one = async (url: string) => (await get(`/api/legacy/${url}`)).json() as Original;
    expect(await one('cars/10')).toMatchObject({
      model: 'Scorpio ',
      transmission: 'MANUAL',
      state: 'Assam',
      postDate: '2 April',
      memeberSince: 'Apr 2018',
      rating: 4.3,
      product_desc: '  Well kept,  7 seater.  ',
    });
    expect(await one('mobile/2')).toMatchObject({
      type: 'Mobile Phones',
      price: '45500',
      postDate: 'yesterday',
    });
    expect(await one('salesHouse/2')).toMatchObject({
      furnished: 'semi-furnished',
      carParking: 1,
      totalOwners: 1,
    });
  });

  it('lists each collection in the original order under the original ids, demo ads after them', async () => {
    const highest = Math.max(
      ...Object.values(original).flatMap((records) => records.map((r) => Number((r as Original).id) || 0)),
    );
    const imported = new Set(
      (
        await rowsOf<{ source: string }>(
          t.database.db,
          sql`select legacy_source as source from listings where legacy_source is not null`,
        )
      ).map((r) => r.source),
    );
    for (const collection of Object.keys(LEGACY_COLLECTIONS)) {
      const fromFile = (original[collection] ?? [])
        .map((r) => (r as Original).id)
        .filter((id) => imported.has(`${collection}/${id}`));
      const ids = (await legacyList(collection)).map((ad) => ad.id as number);
      expect(ids.slice(0, fromFile.length), collection).toEqual(fromFile);
      const rest = ids.slice(fromFile.length);
      expect(
        rest.every((id) => id > highest),
        collection,
      ).toBe(true);
      expect(rest, collection).toEqual([...rest].sort((a, b) => a - b));
    }
    // The demo ads are there too, each answered under its own id.
    const demo = (await legacyList('cars')).filter((ad) => (ad.id as number) > highest);
    expect(demo.length).toBeGreaterThan(0);
    const one = await get(`/api/legacy/cars/${demo[0]!.id}`);
    expect(one.json()).toEqual(demo[0]);
  });

  it('answers the lists json-server answers over the file, record for record', async () => {
    const js = await startJsonServer(original);
    try {
      for (const call of [
        'cars',
        'cars?_sort=id&_order=desc',
        'motorcyles',
        'scooter',
        'mobile',
        'rentHouse',
        'salesHouse',
        'cars/1',
        'cars/9',
      ]) {
        const theirs = (await (await fetch(`${js.url}/${call}`)).json()) as Original | Original[];
        const ours = (await get(`/api/legacy/${call}`)).json() as Original | Original[];
        const collection = call.split(/[/?]/)[0]!;
        const list = (x: Original | Original[]) => [x].flat();
        // json-server also lists the records Bazaar could not import (no price, unknown category).
        const kept = list(theirs).filter((r) => list(ours).some((o) => o.id === r.id));
        expect(kept.length, call).toBeGreaterThan(0);
        for (const record of kept) {
          const answer = list(ours).find((o) => o.id === record.id)!;
          expect(mismatches(collection, record, answer), `${call} ${String(record.id)}`).toEqual([]);
        }
        // In the same order (Bazaar's own ads come after the highest original id, before it in desc).
        if (Array.isArray(theirs)) {
          const keptIds = kept.map((r) => r.id);
          const oursIds = list(ours).map((o) => o.id);
          expect(
            oursIds.filter((id) => keptIds.includes(id)),
            call,
          ).toEqual(keptIds);
        }
      }
    } finally {
      await js.stop();
    }
  }, 60_000);

  it('finds by field=value what json-server finds in the file: the text as written, exactly', async () => {
    const highest = await highestOriginalId();
    const imported = await importedSources();
    const js = await startJsonServer(original);
    try {
      for (const call of [
        'cars?transmission=MANUAL',
        'cars?transmission=Manual',
        'cars?transmission_ne=MANUAL',
        'cars?model=Scorpio%20',
        'cars?model=Scorpio',
        'cars?state=Assam',
        'cars?rating=4.3',
        'cars?rating=4',
        'cars?totalOwners=two',
        'cars?totalOwners=1',
        'cars?price=7,43,8,000',
        'cars?price=250000',
        'cars?postDate=2%20April',
        'cars?fuel=petrol',
        'cars?brand=',
        'cars?brand=tata',
        'cars?id=10',
        'cars?memeberSince=Apr%202018',
        'motorcyles?category=motorcyles',
        'mobile?price=45500',
        'mobile?product_name=iPhone%2011%2064GB%20',
        'mobile?type=Mobile%20Phones',
        'salesHouse?totalOwners=1',
        'salesHouse?carParking=1',
        'salesHouse?carParking=0',
        'rentHouse?carParking=0',
        'salesHouse?furnished=semi-furnished',
        'salesHouse?rating=3.5',
      ]) {
        const collection = call.split('?')[0]!;
        const theirs = ((await (await fetch(`${js.url}/${call}`)).json()) as Original[])
          .map((r) => r.id)
          .filter((id) => imported.has(`${collection}/${String(id)}`));
        const res = await get(`/api/legacy/${call}`);
        expect(res.statusCode, call).toBe(200);
        const ours = (res.json() as Original[]).map((r) => r.id as number).filter((id) => id <= highest);
        expect(ours, call).toEqual(theirs);
      }
    } finally {
      await js.stop();
    }
  }, 60_000);

  it('answers ads made in Bazaar with every field of their collection, typed as the originals', async () => {
    const highest = await highestOriginalId();
    // What Bazaar does not know of its own ads (README, the legacy API): no ratings, no owners of a home.
    const noValue: Record<string, string[]> = {
      cars: ['rating'],
      motorcyles: ['rating'],
      scooter: ['rating'],
      mobile: ['rating'],
      salesHouse: ['rating', 'totalOwners'],
      rentHouse: ['rating', 'totalOwners'],
    };
    const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
    for (const collection of Object.keys(LEGACY_COLLECTIONS)) {
      // Collections of one shape (the vehicles, the homes) are one kind of record.
      const shape = LEGACY_COLLECTIONS[collection as keyof typeof LEGACY_COLLECTIONS].fields;
      const records = Object.entries(LEGACY_COLLECTIONS)
        .filter(([, c]) => c.fields === shape)
        .flatMap(([name]) => (original[name] ?? []) as Original[])
        .filter((r) => typeof r.id === 'number' && typeof r.category === 'string');
      const keys = [...new Set(records.flatMap((r) => Object.keys(r)))].filter((k) => !WITHHELD.includes(k));
      const types = (field: string) => new Set(records.filter((r) => field in r).map((r) => kind(r[field])));
      const made = (await legacyList(collection)).filter((ad) => (ad.id as number) > highest);
      expect(made.length, collection).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const ad of made) {
        if ([...Object.keys(ad)].sort().join() !== [...keys].sort().join())
          wrong.push(`${collection}/${String(ad.id)} fields ${Object.keys(ad).join()}`);
        for (const field of keys) {
          const is = kind(ad[field]);
          const expected = noValue[collection]!.includes(field) ? new Set(['null']) : types(field);
          if (!expected.has(is))
            wrong.push(`${collection}/${String(ad.id)} ${field}: ${JSON.stringify(ad[field])}`);
        }
        // The fields the issue found empty on two-wheelers and phones.
        for (const field of ['fuel', 'totalOwners', 'type'])
          if (
            field in ad &&
            !noValue[collection]!.includes(field) &&
            (ad[field] === '' || ad[field] === null)
          )
            wrong.push(`${collection}/${String(ad.id)} ${field} empty`);
      }
      expect(wrong, collection).toEqual([]);
    }
  });

  it('numbers an ad posted in Bazaar after the highest original id', async () => {
    const seller = await createUser(t.database.db);
    const ad = await createListing(t.database.db, seller.id, { title: 'Posted after the move' });
    const cars = await legacyList('cars');
    const posted = cars.at(-1)!;
    expect(posted.product_desc).toBe(ad.description);
    const [{ highest }] = (await rowsOf<{ highest: number }>(
      t.database.db,
      sql`select max(legacy_id)::int as highest from listings`,
    )) as [{ highest: number }];
    expect(posted.id).toBe(ad.id + highest);
    expect((await get(`/api/legacy/cars/${String(posted.id)}`)).json()).toEqual(posted);
  });

  it('shows a price changed in Bazaar as the record wrote prices, and no longer a sold or removed ad', async () => {
    const price = (source: string, rupees: number) =>
      t.database.db.execute(sql`update listings set price = ${rupees} where legacy_source = ${source}`);
    await price('cars/1', 500_000);
    await price('cars/5', 240_000);
    expect((await get('/api/legacy/cars/1')).json()).toMatchObject({ price: '5,00,000', model: 'Swift' });
    expect((await get('/api/legacy/cars/5')).json()).toMatchObject({ price: 240_000 });
    await t.database.db.execute(sql`update listings set status = 'sold' where legacy_source = 'cars/2'`);
    await t.database.db.execute(sql`update listings set status = 'removed' where legacy_source = 'cars/3'`);
    expect((await get('/api/legacy/cars/2')).statusCode).toBe(404);
    expect((await get('/api/legacy/cars/3')).statusCode).toBe(404);
    expect((await legacyList('cars')).map((ad) => ad.id)).not.toContain(2);
  });
});
