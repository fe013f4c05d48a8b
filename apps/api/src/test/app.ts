import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MailMessage, Mailer } from '../modules/mail/mailer.ts';
import { testDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Messages sent, newest last (unless the test asked for the real outbox). */
  sent: MailMessage[];
  /**
   * Another process on the same database and data folder, as a restart or a second server
   * (its background jobs start as they would); closed with this one.
   */
  restart(env?: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** The whole API on a database of its own, driven with `app.inject`; nothing listens on a port. */
export async function testApp(
  env: Record<string, string> = {},
  opts: { outbox?: boolean; logStream?: AppDeps['logStream'] } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-test-'));
  // Lists are not reused between requests in tests (each test sees its own writes at once).
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LIST_CACHE_MS: '0',
    // Tests change sessions in the database directly; session-cache.test.ts turns the cache on.
    SESSION_CACHE_MS: '0',
    ...env,
  });
  const database = await testDatabase();
  const sent: MailMessage[] = [];
  const memory: Mailer = { send: async (m) => void sent.push(m) };
  const app = await buildApp({
    config,
    database,
    mailer: opts.outbox ? undefined : memory,
    logStream: opts.logStream,
  });
  await app.ready();
  const restarted: FastifyInstance[] = [];
  return {
    app,
    database,
    config,
    sent,
    async restart(env: Record<string, string> = {}) {
      const again = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
      const other = await buildApp({ config: again, database, mailer: { send: async () => {} } });
      restarted.push(other);
      await other.ready();
      return other;
    },
    async close() {
      for (const other of restarted) await other.close();
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
