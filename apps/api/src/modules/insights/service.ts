import { PRICE_BAND_CATEGORIES, type ListingInsights } from '@bazaar/shared';
import { NotFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import type { PriceBandService } from '../price-band/index.ts';
import type { InsightsRepository } from './repository.ts';

const BANDED = new Set<string>(PRICE_BAND_CATEGORIES);

/** Seller insights for My Ads: what happened to one's own ad, day by day, and its price's place. */
export function insightsService(repo: InsightsRepository, bands: PriceBandService) {
  return {
    async forAd(user: UserRow, id: number): Promise<ListingInsights> {
      const ad = await repo.ownAd(user.id, id);
      if (!ad) throw new NotFound('This ad does not exist or is not yours');
      const [days, price] = await Promise.all([
        repo.days(id),
        BANDED.has(ad.category) && ad.brand && ad.model
          ? bands.band({
              category: ad.category as (typeof PRICE_BAND_CATEGORIES)[number],
              brand: ad.brand,
              model: ad.model,
              year: ad.year ?? undefined,
              km: ad.kmDriven ?? undefined,
              price: ad.price,
              exclude: ad.id,
            })
          : Promise.resolve(null),
      ]);
      return { listingId: id, days, price };
    },
  };
}

export type InsightsService = ReturnType<typeof insightsService>;
