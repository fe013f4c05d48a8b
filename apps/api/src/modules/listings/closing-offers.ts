import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { notifications, offers } from '../../db/schema.ts';

/** An offer the ad's sale or removal closed, and the notice its buyer got. */
export interface ClosedOffer {
  offerId: number;
  buyerId: number;
  conversationId: number;
  notificationId: number;
}

/**
 * Closes every open offer on the ad and tells each of those buyers once (a buyer has at most one
 * open offer per ad). Call it in the transaction that marks the ad sold or removed, after that
 * update: the ad's row is then locked, so an offer being made at the same moment (which holds the
 * row shared, see `make`) is either committed and closed here, or refused because the ad is no
 * longer active. Accepted, declined and replaced offers stay as they are.
 */
export async function closeOpenOffers(
  tx: Tx,
  v: { listingId: number; sellerId: number; why: 'sold' | 'removed' },
): Promise<ClosedOffer[]> {
  const closed = await tx
    .update(offers)
    .set({ status: 'closed', decidedAt: new Date() })
    .where(and(eq(offers.listingId, v.listingId), eq(offers.status, 'open')))
    .returning({
      id: offers.id,
      buyerId: offers.buyerId,
      conversationId: offers.conversationId,
      amount: offers.amount,
    });
  if (closed.length === 0) return [];
  const told = await tx
    .insert(notifications)
    .values(
      closed.map((o) => ({
        userId: o.buyerId,
        kind: v.why === 'sold' ? ('offer_ad_sold' as const) : ('offer_ad_removed' as const),
        listingId: v.listingId,
        conversationId: o.conversationId,
        actorId: v.sellerId,
        data: { amount: o.amount },
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  const noticeOf = new Map(told.map((n) => [n.userId, n.id]));
  return closed.map((o) => ({
    offerId: o.id,
    buyerId: o.buyerId,
    conversationId: o.conversationId,
    notificationId: noticeOf.get(o.buyerId)!,
  }));
}
