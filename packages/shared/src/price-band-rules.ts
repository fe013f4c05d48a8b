// The fair-price band's rules, kept apart from the zod contracts so the web app's pages can use
// them without loading the schemas.

/** Categories with a fair-price band: where brand, model (and for vehicles year and km) set a price. */
export const PRICE_BAND_CATEGORIES = ['cars', 'motorcycles', 'scooters', 'mobile-phones'] as const;
export type PriceBandCategory = (typeof PRICE_BAND_CATEGORIES)[number];

/** Below this many comparable ads a band says more about chance than about the market. */
export const PRICE_BAND_MIN_COMPARABLES = 8;
/** Comparables' year: the ad's year, one before or one after. */
export const PRICE_BAND_YEAR_SPAN = 1;
/** Sold ads count as comparables this long after they were sold. */
export const PRICE_BAND_SOLD_MONTHS = 12;

/**
 * Comparables' kilometres: within 40 % of the ad's, but never narrower than 10,000 km either side
 * (a 3,000 km bike and a 9,000 km one are the same as-new bike; 40 % of 3,000 would split them).
 */
export function kmBand(km: number): { min: number; max: number } {
  const spread = Math.max(Math.round(km * 0.4), 10_000);
  return { min: Math.max(0, km - spread), max: km + spread };
}

/** Vehicles compare on year and kilometres; phones have neither in the catalog (brand and model only). */
export const bandUsesYearAndKm = (category: string) => category !== 'mobile-phones';

/** Where a price sits: below P25 good, P25–P75 fair, above P75 above market. */
export const PRICE_VERDICTS = ['good', 'fair', 'above'] as const;
export type PriceVerdict = (typeof PRICE_VERDICTS)[number];

export function priceVerdict(price: number, band: { p25: number; p75: number }): PriceVerdict {
  if (price < band.p25) return 'good';
  if (price > band.p75) return 'above';
  return 'fair';
}

export const percentFromMedian = (price: number, median: number) =>
  median > 0 ? Math.round(((price - median) / median) * 100) : 0;
