import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { RESYNC_PAYLOAD } from './live-events.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

/** Collects payloads heard; `waitFor` resolves when one matches. */
function recorder() {
  const heard: string[] = [];
  const waiting = new Set<() => void>();
  return {
    heard,
    listener: (payload: string) => {
      heard.push(payload);
      for (const w of waiting) w();
    },
    async waitFor(payload: string, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!heard.includes(payload)) {
        if (Date.now() > deadline) throw new Error(`never heard ${payload}; heard ${heard.join(', ')}`);
        await new Promise<void>((resolve) => {
          const done = () => {
            waiting.delete(done);
            resolve();
          };
          waiting.add(done);
          setTimeout(done, 100);
        });
      }
    },
  };
}

describe('live events', () => {
  it('delivers what is published to every subscriber until it unsubscribes', async () => {
    const a = recorder();
    const b = recorder();
    const stopA = database.events.subscribe(a.listener);
    const stopB = database.events.subscribe(b.listener);
    await database.events.listening();
    await database.events.publish('{"n":1}');
    await a.waitFor('{"n":1}');
    await b.waitFor('{"n":1}');
    stopA();
    await database.events.publish('{"n":2}');
    await b.waitFor('{"n":2}');
    expect(a.heard).toEqual(['{"n":1}']);
    stopB();
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'listens again by itself after its connection is killed, and says to resynchronise',
    async () => {
      const r = recorder();
      const stop = database.events.subscribe(r.listener);
      await database.events.listening();
      // What a database restart does to the LISTEN connection.
      const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);

      await r.waitFor(RESYNC_PAYLOAD);
      await database.events.publish('{"after":"outage"}');
      await r.waitFor('{"after":"outage"}');
      stop();
    },
  );
});
