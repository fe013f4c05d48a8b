import type { ListingsFilter } from '../../../lib/useListings';

/** The home page's lists, by the region remembered in this browser ('' for all of India). */
export const freshFilter = (region: string): ListingsFilter => ({
  sort: 'newest',
  limit: 24,
  ...(region ? { state: region } : {}),
});

export const motorcyclesFilter = (region: string): ListingsFilter => ({
  category: 'motorcycles',
  limit: 12,
  ...(region ? { state: region } : {}),
});
