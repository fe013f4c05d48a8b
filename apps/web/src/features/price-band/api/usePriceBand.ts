import { PRICE_BAND_CATEGORIES, type PriceBand, type PriceBandCategory } from '@bazaar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toSearch } from '../../../lib/http';

export const hasPriceBand = (category: string): category is PriceBandCategory =>
  (PRICE_BAND_CATEGORIES as readonly string[]).includes(category);

/** GET /api/price-band; idle until the category has bands and brand and model are known. */
export function usePriceBand(query: {
  category: string;
  brand?: string;
  model?: string;
  year?: number;
  km?: number;
  price?: number;
  exclude?: number;
}) {
  const ready = hasPriceBand(query.category) && !!query.brand?.trim() && !!query.model?.trim();
  return useQuery({
    queryKey: ['price-band', query],
    queryFn: ({ signal }) => apiGet<PriceBand>(`/api/price-band${toSearch(query)}`, signal),
    enabled: ready,
    // While the seller types, the last band stays on screen instead of blinking away.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
