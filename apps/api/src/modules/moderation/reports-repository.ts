import type { AutomaticReportReason, ReportReason, ReportStanding } from '@bazaar/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { hasVerifiedPhone } from '../phones/index.ts';
import { PROBATION_DAYS } from './report-weight.ts';
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
  /** Another counted (or ranking) open report on this ad came from the same network. */
  networkCounted: boolean;
  /** The reporter's earlier reports an operator upheld, and dismissed. */
  upheld: number;
  dismissed: number;
  /** The reporter has a verified mobile number. */
  phoneVerified: boolean;
  /**
   * The ad's seller: an account at least PROBATION_DAYS old, not suspended, none of whose ads or
   * messages was ever reported with the report upheld.
   */
  sellerInGoodStanding: boolean;
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
    async fileByPerson(
      r: PersonReport,
      standing: ReportStanding,
      weight: number,
    ): Promise<number | undefined> {
      const [row] = await db
        .insert(reports)
        .values({ ...r, standing, weight })
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
            and r.status = 'open' and r.standing in ('counted', 'ranked') and r.network = ${network ?? null})`,
          upheld: sql<number>`(select count(*)::int from ${reports} r
            where r.reporter_id = ${users}.id and r.status = 'actioned')`,
          dismissed: sql<number>`(select count(*)::int from ${reports} r
            where r.reporter_id = ${users}.id and r.status = 'dismissed')`,
          phoneVerified: hasVerifiedPhone(sql`${users}.id`),
          sellerInGoodStanding: sql<boolean>`exists (select 1 from ${users} s where s.id = ${sellerId}
            and s.suspended_at is null
            and s.created_at <= now() - ${PROBATION_DAYS} * interval '1 day'
            and not exists (select 1 from ${reports} r join ${listings} l on l.id = r.listing_id
              where l.seller_id = s.id and r.status = 'actioned' and r.subject_user_id is null)
            and not exists (select 1 from ${reports} r where r.subject_user_id = s.id and r.status = 'actioned'))`,
        })
        .from(users)
        .where(eq(users.id, reporterId));
      return (
        row && {
          ...row,
          createdAt: new Date(row.createdAt),
          upheld: Number(row.upheld),
          dismissed: Number(row.dismissed),
        }
      );
    },

    /**
     * The weights of the open reports on this ad itself, one per person (their heaviest): those
     * that count toward a hold, and those that only rank it.
     */
    async openWeights(listingId: number): Promise<{ counted: number; ranked: number; reporters: number }> {
      const [row] = await rowsOf<{ counted: number; ranked: number; reporters: number }>(
        db as Db,
        sql`select coalesce(sum(w) filter (where standing = 'counted'), 0)::float8 as counted,
              coalesce(sum(w) filter (where standing = 'ranked'), 0)::float8 as ranked,
              count(*) filter (where standing = 'counted')::int as reporters
            from (select r.reporter_id, r.standing, max(coalesce(r.weight, 1)) as w from ${reports} r
                  where r.listing_id = ${listingId} and r.status = 'open' and r.message_id is null
                    and r.standing in ('counted', 'ranked')
                  group by r.reporter_id, r.standing) per_person`,
      );
      return {
        counted: Number(row?.counted ?? 0),
        ranked: Number(row?.ranked ?? 0),
        reporters: Number(row?.reporters ?? 0),
      };
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
