import { type PeopleReports, type PersonReportBody, type ReportBody, type ReportFiled } from '@bazaar/shared';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { networkPrefix } from '../../lib/network-prefix.ts';
import type { UserRow } from '../auth/index.ts';
import { audit, type Actor } from './audit-repository.ts';
import type { PeopleReportsRepository } from './people-reports-repository.ts';

const LIST_SIZE = 100;
const THANKS =
  'Thank you for telling us. Our team will look at it, and we will let you know what we decided.';
const alreadyReported = (what: string) =>
  new Conflict('already_reported', `You have already reported this ${what}. Our team will look at it soon.`);

/**
 * Reports about a person (from their profile) and about a review, through the same limits and the
 * same operators' attention as reports about ads; they hold nothing by themselves. Operators
 * dismiss them, hide the review, or act on the account (warn, suspend) as for any seller.
 */
export function peopleReports(db: Db, repo: PeopleReportsRepository) {
  const body = (b: ReportBody | PersonReportBody) => ({ reason: b.reason, detail: b.detail ?? '' });

  return {
    async reportPerson(
      user: UserRow,
      personId: number,
      b: PersonReportBody,
      address: string,
    ): Promise<ReportFiled> {
      const person = await repo.person(personId);
      if (!person || person.suspendedAt) throw new NotFound('This person does not exist');
      if (person.id === user.id) throw new Conflict('own_profile', 'This is your own profile');
      const id = await repo.file({
        reporterId: user.id,
        subjectUserId: personId,
        network: networkPrefix(address),
        ...body(b),
      });
      if (!id) throw alreadyReported('person');
      return { id, message: THANKS };
    },

    async reportReview(
      user: UserRow,
      ratingId: number,
      b: ReportBody,
      address: string,
    ): Promise<ReportFiled> {
      const rating = await repo.rating(ratingId);
      if (!rating || rating.hiddenAt) throw new NotFound('This review does not exist');
      if (rating.raterId === user.id) throw new Conflict('own_review', 'This is your own review');
      const id = await repo.file({
        reporterId: user.id,
        subjectUserId: rating.raterId,
        ratingId,
        network: networkPrefix(address),
        ...body(b),
      });
      if (!id) throw alreadyReported('review');
      return { id, message: THANKS };
    },

    async open(): Promise<PeopleReports> {
      const rows = await repo.open(LIST_SIZE);
      return {
        items: rows.map((r) => ({
          id: r.report.id,
          reason: r.report.reason,
          detail: r.report.detail,
          createdAt: r.report.createdAt.toISOString(),
          reporter: { id: r.reporter.id, name: r.reporter.name, phoneVerified: !!r.reporter.phoneVerified },
          subject: { id: r.subject.id, name: r.subject.name, suspended: r.subject.suspendedAt !== null },
          review: r.review?.id
            ? {
                id: r.review.id,
                stars: r.review.stars,
                text: r.review.text,
                hidden: r.review.hiddenAt !== null,
              }
            : null,
        })),
      };
    },

    /** Audited like every decision: who, why, on whom. */
    async dismiss(actor: Actor, reportId: number, reason: string): Promise<void> {
      const done = await db.transaction(async (tx) => {
        const subject = await repo.dismiss(tx, reportId);
        if (subject === undefined) return false;
        await audit(tx, actor, {
          action: 'dismiss',
          targetType: 'user',
          targetId: subject,
          reason,
          statusBefore: 'reported',
          statusAfter: 'dismissed',
        });
        return true;
      });
      if (!done) throw new NotFound('No open report about a person has this id');
    },

    async hideReview(actor: Actor, ratingId: number, reason: string): Promise<void> {
      const done = await db.transaction(async (tx) => {
        if (!(await repo.hideReview(tx, ratingId, reason))) return false;
        await audit(tx, actor, {
          action: 'hide_review',
          targetType: 'rating',
          targetId: ratingId,
          reason,
          statusBefore: 'shown',
          statusAfter: 'hidden',
        });
        return true;
      });
      if (!done) throw new NotFound('This review does not exist or is hidden already');
    },
  };
}

export type PeopleReportsService = ReturnType<typeof peopleReports>;
