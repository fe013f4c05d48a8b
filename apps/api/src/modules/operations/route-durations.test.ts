import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { REQUEST_DURATION_BUCKETS } from './metrics.ts';
import { RouteDurations } from './route-durations.ts';

const NAME = 'http_request_duration_seconds';
const HELP = 'HTTP request duration by method, route and status code';

/** The same observations through prom-client's own Histogram and through RouteDurations. */
function both(observations: Array<[string, string, number, number]>) {
  const expected = new Registry();
  const histogram = new Histogram({
    name: NAME,
    help: HELP,
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_DURATION_BUCKETS,
    registers: [expected],
  });
  const actual = new Registry();
  const durations = new RouteDurations(NAME, HELP, REQUEST_DURATION_BUCKETS);
  actual.registerMetric(durations as never);
  for (const [method, route, status, seconds] of observations) {
    histogram.labels(method, route, String(status)).observe(seconds);
    durations.observe(method, route, status, seconds);
  }
  return { expected, actual, durations };
}

describe('request durations', () => {
  it("read exactly as prom-client's Histogram fed the same requests", async () => {
    const routes = ['/api/listings', '/api/listings/:id', 'unmatched', '/api/legacy/:collection/:id'];
    const observations: Array<[string, string, number, number]> = [];
    // Every bound exactly, just past it, beyond the last, zero, and sums that do not add up evenly.
    const times = [0, 0.0001, ...REQUEST_DURATION_BUCKETS.flatMap((b) => [b, b + 1e-9]), 7.3, 0.1 + 0.2];
    let i = 0;
    for (const seconds of times)
      for (const route of routes) {
        const method = i % 5 === 0 ? 'POST' : 'GET';
        const status = [200, 404, 200, 500, 304][i % 5]!;
        observations.push([method, route, status, seconds]);
        i++;
      }
    const { expected, actual } = both(observations);
    expect(await actual.metrics()).toBe(await expected.metrics());
    expect(await actual.getMetricsAsJSON()).toEqual(await expected.getMetricsAsJSON());
  });

  it('list nothing before the first request, and again after a reset', async () => {
    const { expected, actual, durations } = both([]);
    expect(await actual.metrics()).toBe(await expected.metrics());
    durations.observe('GET', '/api/listings', 200, 0.003);
    durations.reset();
    expect(await actual.metrics()).toBe(await expected.metrics());
  });

  it('refuse a duration that is not a number, as prom-client does', () => {
    const { durations } = both([]);
    expect(() => durations.observe('GET', '/x', 200, Number.NaN)).toThrow(TypeError);
  });
});
