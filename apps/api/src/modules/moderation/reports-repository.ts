import type { AutomaticReportReason, ReportReason } from '@bazaar/shared';
import { and, countDistinct, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';

/** A database handle or a transaction: reports are often filed inside another write. */
export type Executor = Db | Tx;

export interface PersonReport {
  listingId: number;
  reporterId: number;
  reason: ReportReason;
  detail: string;
  messageId?: number;
  subjectUserId?: number;
}

export interface AutomaticReport {
  listingId: number;
  reason: AutomaticReportReason;
  detail: string;
  relatedListingId?: number;
  subjectUserId?: number;
}

/** Reports: filing them (by people and by Bazaar itself) and closing them. */
export function reportsRepository(db: Executor) {
  return {
    /** The new report's id, or undefined when this person already has one open on this target. */
    async fileByPerson(r: PersonReport): Promise<number | undefined> {
      const [row] = await db.insert(reports).values(r).onConflictDoNothing().returning({ id: reports.id });
      return row?.id;
    },

    /** Idempotent: while one is open for this ad and reason, nothing is added. */
    async fileAutomatic(r: AutomaticReport): Promise<number | undefined> {
      const [row] = await db
        .insert(reports)
        .values({ ...r, reporterId: null })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return row?.id;
    },

    /** Different people with an open report on this ad itself (not on its chat messages; automatic ones do not count). */
    async openReporters(listingId: number): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(reports.reporterId) })
        .from(reports)
        .where(
          and(
            eq(reports.listingId, listingId),
            eq(reports.status, 'open'),
            isNotNull(reports.reporterId),
            isNull(reports.messageId),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** How many reports this person filed since then (the per-account limit). */
    async filedSince(reporterId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), gte(reports.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    /** Closes every open report on the ad; gives the people who filed them, to tell them. */
    async resolveOpen(listingId: number, status: 'dismissed' | 'actioned'): Promise<number[]> {
      const rows = await db
        .update(reports)
        .set({ status, resolvedAt: new Date() })
        .where(and(eq(reports.listingId, listingId), eq(reports.status, 'open')))
        .returning({ reporterId: reports.reporterId });
      return [...new Set(rows.map((r) => r.reporterId).filter((id): id is number => id !== null))];
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
