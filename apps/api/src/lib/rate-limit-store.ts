import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepository } from './rate-limit-repository.ts';

const SWEEP_CHANCE = 0.001;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The @fastify/rate-limit store for every limit Bazaar has: counters in the database, so several
 * API processes (or a restart) count one person's requests together, and each request gets its own
 * count back from one atomic upsert (no read-then-write race between requests at the same moment).
 * A route's own limit counts under its method and path, so two routes' limits never share a key.
 */
export function databaseStore(repo: RateLimitRepository): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin passes its options first; only a route's child has a prefix.
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (Math.random() < SWEEP_CHANCE) void repo.sweep().catch(() => {});
      repo.hit(this.prefix + key, timeWindow).then((counted) => callback(null, counted), callback);
    }

    /** Used by the plugin for `{ increment: false }`: how far a key is, without counting. */
    read(key: string, callback: Callback, timeWindow: number): void {
      repo.read(this.prefix + key, timeWindow).then((counted) => callback(null, counted), callback);
    }

    /**
     * The plugin hands a route's merged limit options, the route under `routeInfo` (empty for
     * `createRateLimit`, whose key generators name their own keys).
     */
    child(options: object) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseStore(undefined, route?.url ? `${method} ${route.url}|` : this.prefix);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
