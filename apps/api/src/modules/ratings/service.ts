import {
  RATING_LIMITS,
  type Deal,
  type DealCandidates,
  type Deals,
  type Review,
  type ReviewsPage,
} from '@bazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { Conflict, Forbidden, Gone, Invalid, NotFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import type { LivePublisher } from '../events/index.ts';
import { enqueue, type JobQueue } from '../jobs/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { NotificationsRepository } from '../notifications/index.ts';
import { presentDeal, presentReview, rateUntil } from './presenter.ts';
import { rateDealMail } from './rate-deal-mail.ts';
import type { RatingsRepository } from './repository.ts';

export const RATE_DEAL_MAIL_JOB = 'ratings.rate-deal-mail';
const HOUR_MS = 60 * 60 * 1000;
const DEALS_SHOWN = 50;
const AD_NOT_YOURS = 'This ad does not exist or is not yours';
const NOT_YOUR_DEAL = 'You can rate only a person you made a deal with on Bazaar';
const REVIEW_GONE = 'This review does not exist';

export interface RatingsDeps {
  db: Db;
  repo: RatingsRepository;
  notices: NotificationsRepository;
  live: LivePublisher;
  mailer: Mailer;
  publicUrl: string;
  /** The prohibited words a text holds, however written (lib/word-screen.ts). */
  prohibited: (text: string) => string[];
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Ratings after a deal, never without one: the seller of a sold ad names its buyer among the people
 * who chatted about it; then each may rate the other once within 30 days, change it for 48 hours,
 * and the rated person may answer once, publicly.
 */
export function ratingsService(d: RatingsDeps) {
  const { repo } = d;

  /** Review texts pass the same prohibited-words screen as ads. */
  function screen(field: string, text: string) {
    const found = d.prohibited(text);
    if (found.length)
      throw new Invalid('This text uses words Bazaar does not allow', {
        [field]: 'Please leave out words about prohibited goods',
      });
  }

  async function ownSoldAd(seller: UserRow, listingId: number) {
    const ad = await repo.listing(listingId);
    if (!ad || ad.sellerId !== seller.id || ad.status === 'removed') throw new NotFound(AD_NOT_YOURS);
    return ad;
  }

  async function reviewOrGone(id: number) {
    const row = await repo.review(id);
    if (!row || row.rating.hiddenAt) throw new NotFound(REVIEW_GONE);
    return row;
  }

  return {
    async candidates(seller: UserRow, listingId: number): Promise<DealCandidates> {
      await ownSoldAd(seller, listingId);
      return { items: await repo.candidates(listingId) };
    },

    /** The seller names the buyer (null: someone else); both are asked to rate, in the bell and by e-mail. */
    async recordDeal(seller: UserRow, listingId: number, buyerId: number | null): Promise<Deal> {
      const ad = await ownSoldAd(seller, listingId);
      if (ad.status !== 'sold')
        throw new Conflict('not_sold', 'Mark the ad sold first, then say who bought it');
      if (buyerId !== null && !(await repo.candidates(listingId)).some((c) => c.id === buyerId))
        throw new Invalid('Choose one of the people who chatted about this ad', {
          buyerId: 'Not one of the people who chatted about this ad',
        });
      const before = await repo.dealOfListing(listingId);
      if (before && before.buyerId === buyerId) return this.deal(seller, before.id);
      if (before && (await repo.hasRatings(before.id)))
        throw new Conflict('deal_rated', 'This deal has been rated already; its buyer can no longer change');
      const dealId = await d.db.transaction(async (tx) => {
        const id = await repo.saveDeal(tx, { listingId, sellerId: seller.id, buyerId });
        if (buyerId === null) return id;
        for (const [to, other] of [
          [seller.id, buyerId],
          [buyerId, seller.id],
        ] as const) {
          await d.notices.add(tx, {
            userId: to,
            kind: 'rate_deal',
            listingId,
            actorId: other,
            data: { dealId: id },
          });
          await enqueue(
            tx,
            RATE_DEAL_MAIL_JOB,
            { dealId: id, userId: to },
            { singletonKey: `${id}:${to}:${buyerId}` },
          );
        }
        return id;
      });
      if (buyerId !== null) await d.live.send([seller.id, buyerId], { type: 'notification' });
      return this.deal(seller, dealId);
    },

    async deal(user: UserRow, dealId: number): Promise<Deal> {
      const row = await repo.deal(dealId);
      if (!row || (row.seller.id !== user.id && row.buyer?.id !== user.id))
        throw new NotFound('This deal does not exist');
      return presentDeal(row, await repo.ratingsOfDeals([dealId]), user.id);
    },

    async deals(user: UserRow): Promise<Deals> {
      const rows = await repo.dealsOf(user.id, DEALS_SHOWN);
      const reviews = await repo.ratingsOfDeals(rows.map((r) => r.deal.id));
      return { items: rows.map((r) => presentDeal(r, reviews, user.id)) };
    },

    async rate(user: UserRow, dealId: number, body: { stars: number; text: string }): Promise<Review> {
      const row = await repo.deal(dealId);
      const buyerId = row?.buyer?.id ?? null;
      // No deal, no rating: a stranger is told plainly, whether or not the deal exists.
      if (!row || buyerId === null || (row.seller.id !== user.id && buyerId !== user.id))
        throw new Forbidden(NOT_YOUR_DEAL);
      if (Date.now() > rateUntil(row.deal.createdAt).getTime())
        throw new Gone('rating_closed', `Deals can be rated for ${RATING_LIMITS.rateWithinDays} days`);
      screen('text', body.text);
      const asSeller = row.seller.id === user.id;
      const ratedId = asSeller ? buyerId : row.seller.id;
      let askRead = 0;
      const id = await d.db.transaction(async (tx) => {
        const added = await repo.addRating(tx, {
          dealId,
          raterId: user.id,
          ratedId,
          raterRole: asSeller ? 'seller' : 'buyer',
          stars: body.stars,
          text: body.text,
        });
        if (added) {
          await d.notices.add(tx, {
            userId: ratedId,
            kind: 'rating_received',
            listingId: row.listing.id,
            actorId: user.id,
            data: { ratingId: added, stars: body.stars },
          });
          // However the form was reached (the bell, the e-mail, My Ads), "Rate your deal" is done.
          askRead = await d.notices.markRateDealRead(tx, user.id, dealId);
        }
        return added;
      });
      if (!id) throw new Conflict('already_rated', 'You have rated this deal already');
      await d.live.send([ratedId], { type: 'notification' });
      // The rater's other tabs: their bell has one unread notice fewer.
      if (askRead) await d.live.send([user.id], { type: 'notification' });
      return presentReview((await repo.review(id))!);
    },

    async edit(user: UserRow, ratingId: number, body: { stars: number; text: string }): Promise<Review> {
      const row = await reviewOrGone(ratingId);
      if (row.rating.raterId !== user.id) throw new NotFound(REVIEW_GONE);
      if (Date.now() > row.rating.createdAt.getTime() + RATING_LIMITS.editableHours * HOUR_MS)
        throw new Conflict(
          'not_editable',
          `A rating can be changed for ${RATING_LIMITS.editableHours} hours`,
        );
      screen('text', body.text);
      await repo.edit(ratingId, body.stars, body.text);
      return presentReview((await repo.review(ratingId))!);
    },

    async reply(user: UserRow, ratingId: number, text: string): Promise<Review> {
      const row = await reviewOrGone(ratingId);
      if (row.rating.ratedId !== user.id) throw new Forbidden('Only the person rated can answer a review');
      screen('text', text);
      const answered = await d.db.transaction(async (tx) => {
        if (!(await repo.reply(tx, ratingId, text))) return false;
        await d.notices.add(tx, {
          userId: row.rating.raterId,
          kind: 'rating_reply',
          listingId: row.listing.id,
          actorId: user.id,
          data: { ratingId },
        });
        return true;
      });
      if (!answered) throw new Conflict('already_answered', 'You have answered this review already');
      await d.live.send([row.rating.raterId], { type: 'notification' });
      return presentReview((await repo.review(ratingId))!);
    },

    /** The shown reviews of a person (the profile checks first that it may be shown). */
    async reviewsOf(userId: number, before?: number): Promise<ReviewsPage> {
      const limit = RATING_LIMITS.reviewsPageSize;
      const rows = await repo.reviewsOf(userId, limit + 1, before);
      const page = rows.slice(0, limit);
      return {
        items: page.map(presentReview),
        nextBefore: rows.length > limit ? (page.at(-1)?.rating.id ?? null) : null,
      };
    },

    /** Job: the "Rate your deal with …" e-mail to one of the two. */
    async rateDealMailJob(payload: Record<string, unknown>) {
      const facts = await repo.mailFacts(Number(payload.dealId), Number(payload.userId));
      if (!facts) return;
      await d.mailer.send(
        rateDealMail({
          to: facts.to.email,
          name: facts.to.name,
          other: facts.other.name,
          title: facts.deal.listing.title,
          // The web app opens the deal's rating form over the notifications page.
          dealUrl: new URL(`/notifications?deal=${facts.deal.deal.id}`, d.publicUrl).toString(),
          days: RATING_LIMITS.rateWithinDays,
        }),
      );
    },

    register(queue: JobQueue) {
      queue.work(RATE_DEAL_MAIL_JOB, (p) => this.rateDealMailJob(p));
    },
  };
}

export type RatingsService = ReturnType<typeof ratingsService>;
