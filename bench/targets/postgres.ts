// Bazaar on PostgreSQL with 1,000,000 ads (BENCH_ADS): the database `bazaar_bench` is created and
// seeded once, then reused by later runs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { explainListQueries } from '../explain.ts';
import { explainSearchQueries } from '../search.ts';
import { root, type LoadOptions, type LoadResult } from '../support.ts';
import { benchDeployed, type BazaarServer } from './bazaar.ts';
import type { JsonServer } from './json-server.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE ?? 'bazaar_bench';
const target = Number(process.env.BENCH_ADS ?? 1_000_000);
const DATA_DIR = path.join(root, 'bench/.data-media');

function databaseUrl() {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function prepare(DATABASE_URL: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
  if (exists.rowCount === 0) await admin.query(`create database ${dbName}`);
  await admin.end();

  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const count = await db
    .query('select count(*)::int as n from listings')
    .then((r) => r.rows[0].n as number)
    .catch(() => 0);
  await db.end();
  if (count >= target) {
    console.log(`${dbName} already holds ${count} ads`);
    return;
  }
  console.log(`Seeding ${target - count} ads into ${dbName} (once; later runs reuse them)…`);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/db/seed/cli.ts',
      '--count',
      String(target - count),
      '--photos',
      'pool',
      '--append',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL, DATA_DIR } },
  );
  const vacuum = new pg.Client({ connectionString: DATABASE_URL });
  await vacuum.connect();
  await vacuum.query('vacuum analyze');
  await vacuum.end();
}

export function postgresServer(): BazaarServer {
  return {
    label: `[PostgreSQL ${target >= 1e6 ? `${target / 1e6}M` : `${target / 1000}k`}]`,
    env: { DATABASE_URL: databaseUrl(), DATA_DIR },
  };
}

export async function benchPostgres(opts: LoadOptions, jsonServer?: JsonServer): Promise<LoadResult[]> {
  const server = postgresServer();
  await prepare(server.env.DATABASE_URL!);
  await explainListQueries(server.env.DATABASE_URL!);
  await explainSearchQueries(server.env.DATABASE_URL!);
  return benchDeployed(server, opts, jsonServer);
}
