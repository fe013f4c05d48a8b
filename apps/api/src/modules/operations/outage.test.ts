import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { fromPostgres, type Database } from '../../db/client.ts';
import { TEST_PASSWORD } from '../../test/auth.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { databaseUrlFor } from '../../test/database-url.ts';
import { openEventStream, Visitor, type EventStream } from '../../test/http-visitor.ts';
import { startTcpProxy, type OutageKind, type TcpProxy } from '../../test/tcp-proxy.ts';

/**
 * PostgreSQL going away under load, as the API sees it: a TCP proxy between the API and the
 * database is cut (every connection dropped; new ones reset, or accepted and never answered) and
 * restored. Needs a PostgreSQL server; the machine's shared one cannot be stopped for a test.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** Latency beyond which a request counts as hanging (the pool gives up connecting after 1 s). */
const HANG_MS = 3000;
/** The API must be back this soon after the database is. */
const RECOVERY_MS = 5000;

describe.skipIf(!serverUrl)('a database outage (PostgreSQL runs only: set TEST_DATABASE_URL)', () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  let dbName: string;
  let visitor: Visitor;
  let adId: number;
  let email: string;
  let buyer: Visitor;
  let conversationId: number;
  const figures: string[] = [];

  beforeAll(async () => {
    const upstream = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    dbName = `bazaar_outage_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName} template ${inject('pgTemplate')}`);
    await admin.end();
    const proxied = new URL(databaseUrlFor(serverUrl!, dbName));
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    database = fromPostgres(proxied.toString(), 5);

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.OUTAGE_LOG ?? 'silent',
      LIST_CACHE_MS: '0',
    });
    app = await buildApp({ config, database, mailer: { send: async () => {} } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const user = await createUser(database.db, { passwordHash: await hashPassword(TEST_PASSWORD) });
    email = user.email;
    adId = (await createListing(database.db, user.id)).id;
    visitor = new Visitor(`http://127.0.0.1:${port}`, 20_000);
    expect((await visitor.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    const other = await createUser(database.db, { passwordHash: await hashPassword(TEST_PASSWORD) });
    buyer = new Visitor(visitor.baseUrl, 20_000);
    expect(
      (await buyer.post('/api/auth/login', { email: other.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    conversationId = (await buyer.post<{ id: number }>(`/api/listings/${adId}/conversation`)).body.id;
  });

  afterAll(async () => {
    console.log(`database outage, measured:\n  ${figures.join('\n  ')}`);
    await app?.close();
    await database?.close();
    await proxy?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** What visitors do: the lists, an ad page, a search, signing in. */
  const calls = (): Record<string, () => Promise<number>> => ({
    list: async () => (await visitor.get('/api/listings?category=cars')).status,
    'ad page': async () => (await visitor.get(`/api/listings/${adId}`)).status,
    // Searches come from many people (one address is limited to a person's share of them).
    search: async () => (await new Visitor(visitor.baseUrl).get('/api/listings?q=swift')).status,
    'sign-in': async () =>
      (await new Visitor(visitor.baseUrl).post('/api/auth/login', { email, password: TEST_PASSWORD })).status,
    ready: async () => (await visitor.get('/api/ready')).status,
  });

  async function timed(call: () => Promise<number>) {
    const started = performance.now();
    const status = await call();
    return { status, ms: Math.round(performance.now() - started) };
  }

  /** Background traffic for the whole outage: every answer is kept with its latency. */
  function load(concurrency: number) {
    const answers: { status: number; ms: number }[] = [];
    let running = true;
    const loops = Array.from({ length: concurrency }, async (_, i) => {
      const list = Object.values(calls());
      while (running) {
        answers.push(await timed(list[i % list.length]!).catch(() => ({ status: 0, ms: -1 })));
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    return {
      answers,
      async stop() {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  for (const kind of ['refuse', 'blackhole'] as OutageKind[]) {
    it(`answers 503 fast while the database is gone (${kind}) and recovers by itself`, async () => {
      for (const [name, call] of Object.entries(calls())) expect(await call(), name).toBe(200);
      // The buyer's live stream stays open through the outage (the API process is up); its
      // LISTEN connection to the database is what breaks and must come back.
      const stream: EventStream = await openEventStream(buyer);
      onTestFinished(() => stream.close());
      const traffic = load(4);
      await new Promise((r) => setTimeout(r, 300));

      proxy.cut(kind);
      onTestFinished(() => proxy.restore());
      const during: Record<string, { status: number; ms: number }> = {};
      // Twice over: the first round meets connections dropped mid-query, the second new ones refused.
      for (let round = 0; round < 2; round++)
        await Promise.all(
          Object.entries(calls()).map(async ([name, call]) => {
            const answer = await timed(call);
            // Keep the worst answer: any that is not a 503, else the slowest.
            const seen = during[name];
            if (!seen || (seen.status === 503 && (answer.status !== 503 || answer.ms > seen.ms)))
              during[name] = answer;
          }),
        );
      for (const [name, { status, ms }] of Object.entries(during)) {
        expect(status, `${name} during the outage`).toBe(503);
        expect(ms, `${name} took ${ms} ms`).toBeLessThan(HANG_MS);
      }

      proxy.restore();
      const restored = performance.now();
      let recoveryMs: number;
      for (;;) {
        const { status } = await timed(calls().ready!);
        recoveryMs = Math.round(performance.now() - restored);
        if (status === 200 || recoveryMs > RECOVERY_MS) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(recoveryMs).toBeLessThanOrEqual(RECOVERY_MS);
      for (const [name, call] of Object.entries(calls())) expect(await call(), `${name} after`).toBe(200);
      const listsBackMs = Math.round(performance.now() - restored);

      // The stream is told to refetch (events may have been missed), then hears new ones again.
      await stream.waitFor(/event: resync/, 10_000);
      const liveBackMs = Math.round(performance.now() - restored);
      const sent = await visitor.post<{ id: number }>(`/api/conversations/${conversationId}/messages`, {
        body: `Back after the ${kind} outage`,
      });
      expect(sent.status).toBe(201);
      await stream.waitFor(new RegExp(`"messageId":${sent.body.id}`));

      await traffic.stop();
      const statuses = new Set(traffic.answers.map((a) => a.status));
      // Under load too: served or refused fast, never a 500 and never a hang.
      expect(
        [...statuses].every((s) => s === 200 || s === 503),
        [...statuses].join(','),
      ).toBe(true);
      const worst = Math.max(...traffic.answers.map((a) => a.ms));
      expect(worst).toBeLessThan(HANG_MS);
      const slowest503 = Math.max(...Object.values(during).map((d) => d.ms));
      figures.push(
        `${kind}: slowest 503 ${slowest503} ms (${Object.entries(during)
          .map(([n, d]) => `${n} ${d.ms}`)
          .join(
            ', ',
          )}); ready again ${recoveryMs} ms and every call 200 ${listsBackMs} ms, live events resynced ${liveBackMs} ms after the database returned; ` +
          `background: ${traffic.answers.length} requests, slowest ${worst} ms`,
      );
    });
  }
});
