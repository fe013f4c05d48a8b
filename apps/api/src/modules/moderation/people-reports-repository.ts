import type { PersonReportReason, ReportReason } from '@bazaar/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { ratings, reports, users } from '../../db/schema.ts';
import { hasVerifiedPhone } from '../phones/index.ts';

const reporter = alias(users, 'reporter');
const subject = alias(users, 'subject');

/** Reports about people and reviews (no ad), and the decisions on them: their SQL. */
export function peopleReportsRepository(db: Db) {
  return {
    async person(id: number) {
      const [row] = await db
        .select({ id: users.id, suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async rating(id: number) {
      const [row] = await db
        .select({ id: ratings.id, raterId: ratings.raterId, hiddenAt: ratings.hiddenAt })
        .from(ratings)
        .where(eq(ratings.id, id));
      return row;
    },

    /** The report's id, or undefined when this person has one open about the same person or review. */
    async file(r: {
      reporterId: number;
      subjectUserId: number;
      ratingId?: number;
      /** A review's report gives an ad's reasons; a person's, a person's. */
      reason: ReportReason | PersonReportReason;
      detail: string;
      network?: string;
    }): Promise<number | undefined> {
      const [row] = await db
        .insert(reports)
        .values({ ...r, listingId: null })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return row?.id;
    },

    /** Open ones, reporters with a verified number first, then oldest. */
    async open(limit: number) {
      const verified = hasVerifiedPhone(reporter.id);
      return db
        .select({
          report: reports,
          reporter: { id: reporter.id, name: reporter.name, phoneVerified: verified },
          subject: { id: subject.id, name: subject.name, suspendedAt: subject.suspendedAt },
          review: { id: ratings.id, stars: ratings.stars, text: ratings.text, hiddenAt: ratings.hiddenAt },
        })
        .from(reports)
        .innerJoin(reporter, eq(reporter.id, reports.reporterId))
        .innerJoin(subject, eq(subject.id, reports.subjectUserId))
        .leftJoin(ratings, eq(ratings.id, reports.ratingId))
        .where(and(isNull(reports.listingId), eq(reports.status, 'open')))
        .orderBy(desc(verified), asc(reports.createdAt), asc(reports.id))
        .limit(limit);
    },

    /** Closes one open report about a person; gives its subject, or undefined. */
    async dismiss(tx: Tx, id: number): Promise<number | undefined> {
      const [row] = await tx
        .update(reports)
        .set({ status: 'dismissed', resolvedAt: new Date() })
        .where(and(eq(reports.id, id), isNull(reports.listingId), eq(reports.status, 'open')))
        .returning({ subject: reports.subjectUserId });
      return row?.subject ?? undefined;
    },

    /** Hides a review; false when it was hidden already or does not exist. */
    async hideReview(tx: Tx, id: number, reason: string): Promise<boolean> {
      const rows = await tx
        .update(ratings)
        .set({ hiddenAt: new Date(), hiddenReason: reason })
        .where(and(eq(ratings.id, id), isNull(ratings.hiddenAt)))
        .returning({ id: ratings.id });
      if (rows.length === 0) return false;
      await tx
        .update(reports)
        .set({ status: 'actioned', resolvedAt: sql`now()` })
        .where(and(eq(reports.ratingId, id), eq(reports.status, 'open')));
      return true;
    },
  };
}

export type PeopleReportsRepository = ReturnType<typeof peopleReportsRepository>;
