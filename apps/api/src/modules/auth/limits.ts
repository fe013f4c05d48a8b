import { RATE_LIMITS, type RateRule } from '@bazaar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../lib/errors.ts';
import { networkPrefix } from '../../lib/network-prefix.ts';
import type { RateLimitRepository } from '../../lib/rate-limit-repository.ts';
import { type Counter, loginGuard, type LoginGuard } from './login-guard.ts';
import type { AuthRepository } from './repository.ts';

/** The network a request comes from (a household or office), as the per-network limits count it. */
export const networkOf = (req: FastifyRequest) => networkPrefix(req.ip) ?? req.ip;

/** A route's own limit (config.rateLimit) per IP address or per network. */
export const perIp = (rule: RateRule) => ({ max: rule.max, timeWindow: rule.windowMs });
export const perNetwork = (name: string, rule: RateRule) => ({
  ...perIp(rule),
  keyGenerator: (req: FastifyRequest) => `${name}:${networkOf(req)}`,
});

const emailOf = (req: FastifyRequest) =>
  String((req.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

// Keys end with `|` after the address, so clearing one account's counters cannot touch another's
// whose address merely starts the same.
const account = (email: string) => `login-account:${email.toLowerCase()}|`;
const accountNetwork = (email: string) => `login-pair:${email.toLowerCase()}|`;

/**
 * The sign-in, sign-up and reset limits that count one request under several keys (per account,
 * per account and network…), through the same rate-limit plugin and store as every route limit.
 */
export function authLimits(
  app: FastifyInstance,
  counters: Pick<RateLimitRepository, 'forget'>,
  repo: Pick<AuthRepository, 'isUsualAddress' | 'rememberAddress'>,
) {
  function counter(rule: RateRule, key: (req: FastifyRequest) => string): Counter {
    const limit = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: key });
    const answer = async (req: FastifyRequest, increment: boolean) => {
      const r = await limit(req, { increment });
      if (r.isAllowed) return { spent: false, retryAfter: 0 };
      const spent = increment ? r.isExceeded : r.remaining === 0;
      return { spent, retryAfter: Math.max(1, r.ttlInSeconds) };
    };
    return { hit: (req) => answer(req, true), peek: (req) => answer(req, false) };
  }
  const refuseWhenSpent = async (c: Counter, req: FastifyRequest) => {
    const { spent, retryAfter } = await c.hit(req);
    if (spent) throw new TooManyRequests(retryAfter);
  };

  const R = RATE_LIMITS;
  const wrongForAccount = counter(R.loginWrongPerAccount, (req) => account(emailOf(req)));
  const wrongFromNetwork = counter(
    R.loginWrongPerAccountNetwork,
    (req) => `${accountNetwork(emailOf(req))}${networkOf(req)}`,
  );
  const warned = counter(R.loginWarnedPerAccount, (req) => `login-warned:${emailOf(req)}`);
  const signups = counter(R.signupPerAddressNetwork, (req) => `signup:${emailOf(req)}|${networkOf(req)}`);
  const signupMails = counter(R.signupMailsPerAddress, (req) => `signup-mail:${emailOf(req)}|`);
  const resetMailsFromNetwork = counter(
    R.forgotMailsPerAddressNetwork,
    (req) => `forgot-mail:${emailOf(req)}|${networkOf(req)}`,
  );
  const resetMails = counter(R.forgotMailsPerAddress, (req) => `forgot-mail:${emailOf(req)}|`);

  return {
    login: (req: FastifyRequest): LoginGuard =>
      loginGuard(req, { wrongForAccount, wrongFromNetwork, warned }, repo, emailOf(req)),

    /**
     * Sign-ups for this address from this network (429 past it; the per-network limit is the
     * route's), then whether a confirmation e-mail may go to the address now, from any network.
     */
    async signup(req: FastifyRequest): Promise<boolean> {
      await refuseWhenSpent(signups, req);
      return !(await signupMails.hit(req)).spent;
    },

    /**
     * Whether a reset e-mail may go to this address now: a few per requesting network, and a cap
     * over all networks that the owner's usual addresses are not held to. The answer is the same
     * either way, so nobody learns whether a message went.
     */
    async resetMail(req: FastifyRequest): Promise<boolean> {
      if ((await resetMailsFromNetwork.hit(req)).spent) return false;
      if (await repo.isUsualAddress(emailOf(req), req.ip)) return true;
      return !(await resetMails.hit(req)).spent;
    },

    /** A new password ends the lock-out its old one was under, for every network. */
    async clearLockout(email: string): Promise<void> {
      await counters.forget(account(email));
      await counters.forget(accountNetwork(email));
    },
  };
}

export type AuthLimits = ReturnType<typeof authLimits>;
