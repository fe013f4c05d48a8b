import { RATING_LIMITS, type Deal, type Review } from '@bazaar/shared';
import type { RatingsRepository } from './repository.ts';

type ReviewRow = NonNullable<Awaited<ReturnType<RatingsRepository['review']>>>;
type DealRow = NonNullable<Awaited<ReturnType<RatingsRepository['deal']>>>;

const DAY_MS = 24 * 60 * 60 * 1000;
export const rateUntil = (dealCreatedAt: Date) =>
  new Date(dealCreatedAt.getTime() + RATING_LIMITS.rateWithinDays * DAY_MS);

/** A review as anyone sees it: names only, never an e-mail or a number. */
export function presentReview(row: ReviewRow): Review {
  const r = row.rating;
  return {
    id: r.id,
    stars: r.stars,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    raterRole: r.raterRole,
    rater: row.rater,
    rated: row.rated,
    listing: row.listing,
    reply:
      r.replyText !== null && r.repliedAt
        ? { text: r.replyText, createdAt: r.repliedAt.toISOString() }
        : null,
  };
}

/** A deal as one of its two people (`me`) sees it. */
export function presentDeal(row: DealRow, reviews: ReviewRow[], me: number, now = new Date()): Deal {
  const buyer = row.buyer?.id ? { id: row.buyer.id, name: row.buyer.name } : null;
  const until = rateUntil(row.deal.createdAt);
  const mine = reviews.find((r) => r.rating.dealId === row.deal.id && r.rating.raterId === me);
  const theirs = reviews.find(
    (r) => r.rating.dealId === row.deal.id && r.rating.ratedId === me && r.rating.hiddenAt === null,
  );
  return {
    id: row.deal.id,
    listing: row.listing,
    seller: row.seller,
    buyer,
    soldAt: row.deal.createdAt.toISOString(),
    rateUntil: until.toISOString(),
    mine: mine ? presentReview(mine) : null,
    theirs: theirs ? presentReview(theirs) : null,
    canRate: buyer !== null && !mine && now < until,
  };
}
