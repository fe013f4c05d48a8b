import { z } from 'zod';
import { ConversationListing, Party } from './conversations.ts';

export const NOTIFICATION_KINDS = [
  'message',
  'offer_made',
  'offer_accepted',
  'offer_declined',
  /** The buyer's open offer closed because the seller marked the ad sold, or removed it. */
  'offer_ad_sold',
  'offer_ad_removed',
  'favourite_sold',
  'price_dropped',
  /** Moderation: a reporter hears the outcome (data.outcome), a seller a decision (data.reason). */
  'report_outcome',
  'ad_taken_down',
  'ad_restored',
  'account_warning',
  /** A new ad fits one of the person's saved searches. */
  'saved_search_match',
  /** The seller's ad ends in a few days (data.expiresAt), and when it has ended. */
  'ad_expiring',
  'ad_expired',
  /** An ad the person keeps in their favourites has ended. */
  'favourite_expired',
  /** A deal was recorded: rate the other person (actor) within RATING_LIMITS.rateWithinDays. */
  'rate_deal',
  /** The actor rated the person (data.ratingId, data.stars), or answered their rating. */
  'rating_received',
  'rating_reply',
  /**
   * Another account proved the person's verified number by SMS, so it left their account (one
   * number, one account). No actor: who took it is never said. data.ending: its last 4 digits.
   */
  'phone_moved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const Notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  read: z.boolean(),
  listing: ConversationListing.nullable(),
  conversationId: z.number().int().nullable(),
  actor: Party.nullable(),
  /** Figures frozen at the time: offer amount, old and new price. */
  data: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = z.object({
  before: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});

export const NotificationsPage = z.object({
  items: z.array(Notification),
  nextBefore: z.number().int().nullable(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;
