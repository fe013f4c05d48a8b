import type { FavouriteIds, FavouritesPage } from '@bazaar/shared';
import { presentCard } from '../listings/index.ts';
import type { FavouritesRepository } from './repository.ts';

type PageRow = Awaited<ReturnType<FavouritesRepository['page']>>[number];

/** Favourites are listing cards like any list; a sold ad keeps its card, marked sold. */
export function presentFavouritesPage(rows: PageRow[], nextCursor: string | null): FavouritesPage {
  return { items: rows.map(({ keptMicros: _kept, ...card }) => presentCard(card)), nextCursor };
}

export function presentFavouriteIds(ids: number[]): FavouriteIds {
  return { ids };
}
