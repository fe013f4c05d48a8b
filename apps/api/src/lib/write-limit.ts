import { FLAGGED_SENDER_MS, NEW_ACCOUNT_MS, type WriteRule } from '@bazaar/shared';
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';

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

/**
 * A route's `config.rateLimit` for a write a person repeats, counted per account. Signed-out
 * requests are not counted: the route refuses them itself.
 */
export function writeLimit(rule: WriteRule): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      timeWindow: rule.windowMs,
      max: (req) => allowance(req, rule),
      keyGenerator: (req) => `user:${req.user?.id}`,
      allowList: (req) => !req.user,
    },
  };
}
