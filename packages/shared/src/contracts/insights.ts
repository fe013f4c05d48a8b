import { z } from 'zod';
import { PriceBand } from './price-band.ts';

/** One day of an ad's life in My Ads: what happened to it that day (dates are IST days). */
export const InsightDay = z.object({
  day: z.string(),
  views: z.number().int(),
  favourites: z.number().int(),
  chats: z.number().int(),
  offers: z.number().int(),
});
export type InsightDay = z.infer<typeof InsightDay>;

/** The most days a chart shows: an ad older than this shows its latest ones. */
export const INSIGHT_DAYS_MAX = 90;

export const ListingInsights = z.object({
  listingId: z.number().int(),
  days: z.array(InsightDay),
  /** How its price compares with similar ads; null where the category has no band. */
  price: PriceBand.nullable(),
});
export type ListingInsights = z.infer<typeof ListingInsights>;
