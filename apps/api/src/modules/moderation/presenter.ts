import type { AuditEntry, QueueItem, QueueReport } from '@bazaar/shared';
import type { auditLog } from '../../db/schema.ts';
import { presentPhoto, presentPrivatePhoto, type StoredPhoto } from '../media/index.ts';

/** Where staff see a reported message's photos (admin routes: 404 to anyone but staff). */
export const reportPhotoPrefix = (reportId: number) => `/api/admin/reports/${reportId}/photos`;
import type { QueueRepository } from './queue-repository.ts';

type Awaited2<T> = T extends Promise<infer U> ? U : T;
type ReportRow = Awaited2<ReturnType<QueueRepository['openReports']>>[number];
type ListingRow = Awaited2<ReturnType<QueueRepository['listings']>>[number];
type SellerRow = Awaited2<ReturnType<QueueRepository['sellers']>>[number];

const iso = (d: Date | string) => new Date(d).toISOString();

export function presentReport(
  r: ReportRow,
  photoOf: (id: number) => StoredPhoto | undefined,
  messagePhotos: StoredPhoto[] = [],
): QueueReport {
  const related = r.related?.id ? r.related : null;
  const relatedPhoto = related ? photoOf(related.id) : undefined;
  return {
    id: r.report.id,
    reason: r.report.reason,
    detail: r.report.detail,
    automatic: r.report.reporterId === null,
    standing: r.report.reporterId === null ? null : r.report.standing,
    createdAt: r.report.createdAt.toISOString(),
    reporter: r.reporter?.id ? { id: r.reporter.id, name: r.reporter.name } : null,
    subject: r.subject?.id
      ? { id: r.subject.id, name: r.subject.name, suspended: r.subject.suspendedAt !== null }
      : null,
    message: r.message ?? null,
    messagePhotos: messagePhotos.map((p) => presentPrivatePhoto(reportPhotoPrefix(r.report.id), p)),
    related: related
      ? {
          id: related.id,
          title: related.title,
          status: related.status,
          photo: relatedPhoto ? presentPhoto(relatedPhoto) : null,
        }
      : null,
  };
}

/** The operator's view of a reported ad: everything, e-mail of the seller included (staff only). */
export function presentQueueItem(
  listing: ListingRow,
  photos: StoredPhoto[],
  seller: SellerRow,
  reports: QueueReport[],
  entry: { reporters: number; counted: number; oldest: Date | null },
): QueueItem {
  return {
    listing: {
      id: listing.id,
      category: listing.category,
      title: listing.title,
      description: listing.description,
      price: listing.price,
      city: listing.city,
      state: listing.state,
      status: listing.status,
      createdAt: listing.createdAt.toISOString(),
      moderationReason: listing.moderationReason,
      appeal: listing.status === 'taken_down' ? listing.appealText : null,
      photos: photos.map(presentPhoto),
    },
    seller: {
      id: Number(seller.id),
      name: seller.name,
      email: seller.email,
      since: iso(seller.created_at),
      ads: seller.ads,
      reports: seller.reports,
      removals: seller.removals,
      suspended: seller.suspended,
    },
    reports,
    reporters: entry.reporters,
    counted: entry.counted,
    oldestReportAt: entry.oldest ? entry.oldest.toISOString() : null,
  };
}

export function presentAudit(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    operator: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    statusBefore: row.statusBefore,
    statusAfter: row.statusAfter,
    createdAt: row.createdAt.toISOString(),
  };
}
