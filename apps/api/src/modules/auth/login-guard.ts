import { setTimeout as sleep } from 'node:timers/promises';
import { TooManyRequests } from '../../lib/errors.ts';
import type { AuthRepository } from './repository.ts';
import { RULES, type Throttle } from './throttle.ts';

/** How long a sign-in from the owner's usual address waits while the account is being guessed at. */
export const USUAL_ADDRESS_DELAY_MS = 1000;

/**
 * Password guessing without locking the owner out. Wrong passwords count per account and per
 * (account, address) pair. Once either is spent, an address the account never signed in from is
 * refused, while the owner's usual addresses (recent password sign-ins) are only slowed: guessing
 * from 100 addresses leaves the owner's own sign-in working. The per-address limit on every
 * attempt still stops one address trying many accounts.
 */
export function loginGuard(
  throttle: Throttle,
  repo: Pick<AuthRepository, 'isUsualAddress' | 'rememberAddress'>,
) {
  const pair = (email: string, address: string) => `${email}|${address}`;

  return {
    /** Before the password is checked: refuses or slows this attempt. */
    async before(email: string, address: string): Promise<void> {
      await throttle.consume(RULES.loginIp, address);
      const [account, fromHere] = await Promise.all([
        throttle.spent(RULES.loginAccount, email),
        throttle.spent(RULES.loginPair, pair(email, address)),
      ]);
      if (account === undefined && fromHere === undefined) return;
      if (await repo.isUsualAddress(email, address)) return void (await sleep(USUAL_ADDRESS_DELAY_MS));
      throw new TooManyRequests(Math.max(account ?? 0, fromHere ?? 0));
    },

    /** After a wrong password: counts it; true when the owner should now hear of it (once a day). */
    async failed(email: string, address: string): Promise<boolean> {
      await throttle.count(RULES.loginPair, pair(email, address));
      const failures = await throttle.count(RULES.loginAccount, email);
      return failures >= RULES.loginAccount.max && (await throttle.count(RULES.loginWarned, email)) === 1;
    },

    async succeeded(userId: number, address: string): Promise<void> {
      await repo.rememberAddress(userId, address);
    },
  };
}
