import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, listings, offers } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { ConversationsRepository } from '../conversations/index.ts';
import type { NotificationsRepository } from '../notifications/index.ts';

export type OfferRow = typeof offers.$inferSelect;

/** Offers, written together with their line in the thread and the notice to the other party. */
export function offersRepository(db: Db, chats: ConversationsRepository, notices: NotificationsRepository) {
  return {
    /**
     * The buyer's new offer: an open one they made on this ad before is marked replaced; the offer
     * appears in the conversation (made if need be) and in the seller's notifications. One
     * transaction, so a half-made offer is never seen. Gives the ad's status instead when it is no
     * longer active (sold or removed since the caller looked).
     */
    async make(
      v: { listingId: number; buyerId: number; sellerId: number; amount: number; note: string },
      /** Checks that must hold when the offer is written (a block), run in its transaction. */
      guard?: (tx: Tx) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        // The ad's row held shared until commit: marking it sold or removed at the same moment
        // waits for this offer and then closes it, or has happened and is seen here.
        const [ad] = await tx
          .select({ status: listings.status })
          .from(listings)
          .where(eq(listings.id, v.listingId))
          .for('share');
        if (ad?.status !== 'active') return { adStatus: ad?.status ?? ('removed' as const) };
        const conversation = await chats.findOrCreate(v.listingId, v.buyerId, v.sellerId, tx);
        // One offer at a time per buyer and ad: a second one sent at the same moment waits here,
        // then replaces this one, instead of colliding with it on the one-open-offer index.
        // NO KEY UPDATE, not UPDATE: an answer to the old offer at the same moment inserts a notice
        // that references this conversation (a key-share lock), which UPDATE would block: deadlock.
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.id, conversation.id))
          .for('no key update');
        await guard?.(tx);
        const replaced = await tx
          .update(offers)
          .set({ status: 'replaced', decidedAt: new Date() })
          .where(
            and(eq(offers.listingId, v.listingId), eq(offers.buyerId, v.buyerId), eq(offers.status, 'open')),
          )
          .returning({ id: offers.id });
        const [offer] = await tx
          .insert(offers)
          .values({
            listingId: v.listingId,
            buyerId: v.buyerId,
            conversationId: conversation.id,
            amount: v.amount,
            note: v.note,
          })
          .returning();
        const message = await chats.addMessage(conversation, v.buyerId, v.note, {
          offerId: offer!.id,
          executor: tx,
        });
        const notificationId = await notices.add(tx, {
          userId: v.sellerId,
          kind: 'offer_made',
          listingId: v.listingId,
          conversationId: conversation.id,
          actorId: v.buyerId,
          data: { amount: v.amount },
        });
        return {
          offer: offer!,
          conversation,
          messageId: message.id,
          notificationId,
          replaced: replaced.length,
        };
      });
    },

    /** The offer with its seller and ad status, if this person is its buyer or the ad's seller. */
    async findForParty(id: number, userId: number) {
      const [row] = await db
        .select({ offer: offers, sellerId: conversations.sellerId, listingStatus: listings.status })
        .from(offers)
        .innerJoin(conversations, eq(conversations.id, offers.conversationId))
        .innerJoin(listings, eq(listings.id, offers.listingId))
        .where(and(eq(offers.id, id), or(eq(offers.buyerId, userId), eq(conversations.sellerId, userId))));
      return row;
    },

    /**
     * Accepts or declines an open offer and tells the buyer; undefined if it was no longer open.
     * `guard` (a block between the two) runs first in the transaction and may refuse.
     */
    async decide(
      id: number,
      status: 'accepted' | 'declined',
      sellerId: number,
      guard?: (tx: Tx) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        await guard?.(tx);
        const [offer] = await tx
          .update(offers)
          .set({ status, decidedAt: new Date() })
          .where(and(eq(offers.id, id), eq(offers.status, 'open')))
          .returning();
        if (!offer) return undefined;
        const notificationId = await notices.add(tx, {
          userId: offer.buyerId,
          kind: status === 'accepted' ? 'offer_accepted' : 'offer_declined',
          listingId: offer.listingId,
          conversationId: offer.conversationId,
          actorId: sellerId,
          data: { amount: offer.amount },
        });
        return { offer, notificationId };
      });
    },
  };
}

export type OffersRepository = ReturnType<typeof offersRepository>;
