import { z } from 'zod';
import { Party } from './conversations.ts';
import { RATING_LIMITS } from './rating-limits.ts';

const id = z.number().int();
const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53 - 1);

export { RATING_LIMITS };

/** Which side of the deal the person who wrote a rating was on. */
export const DEAL_ROLES = ['buyer', 'seller'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];

/** PUT /api/me/listings/:id/deal: who bought the sold ad; null: someone who did not chat on Bazaar. */
export const DealBuyerBody = z.object({ buyerId: id.positive().nullable() });
export type DealBuyerBody = z.infer<typeof DealBuyerBody>;

/** GET /api/me/listings/:id/buyers: the people who chatted about the ad (the seller chooses one). */
export const DealCandidates = z.object({ items: z.array(Party) });
export type DealCandidates = z.infer<typeof DealCandidates>;

const reviewText = (max: number) => z.string().trim().max(max);

export const RatingBody = z.object({
  stars: z.number().int().min(RATING_LIMITS.starsMin).max(RATING_LIMITS.starsMax),
  text: reviewText(RATING_LIMITS.textMax).default(''),
});
export type RatingBody = z.input<typeof RatingBody>;

export const RatingReplyBody = z.object({ text: reviewText(RATING_LIMITS.replyMax).min(1) });
export type RatingReplyBody = z.infer<typeof RatingReplyBody>;

/** A review as everyone sees it: the rater's public name only. */
export const Review = z.object({
  id,
  stars: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The rater was the buyer or the seller of the deal. */
  raterRole: z.enum(DEAL_ROLES),
  rater: Party,
  rated: Party,
  listing: z.object({ id, title: z.string() }),
  /** The rated person's one public answer. */
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof Review>;

export const ReviewsQuery = z.object({ before: idParam.optional() });
export const ReviewsPage = z.object({ items: z.array(Review), nextBefore: id.nullable() });
export type ReviewsPage = z.infer<typeof ReviewsPage>;

/** A deal as one of its two people sees it. */
export const Deal = z.object({
  id,
  listing: z.object({ id, title: z.string(), category: z.string() }),
  seller: Party,
  /** Null: the seller sold to someone else (nobody may rate). */
  buyer: Party.nullable(),
  soldAt: z.string(),
  /** Ratings are accepted until then. */
  rateUntil: z.string(),
  /** My rating of the other person, and theirs of me. */
  mine: Review.nullable(),
  theirs: Review.nullable(),
  /** I may rate now (a party, not yet rated, within the window). */
  canRate: z.boolean(),
});
export type Deal = z.infer<typeof Deal>;

export const Deals = z.object({ items: z.array(Deal) });
export type Deals = z.infer<typeof Deals>;

export const DealParams = z.object({ id: idParam });
export const RatingParams = z.object({ id: idParam });
