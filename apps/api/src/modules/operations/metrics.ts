import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { moderationGauges } from '../moderation/metrics.ts';

/**
 * Prometheus metrics at /metrics: request duration by route (the route pattern, so ad ids do not
 * explode the label set), the database pool, and Node's own process metrics.
 */
export async function metrics(app: FastifyInstance, opts: { database: Database }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  const stats = opts.database.poolStats;
  if (stats) {
    const pool = new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
    void pool;
  }

  moderationGauges(registry, opts.database.db);

  // One labelled child per method, route pattern and status, made once: the set is small (routes
  // are patterns, unknown paths are one 'unmatched') and building the labels per request showed.
  const observers = new Map<string, (seconds: number) => void>();
  const observerFor = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let observe = observers.get(key);
    if (!observe) {
      observe = duration.labels(method, route, String(status)).observe;
      observers.set(key, observe);
    }
    return observe;
  };

  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    observerFor(req.method, route, reply.statusCode)(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (_req, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
