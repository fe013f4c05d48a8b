import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createListing, createUser } from '../test/factories.ts';
import { testDatabase } from '../test/database.ts';
import { rowsOf, type Database } from './client.ts';
import { listings } from './schema.ts';

/**
 * The trigger that keeps the search vocabulary counting active ads runs inside every post, edit,
 * sale and removal. On PostgreSQL those run side by side; sellers share words ("swift", "honda"),
 * so the trigger must lock them in one order or two edits deadlock and one seller gets a 500.
 */
let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];

/** Three different shared words, in a random order. */
function randomTitle(): string {
  const pool = [...WORDS];
  const picked: string[] = [];
  for (let i = 0; i < 3; i++) picked.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
  return picked.join(' ');
}

it('keeps word counts right when many sellers edit, sell and republish ads with shared words at once', async () => {
  const { db } = database;
  const seller = await createUser(db);
  const ids: number[] = [];
  for (let i = 0; i < 8; i++)
    ids.push((await createListing(db, seller.id, { title: randomTitle(), brand: null, model: null })).id);

  const failures: unknown[] = [];
  await Promise.all(
    ids.map(async (id) => {
      for (let round = 0; round < 25; round++) {
        const change =
          round % 7 === 3
            ? { status: 'sold' as const }
            : round % 7 === 4
              ? { status: 'active' as const }
              : { title: randomTitle() };
        await db
          .update(listings)
          .set(change)
          .where(eq(listings.id, id))
          .catch((err: unknown) => failures.push(err));
      }
    }),
  );
  expect(failures.map(String)).toEqual([]);

  const counted = await rowsOf<{ word: string; ads: number }>(
    db,
    sql`select word, ads from search_words where word in ${WORDS} and ads <> 0 order by word`,
  );
  const expected = await rowsOf<{ word: string; ads: number }>(
    db,
    sql`select w as word, count(*)::int as ads
        from listings l, listing_words(l.title, l.brand, l.model) as w
        where l.status = 'active' and w in ${WORDS} group by w order by w`,
  );
  expect(counted).toEqual(expected);
});
