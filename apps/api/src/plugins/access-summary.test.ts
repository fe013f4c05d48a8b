import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { accessSummary } from './access-summary.ts';
import { SharedAnswerTally } from './shared-answer-tally.ts';

type Line = Record<string, unknown>;

/** The API with its access log collected, as `npm start` logs (info), and ACCESS_LOG_SHARED as given. */
async function logged(env: Record<string, string>, visit: (app: TestApp['app']) => Promise<void>) {
  const lines: Line[] = [];
  const t = await testApp(
    { LOG_LEVEL: 'info', WEB_DIST: '', ...env },
    { logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } },
  );
  try {
    await visit(t.app);
  } finally {
    await t.close();
  }
  return lines;
}

const accessLines = (lines: Line[]) =>
  lines.filter((l) => l.msg === 'request completed').map((l) => (l.req as { url: string }).url);

describe('the access log of shared answers', () => {
  it('sums up successful shared answers in one line and writes a line for everything else', async () => {
    const lines = await logged({}, async (app) => {
      for (const remoteAddress of ['10.0.0.1', '10.0.0.1', '10.0.0.2']) {
        const res = await app.inject({ method: 'GET', url: '/api/listings?category=cars', remoteAddress });
        expect(res.statusCode).toBe(200);
      }
      expect(
        (await app.inject({ method: 'GET', url: '/api/search/suggest?q=swi', remoteAddress: '10.0.0.1' }))
          .statusCode,
      ).toBe(200);
      // Not shared data, an ad page without a session, a bad query and a refused write: a line each.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/listings/987654' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/listings?category=nope' })).statusCode).toBe(400);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/listings',
            payload: {},
            headers: { origin: 'http://localhost:3000' },
          })
        ).statusCode,
      ).toBe(401);
    });
    expect(accessLines(lines)).toEqual([
      '/api/health',
      '/api/listings/987654',
      '/api/listings?category=nope',
      '/api/listings',
    ]);
    // Written when the server closes (and once a minute while it runs).
    const summaries = lines.filter((l) => l.msg === 'shared answers');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({
      level: 30,
      count: 4,
      routes: { 'GET /api/listings 200': 3, 'GET /api/search/suggest 200': 1 },
      topClients: [
        { address: '10.0.0.1', count: 3 },
        { address: '10.0.0.2', count: 1 },
      ],
    });
    expect(summaries[0]!.periodMs).toBeTypeOf('number');
  });

  it('writes a line for each of them with ACCESS_LOG_SHARED=lines', async () => {
    const lines = await logged({ ACCESS_LOG_SHARED: 'lines' }, async (app) => {
      await app.inject({ method: 'GET', url: '/api/listings?category=cars' });
      await app.inject({ method: 'GET', url: '/api/search/suggest?q=swi' });
    });
    expect(accessLines(lines)).toEqual(['/api/listings?category=cars', '/api/search/suggest?q=swi']);
    expect(lines.filter((l) => l.msg === 'shared answers')).toEqual([]);
  });

  it('writes the summary once a period while the server runs, and nothing for a period without answers', async () => {
    const lines: Line[] = [];
    const app = Fastify({
      logger: { stream: { write: (l: string) => void lines.push(JSON.parse(l) as Line) } },
    });
    const tally = new SharedAnswerTally();
    accessSummary(app, tally, 30);
    await app.ready();
    tally.add('GET', '/api/listings', 200, '10.0.0.7');
    // A few periods pass (more on a busy machine): still one line, since only the first had answers.
    const started = Date.now();
    while (!lines.some((l) => l.msg === 'shared answers') && Date.now() - started < 5000)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    const summaries = lines.filter((l) => l.msg === 'shared answers');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({ count: 1, topClients: [{ address: '10.0.0.7', count: 1 }] });
    await app.close();
    expect(lines.filter((l) => l.msg === 'shared answers')).toHaveLength(1);
  });

  it('refuses an unknown ACCESS_LOG_SHARED', () => {
    expect(() => loadConfig({ ACCESS_LOG_SHARED: 'some' })).toThrow(/ACCESS_LOG_SHARED/);
  });
});
