import { DomainError } from '../../lib/errors.ts';
import type { UserRow } from './repository.ts';

/** The code the web app shows in the person's language (auth.suspended in its i18n files). */
export const ACCOUNT_SUSPENDED = 'account_suspended';

/** A suspended account cannot sign in, by password or by Google. */
export function refuseSuspended(user: UserRow): void {
  if (user.suspendedAt)
    throw new DomainError(
      403,
      ACCOUNT_SUSPENDED,
      'This account has been suspended for breaking the rules of Bazaar. Write to us if you think this is a mistake.',
    );
}
