import { BLOCK_REFUSALS } from '@bazaar/shared';
import { DomainError } from '../../lib/errors.ts';
import type { Tx } from '../../db/client.ts';
import { blockBetween } from './repository.ts';

/** All the blocked person is told: nothing says that a block is the reason. */
export const cannotMessage = () =>
  new DomainError(403, BLOCK_REFUSALS.blockedByThem, "You can't message this person");

/** The same for other ways of reaching someone (their phone number), where "message" would be wrong. */
export const cannotContact = () =>
  new DomainError(403, BLOCK_REFUSALS.cannotContact, "You can't contact this person");

export const youBlocked = () =>
  new DomainError(403, BLOCK_REFUSALS.blockedByYou, 'You blocked this person — unblock in Settings');

/**
 * Refuses a message, conversation, offer or phone reveal between two people when either blocked
 * the other. Call it inside the transaction that writes, before the write.
 */
export async function refuseIfBlocked(tx: Tx, actorId: number, otherId: number, byThem = cannotMessage) {
  const state = await blockBetween(tx, actorId, otherId);
  if (state === 'by_me') throw youBlocked();
  if (state === 'by_them') throw byThem();
}
