import { z } from 'zod';

const id = z.number().int();

/**
 * First-reply figures are shown only once a person has answered (or not) this many first messages
 * in the window: fewer say more about chance than about them.
 */
export const REPLY_STATS_MIN_CONVERSATIONS = 5;
/** The window those figures look back over. */
export const REPLY_STATS_WINDOW_DAYS = 90;
/** A person with fewer ratings than this shows "new" instead of an average. */
export const RATINGS_SHOWN_FROM = 3;

/** What Bazaar knows about an account, never how (no e-mail, no number). */
export const ProfileBadges = z.object({
  emailConfirmed: z.boolean(),
  phoneVerified: z.boolean(),
  google: z.boolean(),
});
export type ProfileBadges = z.infer<typeof ProfileBadges>;

/** "4.6 from 12 deals"; `average` is null ("new") under RATINGS_SHOWN_FROM ratings. */
export const RatingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** How the person answers the first message of a chat about their ads. */
export const ReplyStats = z.object({
  /** First messages they received in the window. */
  conversations: z.number().int(),
  /** Share of them they answered, in whole percent. */
  replyPercent: z.number().int(),
  /** Median minutes from the first message to their first answer (answered ones only). */
  medianMinutes: z.number().int().nullable(),
});
export type ReplyStats = z.infer<typeof ReplyStats>;

/** GET /api/users/:id/profile. A suspended person's answers 410 `profile_unavailable` instead. */
export const PublicProfile = z.object({
  id,
  name: z.string(),
  /** The city of their latest public ad; null before any. */
  city: z.string().nullable(),
  state: z.string().nullable(),
  memberSince: z.string(),
  badges: ProfileBadges,
  /** Null until REPLY_STATS_MIN_CONVERSATIONS first messages in REPLY_STATS_WINDOW_DAYS. */
  replies: ReplyStats.nullable(),
  rating: RatingSummary,
  /** Their ads open now; the list itself is GET /api/listings?seller=:id. */
  liveAds: z.number().int(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

export const ProfileParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
