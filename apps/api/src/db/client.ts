import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteEvents, postgresEvents, type LiveEvents } from './live-events.ts';
import * as schema from './schema.ts';
import { noteStatement } from './write-journal.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`: repositories take one to join their caller's. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One database handle, whichever engine is behind it; repositories only see `db`. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  close(): Promise<void>;
  /** Live signals between API processes (LISTEN/NOTIFY on either engine). */
  events: LiveEvents;
  /**
   * The embedded database's data directory as one tarball, taken between transactions (PGlite
   * only; backups of PostgreSQL use pg_dump).
   */
  dumpDataDir?(): Promise<Blob>;
  /** Connections in use and waiting, for /metrics (PostgreSQL only; PGlite is one in-process connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Every statement is noted for the request that sent it: did it write an announced table? */
const logger = { logQuery: (query: string) => noteStatement(query) };

export function fromPglite(client: PGlite): Database {
  const events = pgliteEvents(client);
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema, logger }) as unknown as Db,
    events,
    async close() {
      await events.close();
      await client.close();
    },
    async dumpDataDir() {
      // A checkpoint first, so the copy starts with little WAL to replay.
      await client.exec('CHECKPOINT');
      // dumpDataDir waits only for the statement under way; holding the transaction lock as well
      // keeps a transaction from being cut in two (its first statements in, its last ones not).
      return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    },
  };
}

/**
 * The longest one statement may run on PostgreSQL: the server cancels it (and frees the connection)
 * rather than let one request hold a pool connection for minutes. Migrations lift it for their own
 * transaction. PGlite cannot cancel a statement, so its queries are bounded by how they are built.
 */
export const STATEMENT_TIMEOUT_MS = 10_000;

export function fromPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database that is down must turn into a quick 503, never a request that hangs.
    connectionTimeoutMillis: 1000,
    // Sent when each connection opens, so every statement on it has the limit.
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // A transaction left open (a request that died half-way) must not hold its locks.
    idle_in_transaction_session_timeout: 30_000,
    // The client gives up a little after the server would have cancelled.
    query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const events = postgresEvents(url, pool);
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema, logger }) as unknown as Db,
    events,
    async close() {
      await events.close();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Extensions the migrations create (search uses pg_trgm); PGlite must load them at start. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPglite(dataDir: string): Promise<Database> {
  return fromPglite(await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS }));
}

/** Runs raw SQL (bulk statements the query builder cannot say) and gives its rows on either engine. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
