import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

const HOUR = 60 * 60 * 1000;

/** Refreshes the planner's statistics, so list queries keep using their indexes after bulk changes. */
export async function analyze(database: Database): Promise<void> {
  await database.db.execute(sql`analyze`);
}

/**
 * PostgreSQL's autovacuum keeps statistics fresh and reclaims dead rows; PGlite runs in one process
 * with no autovacuum at all. Without statistics the planner guesses an empty table and picks plans
 * that are slower by orders of magnitude at scale. So on PGlite the server analyzes at start and
 * vacuums and analyzes every hour (each run blocks the one connection for about as long as a slow
 * request).
 */
export function startPgliteMaintenance(database: Database, log: (msg: string) => void): () => void {
  if (database.kind !== 'pglite') return () => {};
  let running = false;
  const run = async (what: 'analyze' | 'vacuum analyze') => {
    if (running) return;
    running = true;
    const started = Date.now();
    try {
      await database.db.execute(what === 'analyze' ? sql`analyze` : sql`vacuum analyze`);
      log(`database maintenance: ${what} in ${Date.now() - started} ms`);
    } catch (err) {
      log(`database maintenance: ${what} failed: ${String(err)}`);
    } finally {
      running = false;
    }
  };
  void run('analyze');
  const timer = setInterval(() => void run('vacuum analyze'), HOUR);
  timer.unref();
  return () => clearInterval(timer);
}
