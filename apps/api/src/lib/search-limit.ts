import { RATE_LIMITS } from '@bazaar/shared';
import type { FastifyRequest } from 'fastify';

/**
 * A route's `config.rateLimit` for searches by text: matching and ranking words costs far more
 * than a list, so one address sending many at once slows everyone's lists. Counted per IP address
 * under one name for every route that searches (the ad lists and the json-server queries), while
 * the requests `isSearch` says are not searches (plain lists, filters, paging without text) are not
 * counted at all. A refusal is the usual 429 with Retry-After.
 */
export function searchLimit(
  isSearch: (query: Record<string, unknown>) => boolean,
  { name, rule }: { name: string; rule: { max: number; windowMs: number } } = {
    name: 'search',
    rule: RATE_LIMITS.searchesPerIp,
  },
) {
  return {
    rateLimit: {
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (req: FastifyRequest) => `${name}:${req.ip}`,
      allowList: (req: FastifyRequest) => !isSearch((req.query ?? {}) as Record<string, unknown>),
      // A search's answer is the same for everyone (and kept as such): no per-person counts in it
      // while allowed; a refusal still says when to try again (Retry-After).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    },
  };
}

/** The search box's completions: every request counts, under a count of their own. */
export const suggestionsLimit = () =>
  searchLimit(() => true, { name: 'suggest', rule: RATE_LIMITS.suggestionsPerIp });

/** Whether a query value holds text (a query string may repeat a key: any non-blank value counts). */
export const hasText = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(hasText) : typeof value === 'string' && value.trim() !== '';
