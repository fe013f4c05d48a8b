import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../lib/errors.ts';
import type { AuthRepository } from './repository.ts';

/** How long a sign-in from the owner's usual address waits while the account is being guessed at. */
export const USUAL_ADDRESS_DELAY_MS = 1000;

export interface Counter {
  /** Counts this request; `spent` when it went past the limit, with the seconds until it comes back. */
  hit(req: FastifyRequest): Promise<{ spent: boolean; retryAfter: number }>;
  /** Whether the limit is already spent, without counting. */
  peek(req: FastifyRequest): Promise<{ spent: boolean; retryAfter: number }>;
}

/** One sign-in attempt's checks, bound to its request. */
export interface LoginGuard {
  /** Before the password is checked: refuses or slows this attempt. */
  before(): Promise<void>;
  /** After a wrong password: counts it; true when the owner should now hear of it (once a day). */
  failed(): Promise<boolean>;
  succeeded(userId: number): Promise<void>;
}

/**
 * Password guessing without locking the owner out. Wrong passwords count per account and per
 * (account, network). Once either is spent, an address the account never signed in from is
 * refused, while the owner's usual addresses (recent password sign-ins) are only slowed: guessing
 * from 100 addresses leaves the owner's own sign-in working, and a reset of the password clears the
 * lock-out (limits.ts), so the owner can sign in from anywhere again. The per-IP limit on every
 * attempt (the route's) still stops one address trying many accounts.
 */
export function loginGuard(
  req: FastifyRequest,
  counters: { wrongForAccount: Counter; wrongFromNetwork: Counter; warned: Counter },
  repo: Pick<AuthRepository, 'isUsualAddress' | 'rememberAddress'>,
  email: string,
): LoginGuard {
  return {
    async before() {
      const [account, fromHere] = await Promise.all([
        counters.wrongForAccount.peek(req),
        counters.wrongFromNetwork.peek(req),
      ]);
      if (!account.spent && !fromHere.spent) return;
      if (await repo.isUsualAddress(email, req.ip)) return void (await sleep(USUAL_ADDRESS_DELAY_MS));
      throw new TooManyRequests(
        Math.max(account.spent ? account.retryAfter : 0, fromHere.spent ? fromHere.retryAfter : 0),
      );
    },

    async failed() {
      await counters.wrongFromNetwork.hit(req);
      await counters.wrongForAccount.hit(req);
      if (!(await counters.wrongForAccount.peek(req)).spent) return false;
      // Its limit is one a day: only the first hit of the day is within it.
      return !(await counters.warned.hit(req)).spent;
    },

    async succeeded(userId) {
      await repo.rememberAddress(userId, req.ip);
    },
  };
}
