import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepository } from './rate-limit-repository.ts';

const SWEEP_CHANCE = 0.001;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The @fastify/rate-limit store for every limit Bazaar has: counters in the database, so several
 * API processes (or a restart) count one person's requests together, and each request gets its own
 * count back from one atomic upsert (no read-then-write race between requests at the same moment).
 */
export function databaseStore(repo: RateLimitRepository): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    private readonly addressKey: unknown;

    // The plugin passes its options first (with its own key generator, the client's address).
    constructor(options?: { keyGenerator?: unknown }, prefix = '', addressKey?: unknown) {
      this.prefix = prefix;
      this.addressKey = addressKey ?? options?.keyGenerator;
    }

    incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
      if (Math.random() < SWEEP_CHANCE) void repo.sweep().catch(() => {});
      repo.hit(this.prefix + key, timeWindow, max).then((counted) => callback(null, counted), callback);
    }

    /** Used by the plugin for `{ increment: false }`: how far a key is, without counting. */
    read(key: string, callback: Callback, timeWindow: number): void {
      repo.read(this.prefix + key, timeWindow).then((counted) => callback(null, counted), callback);
    }

    /**
     * The plugin hands a route's merged limit options, the route under `routeInfo`. A limit keyed
     * by the plugin's own key (the client's address) counts per route; a limit with its own key
     * generator names its keys itself, so several routes can share one count (both kinds of report).
     */
    child(options: object) {
      const o = options as {
        keyGenerator?: unknown;
        routeInfo?: { method?: string | string[]; url?: string };
      };
      const route = o.routeInfo;
      const perRoute = o.keyGenerator === this.addressKey && route?.url;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseStore(undefined, perRoute ? `${method} ${route.url}|` : '', this.addressKey);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
