/**
 * Duplicate-photo look-up at scale: a scratch PostgreSQL database filled with generate_series with
 * PHOTOS photos (default 5,000,000; five per ad), each with its whole-photo hash (uploads) and six
 * views (photo_hashes: sides cut, as photo-hash.ts makes them), then the API's own query
 * (modules/trust/duplicate-photos-repository.ts `near`) timed for p50/p95/p99, and its plan.
 * The database is dropped at the end (KEEP=1 keeps it).
 * Run: npx tsx bench/photo-lookup.ts   (server: BENCH_DATABASE_URL, default local postgres)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fromPostgres, rowsOf } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import type { PhotoHashes } from '../apps/api/src/modules/media/photo-hash.ts';
import {
  duplicatePhotosRepository,
  nearQuery,
} from '../apps/api/src/modules/trust/duplicate-photos-repository.ts';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database.ts';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PHOTOS = Number(process.env.PHOTOS ?? 5_000_000);
const VIEWS = 6;
const ADS = Math.ceil(PHOTOS / 5);
const LOOKUPS = 1000;

const scratch = await createScratchDatabase(SERVER, 'bazaar_photo_lookup');
const database = fromPostgres(scratch.url, 2);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);
try {
  await migrate(database);
  const started = performance.now();
  console.log(`filling ${scratch.name}: ${ADS.toLocaleString()} ads, ${PHOTOS.toLocaleString()} photos…`);
  const filler = new pg.Client({ connectionString: scratch.url });
  await filler.connect();
  // Bulk load: no triggers and no per-row foreign-key checks; indexes built once, after the rows.
  await filler.query(`set session_replication_role = replica`);
  await filler.query(`set maintenance_work_mem = '512MB'`);
  const indexes = await filler.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
     where tablename in ('uploads', 'photo_hashes') and indexname like '%dhash%' or indexname like 'photo_hashes_p%'`,
  );
  for (const i of indexes.rows) await filler.query(`drop index ${i.indexname}`);
  await filler.query(`insert into users (name, email) values ('Bench Seller', 'bench@example.in')`);
  await filler.query(
    `insert into listings (seller_id, category, title, description, price, state, city, status)
     select 1, 'mobiles', 'Phone ' || g, '', 10000 + g % 50000, 'kerala', 'kochi',
            case when g % 20 = 0 then 'sold' else 'active' end
     from generate_series(1, $1) g`,
    [ADS],
  );
  // Uniformly random 64-bit hashes; the parts are the hash's four 16-bit slices.
  const hash = `((random() * 4294967296)::bigint << 32) | (random() * 4294967296)::bigint`;
  const parts = (h: string) =>
    `((${h} >> 48) & 65535)::int, ((${h} >> 32) & 65535)::int, ((${h} >> 16) & 65535)::int, (${h} & 65535)::int`;
  await filler.query(
    `insert into uploads (owner_id, listing_id, key, card_width, card_height, full_width, full_height,
                          dhash, dhash_p0, dhash_p1, dhash_p2, dhash_p3, dhash_checked, hashed)
     select 1, (g - 1) / 5 + 1, 'bench/' || g, 400, 300, 1280, 960, h, ${parts('h')}, true, true
     from (select g, ${hash} as h from generate_series(1, $1) g) s`,
    [PHOTOS],
  );
  console.log(`  uploads in ${seconds(started)} s`);
  await filler.query(
    `insert into photo_hashes (upload_id, view, dhash, dhash_p0, dhash_p1, dhash_p2, dhash_p3)
     select g, v, h, ${parts('h')}
     from (select g, v, ${hash} as h from generate_series(1, $1) g, generate_series(1, $2) v) s`,
    [PHOTOS, VIEWS],
  );
  console.log(`  photo_hashes (${(PHOTOS * VIEWS).toLocaleString()} views) in ${seconds(started)} s`);
  for (const i of indexes.rows) await filler.query(i.indexdef);
  console.log(`  indexes in ${seconds(started)} s`);
  await filler.query(`set session_replication_role = origin`);
  for (const table of ['uploads', 'photo_hashes', 'listings']) await filler.query(`vacuum analyze ${table}`);
  await filler.end();
  console.log(`filled in ${seconds(started)} s`);

  // Half the look-ups are new photos (random hashes: a handful of candidates, no match); half are
  // copies of stored photos with 1 to 7 bits changed (found every time). Each carries six views
  // of its own, as an upload does: every look-up runs the whole query.
  const stored = await rowsOf<{ dhash: string }>(
    database.db,
    sql`select dhash::text from uploads tablesample system (0.1) limit ${LOOKUPS / 2}`,
  );
  const random64 = () =>
    BigInt.asUintN(
      64,
      (BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) | BigInt(Math.floor(Math.random() * 2 ** 32)),
    );
  const flip = (h: bigint, bits: number) => {
    for (let i = 0; i < bits; i++) h ^= 1n << BigInt(Math.floor(Math.random() * 64));
    return h;
  };
  const withViews = (full: bigint): PhotoHashes => ({
    full,
    views: Array.from({ length: VIEWS }, (_, i) => ({ view: i + 1, hash: random64() })),
  });
  const queries = [
    ...Array.from({ length: LOOKUPS / 2 }, () => ({ hashes: withViews(random64()), copy: false })),
    ...stored.map((r) => ({
      hashes: withViews(flip(BigInt.asUintN(64, BigInt(r.dhash)), 1 + Math.floor(Math.random() * 7))),
      copy: true,
    })),
  ].sort(() => Math.random() - 0.5);

  const repo = duplicatePhotosRepository(database.db);
  for (const q of queries.slice(0, 50)) await repo.near(q.hashes, 0); // warm-up
  const times: number[] = [];
  let found = 0;
  let copies = 0;
  for (const q of queries) {
    const start = performance.now();
    const matches = await repo.near(q.hashes, 0);
    times.push(performance.now() - start);
    if (q.copy) {
      copies++;
      if (matches.length) found++;
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  console.log(
    `\n${PHOTOS.toLocaleString()} photos, ${(PHOTOS * VIEWS).toLocaleString()} views, ${times.length} look-ups (API query, one connection)`,
  );
  console.log(`p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms (goal: p95 ≤ 20 ms)`);
  console.log(`copies with 1–7 bits changed found: ${found} of ${copies}`);

  // The plan of one look-up, as PostgreSQL runs it: every scan an index-only scan.
  const plan = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return rowsOf<{ 'QUERY PLAN': string }>(
      tx as unknown as typeof database.db,
      sql`explain (analyze, buffers, costs off) ${nearQuery(withViews(random64()), 0)}`,
    );
  });
  console.log('\n' + plan.map((r) => r['QUERY PLAN']).join('\n'));
} finally {
  await database.close();
  if (process.env.KEEP !== '1') await scratch.drop();
  else console.log(`kept ${scratch.name}`);
}
