import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRoute, fuzzServer, FUZZ_RUNS, runsPerRoute, type FuzzServer } from './harness.ts';
import { discoverRoutes } from './routes.ts';

/**
 * One of `of` test files that share the routes between them, so the two cores each fuzz half on
 * an app of their own. The routes are read from the app, so a new endpoint is fuzzed at once.
 */
export function fuzzShard(index: number, of: number) {
  let server: FuzzServer;
  let sent = 0;
  beforeAll(async () => {
    server = await fuzzServer();
  });
  afterAll(() => server.close());

  describe(`hostile requests to every route (shard ${index} of ${of}, FUZZ_RUNS=${FUZZ_RUNS})`, () => {
    it('finds the routes in the router, with their inputs', () => {
      const routes = discoverRoutes(server.t.app);
      const find = (p: string) => routes.find((r) => r.path === p);
      expect(find('/api/health')?.methods).toEqual(['GET']);
      expect(find('/api/listings/:id')).toMatchObject({ params: ['id'] });
      expect(find('/api/listings/:id')?.methods).toEqual(expect.arrayContaining(['GET', 'PATCH', 'DELETE']));
      expect(find('/api/auth/login')?.bodyKeys).toEqual(expect.arrayContaining(['email', 'password']));
      expect(find('/api/uploads')?.multipart).toBe(true);
      expect(find('/media/*')?.wildcard).toBe(true);
      expect(find('/metrics')).toBeDefined();
    });

    it('answers each without a server error, errors in the one error shape', async () => {
      const budget = runsPerRoute(server.routes);
      // Routes that create things first: what they create gives later routes real ids to work on.
      const creatingFirst = [...server.routes].sort(
        (a, b) => Number(b.methods.includes('POST')) - Number(a.methods.includes('POST')),
      );
      const mine = creatingFirst.filter((_, i) => i % of === index - 1);
      for (const route of mine) {
        sent += await fuzzRoute(server, route, budget.get(route)!);
        // Still up and answering after every route's barrage.
        expect((await server.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
      const share = mine.reduce((n, r) => n + budget.get(r)!, 0);
      expect(sent).toBeGreaterThanOrEqual(share);
      console.info(`fuzz shard ${index}/${of}: ${sent} requests over ${mine.length} routes`);
    }, 600_000);
  });
}
