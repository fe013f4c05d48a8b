import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, listings, messages } from '../../db/schema.ts';
import { SYSTEM_ACTOR } from './audit-repository.ts';
import type { ListingDecisions } from './listing-decisions.ts';
import { reportsRepository, type PersonReport } from './reports-repository.ts';

/** Filing a person's report and, at the threshold, holding the ad: one transaction per report. */
export function reportFiling(db: Db, decisions: ListingDecisions) {
  return {
    async listing(id: number) {
      const [row] = await db
        .select({ id: listings.id, sellerId: listings.sellerId, status: listings.status })
        .from(listings)
        .where(eq(listings.id, id));
      return row;
    },

    /** A message of a conversation this person is part of, with its ad. */
    async message(conversationId: number, messageId: number) {
      const [row] = await db
        .select({
          senderId: messages.senderId,
          listingId: conversations.listingId,
          buyerId: conversations.buyerId,
          sellerId: conversations.sellerId,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
      return row;
    },

    filedSince: (reporterId: number, since: Date) => reportsRepository(db).filedSince(reporterId, since),

    /**
     * The report's id (undefined when this person already has one open on the target) and whether
     * this report held the ad. The ad's row is locked first, so reports arriving together are
     * counted one after another and the one that reaches the threshold holds it.
     */
    async file(r: PersonReport, holdThreshold: number): Promise<{ id?: number; held: boolean }> {
      return db.transaction(async (tx) => {
        await decisions.lockForReport(tx, r.listingId);
        const repo = reportsRepository(tx);
        const id = await repo.fileByPerson(r);
        if (!id || r.messageId) return { id, held: false };
        const reporters = await repo.openReporters(r.listingId);
        const held =
          reporters >= holdThreshold &&
          (await decisions.hold(tx, r.listingId, SYSTEM_ACTOR, `Reported by ${reporters} people`));
        return { id, held };
      });
    },
  };
}

export type ReportFiling = ReturnType<typeof reportFiling>;
