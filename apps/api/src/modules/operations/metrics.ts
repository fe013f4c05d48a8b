import type { FastifyInstance } from 'fastify';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { CacheBook } from '../../lib/answer-cache.ts';
import { hashBackfillGauges, hashBackfillRepository } from '../media/index.ts';
import { moderationGauges } from '../moderation/index.ts';
import { cacheGauges } from './cache-metrics.ts';
import type { DiskSpace } from './disk-space.ts';
import { metricsAccess } from './metrics-access.ts';
import { RouteDurations } from './route-durations.ts';

/** Upper bounds of the request-duration buckets, in seconds. */
export const REQUEST_DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * Prometheus metrics at /metrics: request duration by route (the route pattern, so ad ids do not
 * explode the label set), the database pool, each answer cache (bytes, hit rate), and Node's own
 * process metrics. Only for this machine
 * or a scraper with METRICS_TOKEN (metrics-access.ts).
 */
export async function metrics(
  app: FastifyInstance,
  opts: { database: Database; token: string | undefined; caches: CacheBook; disk: DiskSpace },
): Promise<{ durations: RouteDurations }> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new RouteDurations(
    'http_request_duration_seconds',
    'HTTP request duration by method, route and status code',
    REQUEST_DURATION_BUCKETS,
  );
  registry.registerMetric(duration as never);

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

  cacheGauges(registry, opts.caches);
  const disk = new Gauge({
    name: 'data_dir_free_bytes',
    help: 'Bytes free under DATA_DIR for the server to write (DISK_FREE_MIN_MB is the floor)',
    registers: [registry],
    async collect() {
      const free = await opts.disk.free();
      if (free !== undefined) this.set(free);
    },
  });
  void disk;

  moderationGauges(registry, opts.database.db);
  hashBackfillGauges(registry, hashBackfillRepository(opts.database.db));

  app.addHook('onResponse', (req, reply, done) => {
    duration.observe(
      req.method,
      req.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(
    '/metrics',
    { schema: { hide: true }, onRequest: metricsAccess(opts.token) },
    async (_req, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
  return { durations: duration };
}
