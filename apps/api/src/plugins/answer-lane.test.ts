import http from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing, createUser } from '../test/factories.ts';
import { ViewCounter } from '../modules/listings/view-counter.ts';
import { AnswerLane, clientAddressOf } from './answer-lane.ts';

interface Seen {
  status: number;
  /** Every header in the order sent, but the request's own id and the date. */
  headers: Array<[string, string]>;
  /** The bytes as sent (compressed ones too). */
  body: string;
}

/** A GET over a real connection (the lane sits in front of the server's own handler, not of inject). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Seen> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const sent: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!.toLowerCase();
            if (name !== 'x-request-id' && name !== 'date') sent.push([name, res.rawHeaders[i + 1]!]);
          }
          resolve({ status: res.statusCode!, headers: sent, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

const LONG_DESCRIPTION =
  'Single owner, driven gently on city roads, serviced every 10,000 km at the authorised workshop. '.repeat(
    12,
  );

describe('kept answers sent before the router', () => {
  let t: TestApp;
  let base: string;
  let lines: Array<Record<string, unknown>>;
  const lane = vi.spyOn(AnswerLane.prototype, 'answer');
  /** How many of the requests since the last call the lane answered itself. */
  const laneAnswered = () => {
    const n = lane.mock.results.filter((r) => r.value === true).length;
    lane.mockClear();
    return n;
  };

  /**
   * Asks for a path three times in each of a browser's, gzip-only and no encoding: the first ask
   * goes through the route, which keeps the answer (and its compressed bytes); the lane sends the
   * same bytes and headers for the other two. Says how many requests it made.
   */
  const askThriceInEachEncoding = async (path: string, cookie: string) => {
    let asked = 0;
    for (const encoding of ['gzip, deflate, br', 'gzip', 'identity']) {
      const headers = { cookie, 'accept-encoding': encoding };
      lane.mockClear();
      const first = await get(base, path, headers);
      const again = [await get(base, path, headers), await get(base, path, headers)];
      asked += 3;
      expect(first.status).toBe(200);
      expect(again).toEqual([first, first]);
      expect(laneAnswered()).toBeGreaterThanOrEqual(2);
    }
    return asked;
  };

  beforeAll(async () => {
    lines = [];
    // As deployed: info log with the access summary, sessions and answers kept (a minute here).
    t = await testApp(
      { LOG_LEVEL: 'info', LIST_CACHE_MS: '60000', SESSION_CACHE_MS: '60000', WEB_DIST: '' },
      { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${port}`;
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('answers a kept ad exactly as the route does, in every encoding, and only to signed-in people', async () => {
    const seller = await createUser(t.database.db);
    const short = await createListing(t.database.db, seller.id);
    const long = await createListing(t.database.db, seller.id, { description: LONG_DESCRIPTION });
    const { cookie } = await signedIn(t);
    const metricsBefore = await t.app.inject({ method: 'GET', url: '/metrics' });
    const countOf = (text: string) =>
      Number(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/legacy\/:collection\/:id",status="200"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );

    let asked = 0;
    for (const ad of [short, long]) {
      const path = `/api/legacy/cars/${ad.id}`;
      asked += await askThriceInEachEncoding(path, cookie);
      // Someone not signed in, or with a session that is not one, gets the route's 401.
      expect((await get(base, path)).status).toBe(401);
      expect((await get(base, path, { cookie: 'bazaar_session=not-a-session' })).status).toBe(401);
      expect(laneAnswered()).toBe(0);
    }
    const long1 = await get(base, `/api/legacy/cars/${long.id}`, { cookie, 'accept-encoding': 'br' });
    asked += 1;
    expect(long1.headers).toContainEqual(['content-encoding', 'br']);
    expect(long1.headers).toContainEqual(['vary', 'Accept-Encoding']);
    expect(laneAnswered()).toBe(1);

    // Paths of another shape go the whole way: the route's own answers.
    expect((await get(base, `/api/legacy/cars/${short.id}?x=1`, { cookie })).status).toBe(200);
    expect((await get(base, `/api/legacy/nope/${short.id}`, { cookie })).status).toBe(404);
    asked += 1;
    expect(laneAnswered()).toBe(0);

    // Every answer is in the request metrics, whoever sent it.
    const metricsAfter = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(countOf(metricsAfter.body) - countOf(metricsBefore.body)).toBe(asked);

    // Signing out ends it at once: the lane does not know the session any more.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await get(base, `/api/legacy/cars/${short.id}`, { cookie })).status).toBe(401);
  });

  it('answers a kept list, search and suggestion exactly as the route does, to everyone', async () => {
    const seller = await createUser(t.database.db);
    for (let i = 0; i < 6; i++)
      await createListing(t.database.db, seller.id, { description: LONG_DESCRIPTION.slice(0, 200 + i) });
    const { cookie } = await signedIn(t);
    const paths = [
      '/api/listings?category=cars&sort=price_desc',
      '/api/listings?q=swift&limit=3',
      '/api/search/suggest?q=Swi',
    ];
    for (const path of paths) {
      const askers: Array<Record<string, string>> = [{ 'accept-encoding': 'gzip, deflate, br' }, { cookie }];
      for (const headers of askers) {
        lane.mockClear();
        const first = await get(base, path, headers);
        expect(first.status).toBe(200);
        expect([await get(base, path, headers), await get(base, path, headers)]).toEqual([first, first]);
        expect(laneAnswered()).toBeGreaterThanOrEqual(2);
      }
    }
    // A query the route refuses is refused every time, by the route.
    for (let i = 0; i < 2; i++) expect((await get(base, '/api/listings?category=nope')).status).toBe(400);
    expect(laneAnswered()).toBe(0);
  });

  it('answers a kept ad page exactly as the route does, counts each visit, and only to signed-in people', async () => {
    const seller = await createUser(t.database.db);
    const ad = await createListing(t.database.db, seller.id, { description: LONG_DESCRIPTION });
    const { cookie } = await signedIn(t);
    const path = `/api/listings/${ad.id}`;
    const views = vi.spyOn(ViewCounter.prototype, 'add');
    const visitsOf = (id: number) => views.mock.calls.filter(([viewed]) => viewed === id).length;

    const asked = await askThriceInEachEncoding(path, cookie);
    expect(visitsOf(ad.id)).toBe(asked);

    // Signed out, a leading zero, a query: the route's own answers, the lane says nothing.
    expect((await get(base, path)).status).toBe(401);
    expect((await get(base, `/api/listings/0${ad.id}`, { cookie })).status).toBe(200);
    expect((await get(base, `${path}?ref=share`, { cookie })).status).toBe(200);
    expect(laneAnswered()).toBe(0);
    expect(visitsOf(ad.id)).toBe(asked + 2);

    // A held ad is never kept for everyone: its seller's page comes from the route every time.
    const mine = await signedIn(t);
    const held = await createListing(t.database.db, mine.user.id, { status: 'held' });
    for (let i = 0; i < 2; i++)
      expect((await get(base, `/api/listings/${held.id}`, { cookie: mine.cookie })).status).toBe(200);
    expect((await get(base, `/api/listings/${held.id}`, { cookie })).status).toBe(404);
    expect(laneAnswered()).toBe(0);
    views.mockRestore();
  });

  it('stops sending an ad its seller marked sold, and counts answers for the address a proxy names', async () => {
    const { user, cookie } = await signedIn(t);
    const ad = await createListing(t.database.db, user.id);
    const path = `/api/legacy/cars/${ad.id}`;
    // From this machine, which TRUST_PROXY (loopback, the default) believes about the client.
    const headers = { cookie, 'x-forwarded-for': '203.0.113.9' };
    const before = await get(base, path, headers);
    expect(before.status).toBe(200);
    lane.mockClear();
    expect(await get(base, path, headers)).toEqual(before);
    expect(laneAnswered()).toBe(1);

    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${ad.id}/sold`,
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(sold.statusCode).toBe(204);
    // json-server's answer for an ad it does not hold, from the route.
    const after = await get(base, path, headers);
    expect([after.status, Buffer.from(after.body, 'base64').toString()]).toEqual([404, '{}']);

    lines.length = 0;
    await t.close();
    closed = true;
    const summary = lines.find((l) => l.msg === 'shared answers') as
      { routes: Record<string, number>; topClients: Array<{ address: string; count: number }> } | undefined;
    expect(summary?.routes['GET /api/legacy/:collection/:id 200']).toBeGreaterThan(2);
    expect(summary?.topClients).toContainEqual({ address: '203.0.113.9', count: 2 });
  });
});

describe('the client address the access summary counts', () => {
  const trusts = ['loopback', '10.0.0.0/8, 127.0.0.1', 'true', 'false', '1'];
  it.each(trusts)('is the one Fastify reads with TRUST_PROXY=%s', async (trust) => {
    const { trustProxy } = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: trust });
    const address = clientAddressOf(trustProxy);
    const app = Fastify({ trustProxy });
    app.get('/', async (req) => ({ fastify: req.ip, lane: address(req.raw) }));
    try {
      for (const forwarded of [undefined, '198.51.100.7', '198.51.100.7, 10.1.2.3']) {
        const res = await app.inject({
          method: 'GET',
          url: '/',
          remoteAddress: '127.0.0.1',
          headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
        });
        const { fastify, lane } = res.json<{ fastify: string; lane: string }>();
        expect(lane).toBe(fastify);
      }
    } finally {
      await app.close();
    }
  });
});
