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
 * A limit on writes the server accepted (chat messages): `refuseWhenSpent` before the write reads
 * the count without adding to it, `count` once the write is stored adds one, so a write the
 * server refuses (a prohibited word, a block) costs nothing. Requests at the same moment may each
 * pass the read: the route bounds every try with a `writeLimit` of its own.
 */
export function acceptedWrites(app: FastifyInstance, name: string, rule: WriteRule) {
  const limit = app.createRateLimit(limitOptions(name, rule));
  return {
    async refuseWhenSpent(req: FastifyRequest): Promise<void> {
      const counted = await limit(req, { increment: false });
      if (!counted.isAllowed && counted.remaining === 0)
        throw new TooManyRequests(Math.max(1, counted.ttlInSeconds));
    },
    /** After the write is stored: a count that fails is logged, never the sender's error. */
    async count(req: FastifyRequest): Promise<void> {
      await limit(req).catch((err: unknown) =>
        req.log.error({ err, limit: name }, 'an accepted write was not counted'),
      );
    },
  };
}
