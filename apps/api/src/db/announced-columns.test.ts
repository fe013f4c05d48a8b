import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { announced } from '../test/announced.ts';
import { testDatabase } from '../test/database.ts';
import { createListing, createUser } from '../test/factories.ts';
import { rowsOf, type Database } from './client.ts';
import { listings } from './schema.ts';

// What an ad's card, page or visibility is made of: a change to one of these is announced.
const SEEN = [
  'id',
  'seller_id',
  'category',
  'title',
  'description',
  'price',
  'brand',
  'model',
  'year',
  'km_driven',
  'fuel',
  'transmission',
  'owners',
  'bhk',
  'attributes',
  'state',
  'city',
  'locality',
  'lat',
  'lng',
  'status',
  'featured',
  'show_phone',
  'created_at',
  'updated_at',
];
// Shown to nobody from a kept answer: written without telling every process to empty its lists.
const UNSEEN = {
  views: 1234,
  expiry_reminded_for: sql`now()`,
  expires_at: sql`now() + interval '9 days'`,
  status_before: 'active',
  moderation_reason: 'Looked into, left up',
  appeal_text: 'It is my own car',
  appealed_at: sql`now()`,
  legacy_source: 'cars/77',
  // Written once, when the import adds the ad (and the insert is announced); never changed after.
  legacy_id: 77,
  legacy_record: sql`'{"id": 77}'::json`,
} as const;
// Made by the database from seen columns (title, brand, model, description).
const DERIVED = ['name_vector', 'search_vector'];

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await database.events.listening();
});
afterAll(() => database.close());

const announcedBy = (write: () => Promise<unknown>) => announced(database, 'listings', write);

it('names every column of an ad as seen, unseen or derived', async () => {
  const columns = await rowsOf<{ column_name: string }>(
    database.db,
    sql`select column_name from information_schema.columns where table_name = 'listings'`,
  );
  expect(columns.map((c) => c.column_name).sort()).toEqual(
    [...SEEN, ...Object.keys(UNSEEN), ...DERIVED].sort(),
  );
});

it('announces nothing when only columns nobody else sees change', async () => {
  const seller = await createUser(database.db);
  const ad = await createListing(database.db, seller.id);
  for (const [column, value] of Object.entries(UNSEEN)) {
    const heard = await announcedBy(() =>
      database.db.execute(sql`update listings set ${sql.identifier(column)} = ${value} where id = ${ad.id}`),
    );
    expect(heard, column).toEqual([]);
  }
  // The expiry job's reminder, as it writes it: one statement over many ads.
  await createListing(database.db, seller.id);
  expect(
    await announcedBy(() =>
      database.db.execute(
        sql`update listings set expiry_reminded_for = expires_at where seller_id = ${seller.id}`,
      ),
    ),
  ).toEqual([]);
});

it('announces the ad whose seen column changed, and only that ad', async () => {
  const seller = await createUser(database.db);
  const [one, two] = [
    await createListing(database.db, seller.id),
    await createListing(database.db, seller.id),
  ];
  expect(
    await announcedBy(() =>
      database.db.update(listings).set({ price: 123_000 }).where(eq(listings.id, one.id)),
    ),
  ).toEqual([one.id]);
  expect(
    await announcedBy(() =>
      database.db.update(listings).set({ status: 'sold', views: 9 }).where(eq(listings.sellerId, seller.id)),
    ),
  ).toEqual(expect.arrayContaining([one.id, two.id]));
  expect(
    await announcedBy(() =>
      database.db
        .update(listings)
        .set({ attributes: { colour: 'Red' } })
        .where(eq(listings.id, two.id)),
    ),
  ).toEqual([two.id]);
});
