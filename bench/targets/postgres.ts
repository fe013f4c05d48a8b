// Bazaar on PostgreSQL with 1,000,000 ads (BENCH_ADS): the database `bazaar_bench` is created and
// seeded once, then reused by later runs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { explainListQueries } from '../explain.ts';
import { apiScenarios } from '../scenarios.ts';
import { explainSearchQueries } from '../search.ts';
import { loadEach, root, startProcess, type LoadResult } from '../support.ts';

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

export async function benchPostgres(opts: { connections: number; seconds: number }): Promise<LoadResult[]> {
  const DATABASE_URL = databaseUrl();
  await prepare(DATABASE_URL);
  await explainListQueries(DATABASE_URL);
  await explainSearchQueries(DATABASE_URL);

  const api = await startProcess(
    'apps/api/src/server.ts',
    {
      DATABASE_URL,
      DATA_DIR,
      SEED_DEMO: 'false',
      WEB_DIST: '',
      NODE_ENV: 'production',
      DATABASE_POOL_SIZE: '16',
      // Ad pages are for signed-in people by default; the bench measures the page, not the sign-in.
      OPEN_AD_PAGES: 'true',
    },
    '/api/health',
  );
  try {
    return await loadEach(api.url, await apiScenarios(api.url), {
      ...opts,
      label: `[PostgreSQL ${target / 1000}k]`,
    });
  } finally {
    await api.stop();
  }
}
