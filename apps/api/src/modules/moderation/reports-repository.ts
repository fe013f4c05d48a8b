import type { AutomaticReportReason, ReportReason, ReportStanding } from '@bazaar/shared';
import { and, countDistinct, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks, conversations, favourites, listings, messages, reports, users } from '../../db/schema.ts';
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
  network?: string;
}

/** What decides whether a person's report counts toward a hold (see report-standing.ts). */
export interface ReporterFacts {
  /** The account has a password (set from a link e-mailed to it) or signs in with Google. */
  confirmed: boolean;
  createdAt: Date;
  /** Has posted an ad or sent a chat message. */
  history: boolean;
  /** A block between the reporter and the ad's seller, either way. */
  blocked: boolean;
  /** Another counted open report on this ad came from the same network. */
  networkCounted: boolean;
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
    /**
     * The new report's id (filed with its standing), or undefined when this person already has one
     * open on this target.
     */
    async fileByPerson(r: PersonReport, standing: ReportStanding): Promise<number | undefined> {
      const [row] = await db
        .insert(reports)
        .values({ ...r, standing })
        .onConflictDoNothing()
        .returning({ id: reports.id });
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

    /** The reporter's standing toward this ad and its seller, in one query. */
    async reporterFacts(
      reporterId: number,
      listingId: number,
      sellerId: number,
      network: string | undefined,
    ): Promise<ReporterFacts | undefined> {
      const [row] = await db
        .select({
          confirmed: sql<boolean>`(${users.passwordHash} is not null or ${users.googleSubject} is not null)`,
          createdAt: users.createdAt,
          // Column references inside the subqueries are qualified: drizzle writes bare names.
          history: sql<boolean>`(exists (select 1 from ${listings} l where l.seller_id = ${users}.id)
            or exists (select 1 from ${conversations} c where c.buyer_id = ${users}.id
              and exists (select 1 from ${messages} m where m.conversation_id = c.id and m.sender_id = ${users}.id)))`,
          blocked: sql<boolean>`exists (select 1 from ${blocks} b
            where (b.blocker_id = ${users}.id and b.blocked_id = ${sellerId})
               or (b.blocker_id = ${sellerId} and b.blocked_id = ${users}.id))`,
          networkCounted: sql<boolean>`exists (select 1 from ${reports} r where r.listing_id = ${listingId}
            and r.status = 'open' and r.standing = 'counted' and r.network = ${network ?? null})`,
        })
        .from(users)
        .where(eq(users.id, reporterId));
      return row && { ...row, createdAt: new Date(row.createdAt) };
    },

    /** Different people whose open report on this ad itself counted toward a hold. */
    async countedReporters(listingId: number): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(reports.reporterId) })
        .from(reports)
        .where(
          and(
            eq(reports.listingId, listingId),
            eq(reports.status, 'open'),
            eq(reports.standing, 'counted'),
            isNull(reports.messageId),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** How many people an ad reached: its page views and the hearts it got. */
    async audience(listingId: number): Promise<number> {
      const [row] = await db
        .select({
          n: sql<number>`(${listings.views} + (select count(*) from ${favourites} f where f.listing_id = ${listings}.id))::int`,
        })
        .from(listings)
        .where(eq(listings.id, listingId));
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
