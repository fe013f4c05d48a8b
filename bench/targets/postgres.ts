// Bazaar on PostgreSQL with 1,000,000 ads (BENCH_ADS): the database `bazaar_bench` is created and
// seeded once, then reused by later runs.
import path from 'node:path';
import pg from 'pg';
import { explainListQueries } from '../explain.ts';
import { explainSearchQueries } from '../search.ts';
import { databaseUrl, seededDatabase } from '../seeded-database.ts';
import { root, type LoadOptions, type LoadResult } from '../support.ts';
import { benchDeployed, type BazaarServer } from './bazaar.ts';
import type { JsonServer } from './json-server.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DATABASE ?? 'bazaar_bench';
const target = Number(process.env.BENCH_ADS ?? 1_000_000);
const DATA_DIR = path.join(root, 'bench/.data-media');

async function prepare(DATABASE_URL: string) {
  const { added } = await seededDatabase({ serverUrl, name: dbName, ads: target, dataDir: DATA_DIR });
  if (!added) return;
  const vacuum = new pg.Client({ connectionString: DATABASE_URL });
  await vacuum.connect();
  await vacuum.query('vacuum analyze');
  await vacuum.end();
}

export function postgresServer(): BazaarServer {
  return {
    label: `[PostgreSQL ${target >= 1e6 ? `${target / 1e6}M` : `${target / 1000}k`}]`,
    env: { DATABASE_URL: databaseUrl(serverUrl, dbName), DATA_DIR },
  };
}

export async function benchPostgres(opts: LoadOptions, jsonServer?: JsonServer): Promise<LoadResult[]> {
  const server = postgresServer();
  await prepare(server.env.DATABASE_URL!);
  await explainListQueries(server.env.DATABASE_URL!);
  await explainSearchQueries(server.env.DATABASE_URL!);
  return benchDeployed(server, opts, jsonServer);
}
