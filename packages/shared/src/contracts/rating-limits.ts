// Apart from the rating schemas, so the web app's rating form takes the limits without them.
export const RATING_LIMITS = {
  starsMin: 1,
  starsMax: 5,
  textMax: 500,
  replyMax: 500,
  /** Each party may rate the other this long after the deal. */
  rateWithinDays: 30,
  /** A rating may be changed this long after it was given. */
  editableHours: 48,
  reviewsPageSize: 20,
} as const;
