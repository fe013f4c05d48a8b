import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

export function scamWatchRepository(db: Db) {
  return {
    /** Messages of this sender the scam shield flagged since then, up to this one, over all conversations. */
    async flaggedSince(senderId: number, since: Date, upToMessageId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(
            eq(messages.senderId, senderId),
            gte(messages.createdAt, since),
            lte(messages.id, upToMessageId),
            sql`${messages.scamKinds} <> '[]'::jsonb`,
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type ScamWatchRepository = ReturnType<typeof scamWatchRepository>;
