import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TestApp } from './app.ts';
import { testDatabasePair } from './database-pair.ts';

/** Two API processes' apps on one database, as two processes behind a load balancer hold it. */
export async function testAppPair(env: Record<string, string> = {}) {
  const pair = await testDatabasePair();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-pair-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const mailer = { send: async () => {} };
  const apps: [FastifyInstance, FastifyInstance] = [
    await buildApp({ config, database: pair.first, mailer }),
    await buildApp({ config, database: pair.second, mailer }),
  ];
  return {
    apps,
    /** Process `i` as the test helpers take an app (signedIn, signedInStaff, uploads). */
    on: (i: 0 | 1) => ({ app: apps[i], database: i ? pair.second : pair.first }) as unknown as TestApp,
    async close() {
      for (const app of apps) await app.close();
      await pair.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
