import type { ReportStanding } from '@bazaar/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, listings, messages } from '../../db/schema.ts';
import { SYSTEM_ACTOR } from './audit-repository.ts';
import type { ListingDecisions } from './listing-decisions.ts';
import { holdThresholdFor, reachesHold, recordOf, reportStanding } from './report-standing.ts';
import { reportWeight } from './report-weight.ts';
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
     * weighed and counted one after another and the one that reaches the threshold holds it.
     */
    async file(
      r: PersonReport,
      sellerId: number,
      baseThreshold: number,
    ): Promise<{ id?: number; held: boolean; standing?: ReportStanding }> {
      return db.transaction(async (tx) => {
        await decisions.lockForReport(tx, r.listingId);
        const repo = reportsRepository(tx);
        const facts = await repo.reporterFacts(r.reporterId, r.listingId, sellerId, r.network);
        if (!facts) return { held: false };
        const standing = reportStanding(facts, r.messageId !== undefined);
        const id = await repo.fileByPerson(r, standing, reportWeight(recordOf(facts)));
        if (!id || (standing !== 'counted' && standing !== 'ranked')) return { id, held: false, standing };
        const weights = await repo.openWeights(r.listingId);
        const held =
          reachesHold(weights, holdThresholdFor(baseThreshold, await repo.audience(r.listingId))) &&
          (await decisions.hold(
            tx,
            r.listingId,
            SYSTEM_ACTOR,
            `Reported by ${weights.reporters} people with standing (weight ${weights.counted + weights.ranked})`,
          ));
        return { id, held, standing };
      });
    },
  };
}

export type ReportFiling = ReturnType<typeof reportFiling>;
