import type { RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * Per-route request limits (@fastify/rate-limit), off unless a route sets `config.rateLimit`.
 * Counted per client IP (behind a proxy, the first X-Forwarded-For address: trustProxy is on).
 * The 429 answers with our usual error body; the error handler turns the code into `rate_limited`.
 */
export const rateLimitOptions: RateLimitPluginOptions = {
  global: false,
  errorResponseBuilder: (_req, context) => ({
    statusCode: 429,
    code: 'RATE_LIMITED',
    message: `Too many requests. Please try again in ${context.after}.`,
  }),
};
