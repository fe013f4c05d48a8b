// A benchmark's PostgreSQL database, made and filled with demo ads once and reused by later runs.
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { root } from './support.ts';

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  return Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
}

/**
 * Makes database `name` on the server at `serverUrl` if missing and tops it up to `ads` demo ads
 * (photos from a shared pool in `dataDir`). Returns how many ads were added.
 */
export async function seededDatabase(opts: {
  serverUrl: string;
  name: string;
  ads: number;
  dataDir: string;
}): Promise<{ added: number }> {
  const admin = new pg.Client({ connectionString: opts.serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [opts.name]);
  if (exists.rowCount === 0) await admin.query(`create database ${opts.name}`);
  await admin.end();

  const url = databaseUrl(opts.serverUrl, opts.name);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const count = await db
    .query('select count(*)::int as n from listings')
    .then((r) => r.rows[0].n as number)
    .catch(() => 0);
  await db.end();
  const added = Math.max(0, opts.ads - count);
  if (added === 0) {
    console.log(`${opts.name} already holds ${count} ads`);
    return { added };
  }
  console.log(`Seeding ${added} ads into ${opts.name} (once; later runs reuse them)…`);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/db/seed/cli.ts',
      '--count',
      String(added),
      '--photos',
      'pool',
      '--append',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: url, DATA_DIR: opts.dataDir } },
  );
  return { added };
}
