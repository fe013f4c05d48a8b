import type { ScamKind } from '@bazaar/shared';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import {
  conversations,
  listingPhotos,
  listings,
  messages,
  offers,
  reports,
  uploads,
  users,
} from '../../db/schema.ts';
import { UPLOAD_USABLE_MS, type StoredPhoto } from '../media/index.ts';
import { notBlockedBy } from '../blocks/index.ts';

export type ConversationRow = typeof conversations.$inferSelect;

const other = alias(users, 'other');

/** The ad and the person on the other side, with what the inbox and the thread header need. */
const summaryColumns = (userId: number) => ({
  conversation: conversations,
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
  other: { id: other.id, name: other.name },
  // Messages from the other side above the last one this person has read.
  unread: sql<number>`(select count(*) from ${messages} m where m.conversation_id = ${conversations.id}
    and m.sender_id <> ${userId}
    and m.id > case when ${conversations.buyerId} = ${userId} then ${conversations.buyerReadUpTo} else ${conversations.sellerReadUpTo} end)`.mapWith(
    Number,
  ),
});

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof conversationsRepository>['inbox']>>[number];
export type MessageRow = {
  message: typeof messages.$inferSelect;
  offer: typeof offers.$inferSelect | null;
  /** The message's photos, in the order sent (none when not looked up). */
  photos?: StoredPhoto[];
};

const photoColumns = {
  key: uploads.key,
  cardWidth: uploads.cardWidth,
  cardHeight: uploads.cardHeight,
  fullWidth: uploads.fullWidth,
  fullHeight: uploads.fullHeight,
};

/** Conversations and their messages; every read is scoped to one of the two parties. */
export function conversationsRepository(db: Db) {
  function summaries(userId: number) {
    return db
      .select(summaryColumns(userId))
      .from(conversations)
      .innerJoin(listings, eq(listings.id, conversations.listingId))
      .innerJoin(
        other,
        eq(
          other.id,
          sql`case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`,
        ),
      )
      .leftJoin(listingPhotos, and(eq(listingPhotos.listingId, listings.id), eq(listingPhotos.position, 0)))
      .$dynamic();
  }

  const party = (userId: number) => or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));

  return {
    /** The ad as chat and offers need it, whatever its status. */
    async listing(listingId: number) {
      const [row] = await db
        .select({ id: listings.id, sellerId: listings.sellerId, status: listings.status })
        .from(listings)
        .where(eq(listings.id, listingId));
      return row;
    },

    /** This buyer's conversation about this ad, created if there is none yet (races end in the one row). */
    async findOrCreate(
      listingId: number,
      buyerId: number,
      sellerId: number,
      executor: Db | Tx = db,
    ): Promise<ConversationRow> {
      await executor
        .insert(conversations)
        .values({ listingId, buyerId, sellerId })
        .onConflictDoNothing({ target: [conversations.listingId, conversations.buyerId] });
      const [row] = await executor
        .select()
        .from(conversations)
        .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)));
      return row!;
    },

    /** The conversation with its ad's status, if this person is one of its two parties. */
    async findForParty(id: number, userId: number) {
      const [row] = await db
        .select({ conversation: conversations, listingStatus: listings.status })
        .from(conversations)
        .innerJoin(listings, eq(listings.id, conversations.listingId))
        .where(and(eq(conversations.id, id), party(userId)));
      return row;
    },

    async summary(id: number, userId: number) {
      const [row] = await summaries(userId).where(and(eq(conversations.id, id), party(userId)));
      return row;
    },

    /** Conversations with at least one message, most recent first; keyset on (last_message_at, id). */
    async inbox(userId: number, limit: number, after?: { at: Date; id: number }) {
      return summaries(userId)
        .where(
          and(
            party(userId),
            sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id})`,
            // Someone this person blocked: out of their inbox (the blocked side still sees it).
            notBlockedBy(userId, other.id),
            after
              ? or(
                  lt(conversations.lastMessageAt, after.at),
                  and(eq(conversations.lastMessageAt, after.at), lt(conversations.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(limit);
    },

    /** The newest message of each conversation. */
    async lastMessages(conversationIds: number[]): Promise<MessageRow[]> {
      if (!conversationIds.length) return [];
      return db
        .selectDistinctOn([messages.conversationId], { message: messages, offer: offers })
        .from(messages)
        .leftJoin(offers, eq(offers.id, messages.offerId))
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(messages.conversationId, desc(messages.id));
    },

    /** A page of the thread, newest first (the caller turns it around); one extra row tells if more exist. */
    async messages(conversationId: number, limit: number, before?: number): Promise<MessageRow[]> {
      return db
        .select({ message: messages, offer: offers })
        .from(messages)
        .leftJoin(offers, eq(offers.id, messages.offerId))
        .where(and(eq(messages.conversationId, conversationId), before ? lt(messages.id, before) : undefined))
        .orderBy(desc(messages.id))
        .limit(limit);
    },

    async message(id: number): Promise<MessageRow | undefined> {
      const [row] = await db
        .select({ message: messages, offer: offers })
        .from(messages)
        .leftJoin(offers, eq(offers.id, messages.offerId))
        .where(eq(messages.id, id));
      return row;
    },

    /** Runs `work` in one transaction (checks and the write they guard, together). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    /**
     * Runs `work` in one transaction that first locks the conversation's row: writes to one
     * conversation (a message and its notice, an offer) happen one at a time, in the same lock order.
     * NO KEY UPDATE lets rows that merely reference the conversation (notices, offers) be written
     * meanwhile by others, who would otherwise deadlock with it.
     */
    async locked<T>(conversationId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.id, conversationId))
          .for('no key update');
        return work(tx);
      });
    },

    /** Whether this person already wrote anything in the conversation. */
    async hasWritten(conversationId: number, senderId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Adds a message and moves the conversation to the top of both inboxes; the sender has read
     * everything up to their own message.
     */
    async addMessage(
      conversation: ConversationRow,
      senderId: number,
      body: string,
      opts: { offerId?: number; executor?: Db | Tx; scamKinds?: ScamKind[] } = {},
    ) {
      const executor = opts.executor ?? db;
      const [row] = await executor
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderId,
          body,
          offerId: opts.offerId ?? null,
          scamKinds: opts.scamKinds ?? [],
        })
        .returning();
      // Never backwards: of messages sent at the same moment, the last to get here may be the older one.
      const readBySender =
        senderId === conversation.buyerId
          ? { buyerReadUpTo: sql`greatest(${conversations.buyerReadUpTo}, ${row!.id})` }
          : { sellerReadUpTo: sql`greatest(${conversations.sellerReadUpTo}, ${row!.id})` };
      await executor
        .update(conversations)
        .set({
          lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row!.createdAt})`,
          ...readBySender,
        })
        .where(eq(conversations.id, conversation.id));
      return row!;
    },

    /**
     * Sends these chat photos with the message: they must be the sender's, uploaded for this
     * conversation, not sent yet and not old enough for the sweep to be removing them. Gives the
     * photos in the order of `uploadIds`; fewer than asked means some were not acceptable.
     */
    async attachPhotos(
      tx: Tx,
      at: { conversationId: number; messageId: number; senderId: number },
      uploadIds: number[],
    ): Promise<StoredPhoto[]> {
      if (!uploadIds.length) return [];
      const rows = await tx
        .update(uploads)
        .set({
          messageId: at.messageId,
          messagePosition: sql`array_position(array[${sql.join(
            uploadIds.map((id) => sql`${id}`),
            sql`, `,
          )}]::bigint[], ${uploads.id})`,
        })
        .where(
          and(
            inArray(uploads.id, uploadIds),
            eq(uploads.ownerId, at.senderId),
            eq(uploads.chat, true),
            eq(uploads.conversationId, at.conversationId),
            isNull(uploads.messageId),
            gt(uploads.createdAt, new Date(Date.now() - UPLOAD_USABLE_MS)),
          ),
        )
        .returning({ id: uploads.id, ...photoColumns });
      const byId = new Map(rows.map(({ id, ...photo }) => [id, photo]));
      return uploadIds.flatMap((id) => byId.get(id) ?? []);
    },

    /** The photos of these messages, each message's in the order they were sent. */
    async photosOf(messageIds: number[]): Promise<Map<number, StoredPhoto[]>> {
      const found = new Map<number, StoredPhoto[]>();
      if (!messageIds.length) return found;
      const rows = await db
        .select({ messageId: uploads.messageId, ...photoColumns })
        .from(uploads)
        .where(inArray(uploads.messageId, messageIds))
        .orderBy(asc(uploads.messageId), asc(uploads.messagePosition));
      for (const { messageId, ...photo } of rows) {
        const list = found.get(messageId!) ?? [];
        list.push(photo);
        found.set(messageId!, list);
      }
      return found;
    },

    /** A chat photo of this conversation by its key, with who may see it; undefined if none. */
    async chatPhoto(conversationId: number, key: string) {
      const [row] = await db
        .select({
          ownerId: uploads.ownerId,
          messageId: uploads.messageId,
          buyerId: conversations.buyerId,
          sellerId: conversations.sellerId,
        })
        .from(uploads)
        .innerJoin(conversations, eq(conversations.id, uploads.conversationId))
        .where(and(eq(uploads.key, key), eq(uploads.chat, true), eq(uploads.conversationId, conversationId)));
      return row;
    },

    /** Whether anyone (a person or Bazaar) reported this message: staff reviewing it may see its photos. */
    async isReported(messageId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: reports.id })
        .from(reports)
        .where(eq(reports.messageId, messageId))
        .limit(1);
      return row !== undefined;
    },

    /** Marks read up to `upTo` (never beyond the newest message, never backwards). */
    async markRead(conversation: ConversationRow, userId: number, upTo: number) {
      const column =
        userId === conversation.buyerId ? conversations.buyerReadUpTo : conversations.sellerReadUpTo;
      const newest = sql`(select coalesce(max(m.id), 0) from ${messages} m where m.conversation_id = ${conversation.id})`;
      await db
        .update(conversations)
        .set({
          [userId === conversation.buyerId ? 'buyerReadUpTo' : 'sellerReadUpTo']:
            sql`greatest(${column}, least(${upTo}::bigint, ${newest}))`,
        })
        .where(eq(conversations.id, conversation.id));
    },

    /** Messages from others this person has not read, over all their conversations. */
    async unreadCount(userId: number): Promise<number> {
      // One index probe per conversation of this person (messages_conversation_idx from their read
      // mark up): a join let the planner hash all messages of everyone once a seller had a few
      // hundred conversations, a cost growing with the whole messages table; this way it grows with
      // the person's conversations only.
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`
        select coalesce(sum(unread.n), 0)::int as count
        from ${conversations} c
        cross join lateral (
          select count(*) as n from ${messages} m
          where m.conversation_id = c.id
            and m.id > case when c.buyer_id = ${userId} then c.buyer_read_up_to else c.seller_read_up_to end
            and m.sender_id <> ${userId}
        ) unread
        where (c.buyer_id = ${userId} and ${notBlockedBy(userId, sql`c.seller_id`)})
           or (c.seller_id = ${userId} and ${notBlockedBy(userId, sql`c.buyer_id`)})`,
      );
      return Number(row?.count ?? 0);
    },
  };
}

export type ConversationsRepository = ReturnType<typeof conversationsRepository>;
