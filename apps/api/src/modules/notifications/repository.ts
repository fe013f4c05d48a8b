import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationKind } from '@bazaar/shared';
import { rowsOf, type Db } from '../../db/client.ts';
import { favourites, listingPhotos, listings, notifications, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';

export type NewNotification = typeof notifications.$inferInsert;

/** The bell's rows; a person only ever sees and changes their own. */
export function notificationsRepository(db: Db) {
  return {
    async add(executor: Db | Tx, values: NewNotification): Promise<number> {
      const [row] = await executor.insert(notifications).values(values).returning({ id: notifications.id });
      return row!.id;
    },

    /**
     * "New message" once per conversation until it is read: a lively chat should not bury the
     * bell under one line per message. Gives the new row's id, or undefined when one was waiting.
     * Call it holding the conversation's lock (ConversationsRepository.locked), else two messages
     * sent at the same moment could each find none waiting and add one each.
     */
    async addMessageNotice(
      executor: Db | Tx,
      values: {
        userId: number;
        conversationId: number;
        listingId: number;
        actorId: number;
      },
    ): Promise<number | undefined> {
      const rows = await rowsOf<{ id: string | number }>(
        executor,
        sql`insert into ${notifications} (user_id, kind, listing_id, conversation_id, actor_id)
            select ${values.userId}, 'message', ${values.listingId}, ${values.conversationId}, ${values.actorId}
            where not exists (
              select 1 from ${notifications} n
              where n.user_id = ${values.userId} and n.conversation_id = ${values.conversationId}
                and n.kind = 'message' and n.read_at is null)
            returning id`,
      );
      return rows[0] ? Number(rows[0].id) : undefined;
    },

    /** One row for every person who keeps this ad in their favourites (never the seller). */
    async addForFavouriters(
      listingId: number,
      sellerId: number,
      kind: Extract<NotificationKind, 'favourite_sold' | 'price_dropped'>,
      data: Record<string, number>,
    ): Promise<{ id: number; userId: number }[]> {
      const rows = await rowsOf<{ id: string | number; user_id: string | number }>(
        db,
        sql`insert into ${notifications} (user_id, kind, listing_id, data)
            select f.user_id, ${kind}, f.listing_id, ${JSON.stringify(data)}::jsonb
            from ${favourites} f
            where f.listing_id = ${listingId} and f.user_id <> ${sellerId}
            returning id, user_id`,
      );
      return rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
    },

    /** Newest first; one extra row tells whether an older page exists. */
    async page(userId: number, limit: number, before?: number) {
      return db
        .select({
          notification: notifications,
          listing: {
            id: listings.id,
            category: listings.category,
            title: listings.title,
            price: listings.price,
            status: listings.status,
          },
          photo: {
            key: listingPhotos.key,
            cardWidth: listingPhotos.cardWidth,
            cardHeight: listingPhotos.cardHeight,
            fullWidth: listingPhotos.fullWidth,
            fullHeight: listingPhotos.fullHeight,
          },
          actor: { id: users.id, name: users.name },
        })
        .from(notifications)
        .leftJoin(listings, eq(listings.id, notifications.listingId))
        .leftJoin(listingPhotos, and(eq(listingPhotos.listingId, listings.id), eq(listingPhotos.position, 0)))
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(and(eq(notifications.userId, userId), before ? lt(notifications.id, before) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.count ?? 0;
    },

    /** False when there is no such notification of this person's. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(userId: number) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /**
     * Rating a deal reads the rater's "Rate your deal" notice of it (data.dealId): nothing is left
     * to do about it. Gives how many it read.
     */
    async markRateDealRead(executor: Db | Tx, userId: number, dealId: number): Promise<number> {
      const rows = await executor
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, 'rate_deal'),
            isNull(notifications.readAt),
            sql`${notifications.data}->>'dealId' = ${String(dealId)}`,
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** Reading a conversation reads its "new message" notices too. */
    async markConversationRead(userId: number, conversationId: number) {
      const rows = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.conversationId, conversationId),
            eq(notifications.kind, 'message'),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
