import { z } from 'zod';
import { PRICE_BAND_CATEGORIES, PRICE_VERDICTS } from '../price-band-rules.ts';

const THIS_YEAR = new Date().getFullYear();

export const PriceBandQuery = z.object({
  category: z.enum(PRICE_BAND_CATEGORIES),
  brand: z.string().trim().min(1).max(60),
  model: z.string().trim().min(1).max(70),
  year: z.coerce.number().int().min(1900).max(THIS_YEAR).optional(),
  km: z.coerce.number().int().min(0).max(1_000_000).optional(),
  /** The asking price to place in the band (the form's price as it is typed). */
  price: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  /** An ad to leave out of its own comparables (the ad page, editing). */
  exclude: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
});
export type PriceBandQuery = z.infer<typeof PriceBandQuery>;
export type PriceBandQueryInput = z.input<typeof PriceBandQuery>;

export const PriceBand = z.object({
  /** How many comparable ads the band is made of; null band when below the minimum. */
  comparables: z.number().int(),
  band: z
    .object({
      p25: z.number().int(),
      median: z.number().int(),
      p75: z.number().int(),
    })
    .nullable(),
  /** Only with a price and a band: its verdict, and how far it is from the median in whole percent. */
  verdict: z.enum(PRICE_VERDICTS).nullable(),
  percentFromMedian: z.number().int().nullable(),
});
export type PriceBand = z.infer<typeof PriceBand>;
