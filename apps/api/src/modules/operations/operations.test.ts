import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { fromPostgres } from '../../db/client.ts';
import { testApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('operations endpoints', () => {
  it('report liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('expose Prometheus metrics with request durations by route pattern', async () => {
    await t.app.inject({ method: 'GET', url: '/api/listings?category=cars' });
    await t.app.inject({ method: 'GET', url: '/api/listings/123456' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('route="/api/listings"');
    expect(res.body).toContain('route="/api/listings/:id"');
    expect(res.body).not.toContain('123456"');
    expect(res.body).toContain('process_cpu_seconds_total');
  });

  it('name the request id in a response header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logs', () => {
  it('carry the request id on every line of a request, the one the response names', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-logs-'));
    // Unreachable, so the error handler writes a line of its own inside the request.
    const database = fromPostgres('postgres://postgres@127.0.0.1:9/none', 1);
    const lines: Record<string, unknown>[] = [];
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIST: '' });
    const app = await buildApp({
      config,
      database,
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      await app.ready();
      const before = lines.length;
      const res = await app.inject({ method: 'GET', url: '/api/listings?category=cars' });
      const id = res.headers['x-request-id'];
      const during = lines.slice(before);
      expect(during.map((l) => l.msg)).toEqual(
        expect.arrayContaining(['database unavailable', 'request completed']),
      );
      // One access line per request, with what the arrival line used to say.
      const access = during.filter((l) => l.msg === 'request completed');
      expect(access).toHaveLength(1);
      expect(access[0]).toMatchObject({
        req: { method: 'GET', url: '/api/listings?category=cars', remoteAddress: '127.0.0.1' },
        res: { statusCode: 503 },
        responseTime: expect.any(Number),
      });
      for (const line of during) expect(line.reqId).toBe(id);
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('when the database cannot be reached', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-down-'));
  // Nothing listens on port 9 of loopback: every connection is refused, like a stopped PostgreSQL.
  const database = fromPostgres('postgres://postgres@127.0.0.1:9/none', 2);
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '' });
    app = await buildApp({ config, database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 at once with Retry-After, and says so at /api/ready', async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/listings?category=cars' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error.code).toBe('unavailable');
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
