import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client.ts';
import { auditLog, listings, messages, reports, uploads, users } from '../../db/schema.ts';
import { uploadColumns } from '../media/index.ts';
import { photoColumns } from '../listings/index.ts';
import { listingPhotos } from '../../db/schema.ts';

const reporter = alias(users, 'reporter');
const subject = alias(users, 'subject');
const related = alias(listings, 'related');

/**
 * The operators' queue: ads with open reports, held ads, and taken-down ads whose appeal has not
 * been answered (no decision since it), one entry per ad: the heaviest first (the weights of the
 * reports that count or rank, report-weight.ts; reports without standing weigh nothing), then most
 * reports that counted, then most reporters, then oldest.
 */
export function queueRepository(db: Db) {
  return {
    async entries(limit: number) {
      const rows = await rowsOf<{
        id: string | number;
        reporters: number;
        counted: number;
        oldest: Date | string | null;
      }>(
        db,
        sql`with candidates as (
              select r.listing_id as id from ${reports} r where r.status = 'open' and r.listing_id is not null
              union
              select l.id from ${listings} l where l.status = 'held'
              union
              select l.id from ${listings} l
                where l.status = 'taken_down' and l.appealed_at is not null
                  and not exists (select 1 from ${auditLog} a where a.target_type = 'listing'
                    and a.target_id = l.id and a.action <> 'appeal' and a.created_at > l.appealed_at))
            select c.id,
              (select count(distinct r.reporter_id)::int from ${reports} r
                where r.listing_id = c.id and r.status = 'open') as reporters,
              (select count(distinct r.reporter_id)::int from ${reports} r
                where r.listing_id = c.id and r.status = 'open' and r.standing = 'counted') as counted,
              (select coalesce(sum(coalesce(r.weight, 1)), 0) from ${reports} r
                where r.listing_id = c.id and r.status = 'open' and r.standing in ('counted', 'ranked')) as weight,
              coalesce((select min(r.created_at) from ${reports} r where r.listing_id = c.id and r.status = 'open'),
                       (select l.appealed_at from ${listings} l where l.id = c.id),
                       (select l.updated_at from ${listings} l where l.id = c.id)) as oldest
            from candidates c
            order by weight desc, counted desc, reporters desc, oldest asc, c.id asc
            limit ${limit}`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        reporters: r.reporters,
        counted: r.counted,
        oldest: r.oldest ? new Date(r.oldest) : null,
      }));
    },

    async listings(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(listings).where(inArray(listings.id, ids));
    },

    async photos(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ listingId: listingPhotos.listingId, ...photoColumns })
        .from(listingPhotos)
        .where(inArray(listingPhotos.listingId, ids))
        .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
    },

    /** The open reports of these ads, oldest first, with who filed them and what they point at. */
    async openReports(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          report: reports,
          reporter: { id: reporter.id, name: reporter.name },
          subject: { id: subject.id, name: subject.name, suspendedAt: subject.suspendedAt },
          message: messages.body,
          related: { id: related.id, title: related.title, status: related.status },
        })
        .from(reports)
        .leftJoin(reporter, eq(reporter.id, reports.reporterId))
        .leftJoin(subject, eq(subject.id, reports.subjectUserId))
        .leftJoin(messages, eq(messages.id, reports.messageId))
        .leftJoin(related, eq(related.id, reports.relatedListingId))
        .where(and(inArray(reports.listingId, ids), eq(reports.status, 'open')))
        .orderBy(asc(reports.createdAt), asc(reports.id));
    },

    /** The photos of these reported chat messages, each message's in the order sent. */
    async messagePhotos(messageIds: number[]) {
      if (messageIds.length === 0) return [];
      return db
        .select({ messageId: uploads.messageId, ...uploadColumns })
        .from(uploads)
        .where(inArray(uploads.messageId, messageIds))
        .orderBy(asc(uploads.messageId), asc(uploads.messagePosition));
    },

    /** Whether this key is a photo of the message this report is about. */
    async isReportedPhoto(reportId: number, key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: uploads.id })
        .from(reports)
        .innerJoin(uploads, eq(uploads.messageId, reports.messageId))
        .where(and(eq(reports.id, reportId), eq(uploads.key, key), eq(uploads.chat, true)));
      return row !== undefined;
    },

    /** Each seller's history: account age, ads, reports ever filed against their ads, removals. */
    async sellers(ids: number[]) {
      if (ids.length === 0) return [];
      return rowsOf<{
        id: string | number;
        name: string;
        email: string;
        created_at: Date | string;
        suspended: boolean;
        ads: number;
        reports: number;
        removals: number;
      }>(
        db,
        sql`select u.id, u.name, u.email, u.created_at, u.suspended_at is not null as suspended,
              (select count(*)::int from ${listings} l where l.seller_id = u.id) as ads,
              (select count(*)::int from ${reports} r join ${listings} l on l.id = r.listing_id
                where l.seller_id = u.id) as reports,
              (select count(*)::int from ${auditLog} a join ${listings} l on l.id = a.target_id
                where a.target_type = 'listing' and a.action = 'remove' and l.seller_id = u.id) as removals
            from ${users} u where u.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );
    },
  };
}

export type QueueRepository = ReturnType<typeof queueRepository>;
