import { TooManyRequests } from '../../lib/errors.ts';
import type { ThrottleRepository } from './throttle-repository.ts';

export interface Rule {
  name: string;
  max: number;
  windowMs: number;
}

const MIN = 60_000;
// Per IP: generous, since many people can share one address (offices, mobile carriers' NAT).
// Per account: tight, since that is where password guessing aims; but counting an account's failed
// sign-ins alone would let anyone lock its owner out, so login-guard.ts refuses only addresses the
// owner does not use once those are spent.
export const RULES = {
  loginIp: { name: 'login:ip', max: 30, windowMs: 15 * MIN },
  /** Wrong passwords for one account from anywhere. */
  loginAccount: { name: 'login:account', max: 10, windowMs: 15 * MIN },
  /** Wrong passwords for one account from one address. */
  loginPair: { name: 'login:pair', max: 10, windowMs: 15 * MIN },
  /** The owner is told of repeated wrong passwords at most once a day. */
  loginWarned: { name: 'login:warned', max: 1, windowMs: 24 * 60 * MIN },
  signupIp: { name: 'signup:ip', max: 10, windowMs: 60 * MIN },
  signupAccount: { name: 'signup:account', max: 3, windowMs: 60 * MIN },
  forgotIp: { name: 'forgot:ip', max: 10, windowMs: 60 * MIN },
  forgotAccount: { name: 'forgot:account', max: 3, windowMs: 60 * MIN },
  resetIp: { name: 'reset:ip', max: 20, windowMs: 60 * MIN },
} satisfies Record<string, Rule>;

const SWEEP_CHANCE = 0.01;

/** Attempt counters kept in the database, so every API process sees the same count. */
export function throttle(repo: ThrottleRepository) {
  const key = (rule: Rule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

  function refuse(rule: Rule, windowStart: Date): never {
    const left = windowStart.getTime() + rule.windowMs - Date.now();
    throw new TooManyRequests(Math.max(1, Math.ceil(left / 1000)));
  }

  return {
    /** Counts one attempt; refuses it once the window's budget is spent. */
    async consume(rule: Rule, subject: string): Promise<void> {
      if (Math.random() < SWEEP_CHANCE) void repo.sweep().catch(() => {});
      const { hits, windowStart } = await repo.hit(key(rule, subject), rule.windowMs);
      if (hits > rule.max) refuse(rule, windowStart);
    },

    /** Counts one event without refusing it; gives the count in the current window. */
    async count(rule: Rule, subject: string): Promise<number> {
      return (await repo.hit(key(rule, subject), rule.windowMs)).hits;
    },

    /** Seconds until the budget comes back when it is spent, without counting; undefined when not. */
    async spent(rule: Rule, subject: string): Promise<number | undefined> {
      const current = await repo.peek(key(rule, subject), rule.windowMs);
      if (!current || current.hits < rule.max) return undefined;
      const left = current.windowStart.getTime() + rule.windowMs - Date.now();
      return Math.max(1, Math.ceil(left / 1000));
    },
  };
}

export type Throttle = ReturnType<typeof throttle>;
