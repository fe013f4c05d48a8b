import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conversations, offers } from '../../db/schema.ts';

/** An offer a block closed: which conversation, so the blocker's open tabs can refetch it. */
export interface OfferClosedByBlock {
  offerId: number;
  conversationId: number;
}

/**
 * Closes every open offer between two people, whichever of them is the buyer. Call it in the
 * block's transaction, holding the pair's lock exclusively: an offer made or answered at the same
 * moment (which holds that lock shared) has then either committed, and is closed here or stays
 * answered, or waits and is refused by the block. Nobody is told: the blocker knows what they did,
 * and the blocked person must learn nothing from the block (it would give it away).
 */
export async function closeOffersBetween(tx: Tx, a: number, b: number): Promise<OfferClosedByBlock[]> {
  const between = tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.buyerId, a), eq(conversations.sellerId, b)),
        and(eq(conversations.buyerId, b), eq(conversations.sellerId, a)),
      ),
    );
  const closed = await tx
    .update(offers)
    .set({ status: 'closed', decidedAt: new Date() })
    .where(and(eq(offers.status, 'open'), inArray(offers.conversationId, between)))
    .returning({ offerId: offers.id, conversationId: offers.conversationId });
  return closed;
}
