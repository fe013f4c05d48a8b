import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

export function scamWatchRepository(db: Db) {
  return {
    /**
     * Messages of this sender the scam shield flagged since then, over all conversations; up to
     * one message when given (a late job counts as if it ran when that message was sent).
     */
    async flaggedSince(senderId: number, since: Date, upToMessageId?: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(
            eq(messages.senderId, senderId),
            gte(messages.createdAt, since),
            upToMessageId === undefined ? undefined : lte(messages.id, upToMessageId),
            sql`${messages.scamKinds} <> '[]'::jsonb`,
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type ScamWatchRepository = ReturnType<typeof scamWatchRepository>;
