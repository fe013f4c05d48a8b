import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashBackfillRepository } from '../../modules/media/hash-backfill-repository.ts';
import { diskStore } from '../../modules/media/store.ts';
import { testDatabase } from '../../test/database.ts';
import { rowsOf, type Database } from '../client.ts';
import { seedDemo } from './demo.ts';

let database: Database;
let dir: string;

beforeAll(async () => {
  database = await testDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-seed-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('demo data', () => {
  it("stores every demo photo hashed, as its seller's attached upload with its views", async () => {
    const made = await seedDemo(database, diskStore(dir), {
      count: 6,
      photos: 'unique',
      now: new Date('2026-01-01'),
    });
    expect(made).toBe(6);
    const [row] = await rowsOf<{
      photos: number;
      uploads: number;
      hashed: number;
      views: number;
      sellers: number;
    }>(
      database.db,
      sql`select (select count(*)::int from listing_photos) as photos,
                 (select count(*)::int from uploads) as uploads,
                 (select count(*)::int from uploads where hashed and dhash is not null and dhash_checked) as hashed,
                 (select count(distinct upload_id)::int from photo_hashes) as views,
                 (select count(*)::int from uploads u join listings l on l.id = u.listing_id
                   where u.owner_id = l.seller_id) as sellers`,
    );
    expect(row!.photos).toBeGreaterThan(0);
    expect(row).toEqual({
      photos: row!.photos,
      uploads: row!.photos,
      hashed: row!.photos,
      views: row!.photos,
      sellers: row!.photos,
    });
    // Nothing is left for the backfill.
    expect(await hashBackfillRepository(database.db).remaining()).toBe(0);
  }, 120_000);
});
