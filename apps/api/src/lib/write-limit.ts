import { FLAGGED_SENDER_MS, NEW_ACCOUNT_MS, type WriteRule } from '@bazaar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { TooManyRequests } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the scam shield flagged a message of this person since then (app.ts wires it). */
    flaggedSince(userId: number, since: Date): Promise<boolean>;
  }
}

/** How many of this write the signed-in person may make in the rule's window. */
export async function allowance(req: FastifyRequest, rule: WriteRule): Promise<number> {
  const user = req.user;
  if (!user) return rule.max.ordinary;
  if (await req.server.flaggedSince(user.id, new Date(Date.now() - FLAGGED_SENDER_MS)))
    return rule.max.flagged;
  if (Date.now() - user.createdAt.getTime() < NEW_ACCOUNT_MS) return rule.max.newAccount;
  return rule.max.ordinary;
}

const limitOptions = (name: string, rule: WriteRule) => ({
  timeWindow: rule.windowMs,
  max: (req: FastifyRequest) => allowance(req, rule),
  keyGenerator: (req: FastifyRequest) => `${name}:${req.user?.id}`,
  // Signed-out requests are not counted: the route refuses them itself.
  allowList: (req: FastifyRequest) => !req.user,
});

/**
 * A route's `config.rateLimit` for a write a person repeats, counted per account under `name`
 * (routes with the same name share one count).
 */
export function writeLimit(name: string, rule: WriteRule): { rateLimit: RateLimitOptions } {
  return { rateLimit: limitOptions(name, rule) };
}

/**
 * The same limit for a write only some requests of a route make (a first message to someone):
 * the route calls the returned function when the request is one, and it refuses past the limit.
 */
export function writeCounter(app: FastifyInstance, name: string, rule: WriteRule) {
  const limit = app.createRateLimit(limitOptions(name, rule));
  return async (req: FastifyRequest): Promise<void> => {
    const counted = await limit(req);
    if (!counted.isAllowed && counted.isExceeded)
      throw new TooManyRequests(Math.max(1, counted.ttlInSeconds));
  };
}
