import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { createListing, createUser } from '../test/factories.ts';
import { rowsOf } from './client.ts';
import { startPgliteMaintenance } from './maintenance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const estimatedRows = async () =>
  (
    await rowsOf<{ n: number }>(
      t.database.db,
      sql`select reltuples::int as n from pg_class where relname = 'listings'`,
    )
  )[0]!.n;

it('gives the planner statistics of the ads on PGlite, which has no autovacuum to do it', async () => {
  const seller = await createUser(t.database.db);
  for (let i = 0; i < 30; i++) await createListing(t.database.db, seller.id);
  const logged: string[] = [];
  const stop = startPgliteMaintenance(t.database, (m) => logged.push(m));
  try {
    if (t.database.kind === 'postgres') {
      expect(logged).toEqual([]);
      return;
    }
    await expect.poll(() => logged.join(), { timeout: 10_000 }).toMatch(/analyze in \d+ ms/);
    expect(await estimatedRows()).toBe(30);
  } finally {
    stop();
  }
});
