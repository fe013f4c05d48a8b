import { and, countDistinct, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, phoneReveals, users, verifiedPhones } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';

export function phoneRepository(db: Db) {
  return {
    /**
     * The ad's seller, status, consent and the seller's verified number: Show number reveals only
     * a number its owner proved by SMS, never one merely typed.
     */
    async contact(listingId: number) {
      const [row] = await db
        .select({
          sellerId: listings.sellerId,
          status: listings.status,
          showPhone: listings.showPhone,
          phone: verifiedPhones.phone,
        })
        .from(listings)
        .leftJoin(verifiedPhones, eq(verifiedPhones.userId, listings.sellerId))
        .where(eq(listings.id, listingId));
      return row;
    },

    /** Different ads whose number this person saw since then, and whether this ad is one of them. */
    async revealedSince(viewerId: number, since: Date, listingId: number) {
      const [row] = await db
        .select({
          ads: countDistinct(phoneReveals.listingId),
          thisOne: sql<boolean>`bool_or(${phoneReveals.listingId} = ${listingId})`,
        })
        .from(phoneReveals)
        .where(and(eq(phoneReveals.viewerId, viewerId), gte(phoneReveals.createdAt, since)));
      return { ads: Number(row?.ads ?? 0), thisOne: row?.thisOne === true };
    },

    /** Records a reveal after `guard` (which may refuse it) in the same transaction. */
    async record(listingId: number, viewerId: number, guard: (tx: Tx) => Promise<void>) {
      await db.transaction(async (tx) => {
        await guard(tx);
        await tx.insert(phoneReveals).values({ listingId, viewerId });
      });
    },

    /** Who saw the number of this ad, newest first (the first `limit`), and how many times in all. */
    async revealsOf(listingId: number, limit: number) {
      const items = await db
        .select({ viewerId: users.id, viewerName: users.name, at: phoneReveals.createdAt })
        .from(phoneReveals)
        .innerJoin(users, eq(users.id, phoneReveals.viewerId))
        .where(eq(phoneReveals.listingId, listingId))
        .orderBy(desc(phoneReveals.createdAt), desc(phoneReveals.id))
        .limit(limit);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(phoneReveals)
        .where(eq(phoneReveals.listingId, listingId));
      return { items, total: total?.n ?? 0 };
    },
  };
}

export type PhoneRepository = ReturnType<typeof phoneRepository>;
