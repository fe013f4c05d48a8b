import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { TooManyRequests } from '../lib/errors.ts';
import type { RateLimitRepository } from '../lib/rate-limit-repository.ts';
import { databaseStore } from '../lib/rate-limit-store.ts';

/**
 * The one rate-limit mechanism (@fastify/rate-limit): a route's `config.rateLimit`, or
 * `app.createRateLimit` where one request is counted under several keys (sign-in per account and
 * network). Off unless a route asks. Every count lives in the database (lib/rate-limit-store.ts),
 * shared by all API processes. A refusal is our usual 429 (`rate_limited`, Retry-After), which the
 * web app words in the person's language with when to try again.
 */
export function rateLimitOptions(repo: RateLimitRepository): RateLimitPluginOptions {
  return {
    global: false,
    store: databaseStore(repo),
    errorResponseBuilder: (_req, context) => new TooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  };
}
