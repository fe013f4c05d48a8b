import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';

const KEYS_MAX = 5000;

/**
 * Counts requests per key in this process, like the plugin's own LocalStore, but answers each
 * request with its own count. LocalStore hands every caller the one shared counter object and the
 * plugin reads it only after an await: of several requests from one address at the same moment,
 * each then saw the count of all of them, and all were refused where only the extra ones should be.
 */
class SnapshotStore implements FastifyRateLimitStore {
  // The least recently counted key goes first when it is full, so memory stays bounded.
  private readonly windows = new LRUCache<string, { hits: number; startMs: number }>({ max: KEYS_MAX });

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.startMs + timeWindow <= now) {
      entry = { hits: 0, startMs: now };
      this.windows.set(key, entry);
    }
    entry.hits += 1;
    callback(null, { current: entry.hits, ttl: entry.startMs + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new SnapshotStore();
  }
}

/**
 * Per-route request limits (@fastify/rate-limit), off unless a route sets `config.rateLimit`.
 * Counted per client IP (behind a proxy the operator trusts, TRUST_PROXY, the client address it forwards).
 * The 429 answers with our usual error body; the error handler turns the code into `rate_limited`.
 */
export const rateLimitOptions: RateLimitPluginOptions = {
  global: false,
  store: SnapshotStore,
  errorResponseBuilder: (_req, context) => ({
    statusCode: 429,
    code: 'RATE_LIMITED',
    message: `Too many requests. Please try again in ${context.after}.`,
  }),
};
