import {
  bandUsesYearAndKm,
  kmBand,
  percentFromMedian,
  PRICE_BAND_MIN_COMPARABLES,
  PRICE_BAND_YEAR_SPAN,
  priceVerdict,
  type PriceBand,
  type PriceBandQuery,
} from '@bazaar/shared';
import type { PriceBandRepository } from './repository.ts';

/** Fair-price bands: where an asking price sits among comparable ads. */
export function priceBandService(repo: PriceBandRepository) {
  return {
    async band(q: PriceBandQuery): Promise<PriceBand> {
      const vehicle = bandUsesYearAndKm(q.category);
      const figures = await repo.figures({
        category: q.category,
        brand: q.brand,
        model: q.model,
        years:
          vehicle && q.year !== undefined
            ? { min: q.year - PRICE_BAND_YEAR_SPAN, max: q.year + PRICE_BAND_YEAR_SPAN }
            : undefined,
        km: vehicle && q.km !== undefined ? kmBand(q.km) : undefined,
        exclude: q.exclude,
      });
      // Too few comparables: the count is told (the form can say "not enough similar ads"), no band.
      if (figures.count < PRICE_BAND_MIN_COMPARABLES || figures.median === null)
        return { comparables: figures.count, band: null, verdict: null, percentFromMedian: null };
      const band = {
        p25: Math.round(figures.p25!),
        median: Math.round(figures.median),
        p75: Math.round(figures.p75!),
      };
      const priced = q.price !== undefined && q.price > 0;
      return {
        comparables: figures.count,
        band,
        verdict: priced ? priceVerdict(q.price!, band) : null,
        percentFromMedian: priced ? percentFromMedian(q.price!, band.median) : null,
      };
    },
  };
}

export type PriceBandService = ReturnType<typeof priceBandService>;
