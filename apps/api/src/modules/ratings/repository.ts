import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { conversations, deals, listings, messages, ratings, users } from '../../db/schema.ts';

const rater = alias(users, 'rater');
const rated = alias(users, 'rated');
const seller = alias(users, 'deal_seller');
const buyer = alias(users, 'deal_buyer');

/** A review with what its public answer names: both people's public names and the ad's title. */
const reviewColumns = {
  rating: ratings,
  rater: { id: rater.id, name: rater.name },
  rated: { id: rated.id, name: rated.name },
  listing: { id: listings.id, title: listings.title },
};

/** Deals and ratings: the only SQL on them. */
export function ratingsRepository(db: Db) {
  const reviews = (executor: Db | Tx = db) =>
    executor
      .select(reviewColumns)
      .from(ratings)
      .innerJoin(deals, eq(deals.id, ratings.dealId))
      .innerJoin(listings, eq(listings.id, deals.listingId))
      .innerJoin(rater, eq(rater.id, ratings.raterId))
      .innerJoin(rated, eq(rated.id, ratings.ratedId));

  const dealQuery = () =>
    db
      .select({
        deal: deals,
        listing: { id: listings.id, title: listings.title, category: listings.category },
        seller: { id: seller.id, name: seller.name },
        buyer: { id: buyer.id, name: buyer.name },
      })
      .from(deals)
      .innerJoin(listings, eq(listings.id, deals.listingId))
      .innerJoin(seller, eq(seller.id, deals.sellerId))
      .leftJoin(buyer, eq(buyer.id, deals.buyerId));

  return {
    async listing(id: number) {
      const [row] = await db
        .select({ id: listings.id, sellerId: listings.sellerId, status: listings.status })
        .from(listings)
        .where(eq(listings.id, id));
      return row;
    },

    /** People who wrote about the ad in its chats (the seller's choice of buyer), by name. */
    async candidates(listingId: number) {
      return db
        .selectDistinct({ id: users.id, name: users.name })
        .from(conversations)
        .innerJoin(users, eq(users.id, conversations.buyerId))
        .where(
          and(
            eq(conversations.listingId, listingId),
            sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id}
              and m.sender_id = ${conversations.buyerId})`,
          ),
        )
        .orderBy(users.name, users.id);
    },

    async dealOfListing(listingId: number) {
      const [row] = await db.select().from(deals).where(eq(deals.listingId, listingId));
      return row;
    },

    async hasRatings(dealId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: ratings.id })
        .from(ratings)
        .where(eq(ratings.dealId, dealId))
        .limit(1);
      return row !== undefined;
    },

    /** Records (or re-records, before any rating) who bought the ad; the window starts now. */
    async saveDeal(
      tx: Tx,
      d: { listingId: number; sellerId: number; buyerId: number | null },
    ): Promise<number> {
      const values = { ...d, createdAt: new Date() };
      const [row] = await tx
        .insert(deals)
        .values(values)
        .onConflictDoUpdate({
          target: deals.listingId,
          set: { buyerId: d.buyerId, createdAt: values.createdAt },
        })
        .returning({ id: deals.id });
      return row!.id;
    },

    async deal(id: number) {
      const [row] = await dealQuery().where(eq(deals.id, id));
      return row;
    },

    /** Deals this person is one side of, newest first. */
    async dealsOf(userId: number, limit: number) {
      return dealQuery()
        .where(or(eq(deals.sellerId, userId), eq(deals.buyerId, userId)))
        .orderBy(desc(deals.createdAt), desc(deals.id))
        .limit(limit);
    },

    /** The ratings given in these deals, hidden ones included (their writer still sees theirs). */
    async ratingsOfDeals(dealIds: number[]) {
      if (dealIds.length === 0) return [];
      return reviews().where(
        sql`${ratings.dealId} in (${sql.join(
          dealIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    },

    /** The new rating's id, or undefined when this person already rated this deal. */
    async addRating(
      tx: Tx,
      r: Pick<typeof ratings.$inferInsert, 'dealId' | 'raterId' | 'ratedId' | 'raterRole' | 'stars' | 'text'>,
    ): Promise<number | undefined> {
      const [row] = await tx.insert(ratings).values(r).onConflictDoNothing().returning({ id: ratings.id });
      return row?.id;
    },

    async review(id: number) {
      const [row] = await reviews().where(eq(ratings.id, id));
      return row;
    },

    async edit(id: number, stars: number, text: string) {
      await db.update(ratings).set({ stars, text, editedAt: new Date() }).where(eq(ratings.id, id));
    },

    /** The one answer; false when there was one already. */
    async reply(tx: Tx, id: number, text: string): Promise<boolean> {
      const rows = await tx
        .update(ratings)
        .set({ replyText: text, repliedAt: new Date() })
        .where(and(eq(ratings.id, id), isNull(ratings.replyText)))
        .returning({ id: ratings.id });
      return rows.length > 0;
    },

    /** Shown reviews of this person, newest first, before a review id (keyset). */
    async reviewsOf(userId: number, limit: number, before?: number) {
      return reviews()
        .where(
          and(
            eq(ratings.ratedId, userId),
            isNull(ratings.hiddenAt),
            before ? lt(ratings.id, before) : undefined,
          ),
        )
        .orderBy(desc(ratings.id))
        .limit(limit);
    },

    /** An operator hides a review: false when it was hidden already (or is gone). */
    async hide(tx: Tx, id: number, reason: string): Promise<boolean> {
      const rows = await tx
        .update(ratings)
        .set({ hiddenAt: new Date(), hiddenReason: reason })
        .where(and(eq(ratings.id, id), isNull(ratings.hiddenAt)))
        .returning({ id: ratings.id });
      return rows.length > 0;
    },

    /** Who the mail about a deal goes to, and the other person's name. */
    async mailFacts(dealId: number, userId: number) {
      const found = await this.deal(dealId);
      if (!found?.buyer?.id) return undefined;
      const [me] = await db
        .select({ email: users.email, name: users.name, suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!me || me.suspendedAt) return undefined;
      const other = userId === found.seller.id ? found.buyer : found.seller;
      return { deal: found, to: me, other };
    },
  };
}

export type RatingsRepository = ReturnType<typeof ratingsRepository>;
