import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks, conversations, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import { closeOffersBetween, type OfferClosedByBlock } from './closing-offers.ts';
import { lockPairExclusive, lockPairShared } from './pair-lock.ts';

/** A block between two people, whichever of them made it. */
const eitherWay = (a: number, b: number) =>
  or(
    and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
    and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
  );

/** Who blocked whom between two people, seen from `actorId`: by me, by them, or nobody. */
export type BlockState = 'by_me' | 'by_them' | null;

/**
 * The block between two people, read in the caller's transaction after taking the pair's lock
 * shared: the write that follows in that transaction cannot race a block being made.
 */
export async function blockBetween(tx: Tx, actorId: number, otherId: number): Promise<BlockState> {
  await lockPairShared(tx, actorId, otherId);
  const rows = await tx
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(eitherWay(actorId, otherId));
  if (rows.some((r) => r.blockerId === actorId)) return 'by_me';
  return rows.length ? 'by_them' : null;
}

/**
 * Whether either of two people blocked the other, read without the pair's lock: for checks that
 * write nothing between the two (moderation weighing a report, say).
 */
export async function blockedEitherWay(db: Db | Tx, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(blocks)
    .where(eitherWay(a, b))
    .limit(1);
  return row !== undefined;
}

export function blocksRepository(db: Db) {
  return {
    async userName(id: number) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
      return row?.name;
    },

    /** The other party of this person's conversation, if they are one of its two parties. */
    async otherParty(conversationId: number, userId: number) {
      const [row] = await db
        .select({
          other:
            sql<number>`case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`.mapWith(
              Number,
            ),
        })
        .from(conversations)
        .where(
          and(
            eq(conversations.id, conversationId),
            or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
          ),
        );
      return row?.other;
    },

    /**
     * Blocks `blockedId` (again is fine) unless `blockerId` already blocks `max` people; gives
     * when the block began and the open offers between the two it closed, or 'full'. The pair's
     * lock waits for their writes under way.
     */
    async add(
      blockerId: number,
      blockedId: number,
      max: number,
    ): Promise<{ blockedAt: Date; closed: OfferClosedByBlock[] } | 'full'> {
      return db.transaction(async (tx) => {
        await lockPairExclusive(tx, blockerId, blockedId);
        const [existing] = await tx
          .select({ createdAt: blocks.createdAt })
          .from(blocks)
          .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
        if (existing) return { blockedAt: existing.createdAt, closed: [] };
        const [count] = await tx
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(blocks)
          .where(eq(blocks.blockerId, blockerId));
        if ((count?.n ?? 0) >= max) return 'full';
        const [row] = await tx
          .insert(blocks)
          .values({ blockerId, blockedId })
          .onConflictDoNothing()
          .returning({ createdAt: blocks.createdAt });
        // Either way: no offer between them can still be accepted, or wait for an answer.
        const closed = await closeOffersBetween(tx, blockerId, blockedId);
        return { blockedAt: row?.createdAt ?? new Date(), closed };
      });
    },

    async remove(blockerId: number, blockedId: number) {
      await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    async list(blockerId: number) {
      return db
        .select({ id: users.id, name: users.name, blockedAt: blocks.createdAt })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
    },
  };
}

export type BlocksRepository = ReturnType<typeof blocksRepository>;
