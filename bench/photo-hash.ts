/**
 * Duplicate-photo look-up at scale: 5,000,000 photo hashes in PostgreSQL (database
 * `bazaar_i12_bench`, made and filled here once with generate_series), then the API's own query
 * (modules/trust/duplicate-photos-repository.ts `near`) timed for p50/p95/p99.
 * Run: npm run photo-hash -w @bazaar/bench   (server: BENCH_DATABASE_URL, default local postgres)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fromPostgres, rowsOf } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { SAME_PHOTO_MAX_DISTANCE } from '../apps/api/src/modules/media/photo-hash.ts';
import {
  duplicatePhotosRepository,
  nearQuery,
} from '../apps/api/src/modules/trust/duplicate-photos-repository.ts';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'bazaar_i12_bench';
const PHOTOS = Number(process.env.PHOTO_HASHES ?? 5_000_000);
const ADS = PHOTOS / 5;
const LOOKUPS = 1000;

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [NAME]);
  if (!rowCount) await admin.query(`create database ${NAME}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${NAME}`;
  return url.toString();
}

const url = await ensureDatabase();
const database = fromPostgres(url, 2);
await migrate(database);
const db = database.db;

const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from uploads`);
if (n !== PHOTOS) {
  console.log(`filling ${NAME}: ${ADS.toLocaleString()} ads, ${PHOTOS.toLocaleString()} photo hashes…`);
  const started = performance.now();
  const filler = new pg.Client({ connectionString: url });
  await filler.connect();
  // Bulk load: no triggers (search vocabulary) and no per-row foreign-key checks while filling.
  await filler.query(`set session_replication_role = replica`);
  await filler.query(`truncate uploads, listings, users restart identity cascade`);
  await filler.query(`insert into users (name, email) values ('Bench Seller', 'bench@example.in')`);
  await filler.query(
    `insert into listings (seller_id, category, title, description, price, state, city, status)
     select 1, 'mobiles', 'Phone ' || g, '', 10000 + g % 50000, 'kerala', 'kochi',
            case when g % 20 = 0 then 'sold' else 'active' end
     from generate_series(1, $1) g`,
    [ADS],
  );
  // Uniformly random 64-bit hashes, five photos per ad; the parts are the hash's four 16-bit slices.
  await filler.query(
    `insert into uploads (owner_id, listing_id, key, card_width, card_height, full_width, full_height,
                          dhash, dhash_p0, dhash_p1, dhash_p2, dhash_p3, dhash_checked)
     select 1, (g - 1) / 5 + 1, 'bench/' || g, 400, 300, 1280, 960,
            h, ((h >> 48) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 16) & 65535)::int, (h & 65535)::int, true
     from (select g, ((random() * 4294967296)::bigint << 32) | (random() * 4294967296)::bigint as h
           from generate_series(1, $1) g) s`,
    [PHOTOS],
  );
  await filler.query(`set session_replication_role = origin`);
  await filler.query(`vacuum analyze uploads`);
  await filler.query(`vacuum analyze listings`);
  await filler.end();
  console.log(`filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

// Half the look-ups are new photos (random hashes: a handful of candidates, no match); half are
// copies of stored photos with 1 to 7 bits changed (found every time).
const stored = await rowsOf<{ dhash: string }>(
  db,
  sql`select dhash::text from uploads tablesample system (0.1) limit ${LOOKUPS / 2}`,
);
const randomHash = () =>
  BigInt.asUintN(
    64,
    (BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) | BigInt(Math.floor(Math.random() * 2 ** 32)),
  );
const flip = (h: bigint, bits: number) => {
  for (let i = 0; i < bits; i++) h ^= 1n << BigInt(Math.floor(Math.random() * 64));
  return h;
};
const queries = [
  ...Array.from({ length: LOOKUPS / 2 }, () => ({ hash: randomHash(), copy: false })),
  ...stored.map((r) => ({
    hash: flip(BigInt.asUintN(64, BigInt(r.dhash)), 1 + Math.floor(Math.random() * 7)),
    copy: true,
  })),
];

const repo = duplicatePhotosRepository(db);
for (const q of queries.slice(0, 50)) await repo.near(q.hash, SAME_PHOTO_MAX_DISTANCE, 0); // warm-up
const times: number[] = [];
let found = 0;
let copies = 0;
for (const q of queries) {
  const start = performance.now();
  const matches = await repo.near(q.hash, SAME_PHOTO_MAX_DISTANCE, 0);
  times.push(performance.now() - start);
  if (q.copy) {
    copies++;
    if (matches.length) found++;
  }
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
console.log(`\n${PHOTOS.toLocaleString()} hashes, ${times.length} look-ups (API query, one connection)`);
console.log(`p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms (goal: p95 ≤ 20 ms)`);
console.log(`copies with 1–7 bits changed found: ${found} of ${copies}`);

// The plan of one look-up, as PostgreSQL runs it.
const sample = randomHash();
const plan = await db.transaction(async (tx) => {
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
  return rowsOf<{ 'QUERY PLAN': string }>(
    tx as unknown as typeof db,
    sql`explain (analyze, buffers, costs off) ${nearQuery(sample, SAME_PHOTO_MAX_DISTANCE, 0)}`,
  );
});
console.log('\n' + plan.map((r) => r['QUERY PLAN']).join('\n'));
await database.close();
