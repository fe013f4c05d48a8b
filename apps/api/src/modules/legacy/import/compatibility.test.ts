import { findLegacyCollection, type LegacyListing } from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { testApp, type TestApp } from '../../../test/app.ts';
import { diskStore } from '../../media/store.ts';
import { fetchFromThisMachine, fixtureDatabase, startPhotoServer, type PhotoServer } from './fixture.ts';
import { importDatabase } from './importer.ts';
import { importRepository } from './repository.ts';

// The original db.json imported, then every record read back through /api/legacy and set beside
// the original record it came from: each field of its collection, its type and its format, so the
// original client prints what it printed.
let t: TestApp;
let photos: PhotoServer;
let original: Record<string, unknown[]>;
/** Records the import repaired or skipped: their values differ from the file's, on purpose. */
const noted = new Set<string>();

type Original = Record<string, unknown>;

/** Fields the original held that are no field of a collection: private, never sent. */
const PRIVATE = ['sellerEmail', 'sellerPhone'];
/** Facts Bazaar does not keep, and what is sent instead (README, the original client's API). */
const UNKNOWN: Record<string, null> = { rating: null };
const ABSOLUTE_PHOTO = /^http:\/\/bazaar\.test\/media\/.+-full\.webp$/;

beforeAll(async () => {
  t = await testApp({ OPEN_AD_PAGES: 'true', PUBLIC_URL: 'http://bazaar.test' });
  photos = await startPhotoServer();
  original = fixtureDatabase(photos.host);
  await importDatabase(original, importRepository(t.database.db), {
    store: diskStore(t.config.mediaDir),
    onNote: (n) => noted.add(n.record),
    fetch: fetchFromThisMachine,
  });
}, 60_000);

afterAll(async () => {
  await photos?.close();
  await t?.close();
});

/** Each imported record: its collection, the original and what Bazaar now answers for it. */
async function pairs() {
  const imported = await rowsOf<{ id: number; source: string }>(
    t.database.db,
    sql`select id::int as id, legacy_source as source from listings where legacy_source is not null order by id`,
  );
  return Promise.all(
    imported.map(async ({ id, source }) => {
      const [collection, originalId] = source.split('/') as [string, string];
      const before = (original[collection] as Original[]).find((r) => String(r.id) === originalId)!;
      const res = await t.app.inject({ method: 'GET', url: `/api/legacy/${collection}/${id}` });
      expect(res.statusCode, source).toBe(200);
      return { source, collection, before, after: res.json() as LegacyListing };
    }),
  );
}

/** The shape of a value, so a repaired value is still held the way the original held it. */
function formatOf(v: unknown): string {
  if (v === null || v === undefined) return 'none';
  if (Array.isArray(v)) return 'list';
  if (typeof v !== 'string') return typeof v;
  if (/^\d{1,2} [A-Z][a-z]{2}$/.test(v)) return 'day and month';
  if (/^[A-Z][a-z]{2} \d{4}$/.test(v)) return 'month and year';
  if (/^\d{1,2}(,\d{2})*,\d{3}$|^\d{1,3}$/.test(v)) return 'Indian-grouped digits';
  return 'text';
}

describe('the original db.json, imported, read back as the original client reads it', () => {
  it('holds every field of every collection the file has, nothing the file did not', async () => {
    const seen = new Set<string>();
    for (const { source, collection, before, after } of await pairs()) {
      seen.add(collection);
      const fields = Object.keys(findLegacyCollection(collection)!.fields);
      expect(Object.keys(after), source).toEqual(fields);
      // A clean record of the file lists exactly the collection's fields, in its order.
      if (!noted.has(source))
        expect(
          Object.keys(before).filter((k) => !PRIVATE.includes(k)),
          source,
        ).toEqual(fields);
    }
    expect([...seen].sort()).toEqual(['cars', 'mobile', 'motorcyles', 'rentHouse', 'salesHouse', 'scooter']);
  });

  it('gives back each value of a record the import left as it was, with its type and format', async () => {
    let compared = 0;
    for (const { source, before, after } of await pairs()) {
      if (noted.has(source)) continue;
      for (const [field, value] of Object.entries(after)) {
        const where = `${source} ${field}`;
        if (field === 'id') expect(typeof value, where).toBe('number');
        else if (field === 'img') {
          expect((value as string[]).length, where).toBe((before.img as string[]).length);
          for (const src of value as string[]) expect(src, where).toMatch(ABSOLUTE_PHOTO);
        } else if (Object.hasOwn(UNKNOWN, field)) expect(value, where).toBe(UNKNOWN[field]);
        else expect(value, where).toStrictEqual(before[field]);
        compared++;
      }
    }
    // Seven clean records of six collections, every field of each.
    expect(compared).toBeGreaterThan(100);
  });

  it('holds a repaired value the way the original held that field', async () => {
    const all = await pairs();
    let compared = 0;
    for (const { source, collection, after } of all) {
      if (!noted.has(source)) continue;
      // The same collection's clean records show how the original wrote each field.
      const clean = all.filter((p) => p.collection === collection && !noted.has(p.source));
      expect(clean.length, source).toBeGreaterThan(0);
      for (const [field, value] of Object.entries(after)) {
        if (field === 'id' || field === 'img' || Object.hasOwn(UNKNOWN, field)) continue;
        const formats = new Set(clean.map((p) => formatOf(p.before[field])));
        // What a record does not say is sent as the original showed nothing: empty text, or no number.
        const nothing = formats.has('number') ? null : '';
        if (value === nothing) continue;
        expect(formats, `${source} ${field}: ${JSON.stringify(value)}`).toContain(formatOf(value));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
