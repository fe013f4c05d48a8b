import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { ListingCard } from './listings.ts';

/** PUT/DELETE /api/favourites/:listingId */
export const FavouriteParams = z.object({
  listingId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** GET /api/favourites: newest favourite first, keyset-paged like the other lists. */
export const FavouritesQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});
export type FavouritesQuery = z.infer<typeof FavouritesQuery>;

/** The ads as cards (sold ones too, with status "sold"); removed ads are left out. */
export const FavouritesPage = z.object({
  items: z.array(ListingCard),
  nextCursor: z.string().nullable(),
});
export type FavouritesPage = z.infer<typeof FavouritesPage>;

/**
 * GET /api/favourites/ids: every ad the person keeps (at most LIMITS.favouritesMax, the most one
 * can keep), so the web app marks the hearts on any screen from one small cached answer.
 */
export const FavouriteIds = z.object({ ids: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof FavouriteIds>;
