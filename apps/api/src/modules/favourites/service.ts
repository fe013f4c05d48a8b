import { LIMITS, type FavouriteIds, type FavouritesPage, type FavouritesQuery } from '@bazaar/shared';
import { DomainError, NotFound } from '../../lib/errors.ts';
import { decodeFavouritesCursor, encodeFavouritesCursor } from './cursor.ts';
import { presentFavouriteIds, presentFavouritesPage } from './presenter.ts';
import type { FavouritesRepository } from './repository.ts';
import type { LivePublisher, PersonCache } from '../events/index.ts';

export class FavouritesFull extends DomainError {
  constructor() {
    super(
      409,
      'favourites_full',
      `You can keep up to ${LIMITS.favouritesMax} favourites. Remove some to add more.`,
    );
  }
}

/** One person's favourites: only ever their own, and only ads that are still up (active or sold). */
export function favouritesService(repo: FavouritesRepository, live?: LivePublisher, cache?: PersonCache) {
  // The person's other tabs, and every API process's remembered hearts, hear of the change.
  const changed = (userId: number) => live?.send([userId], { type: 'favourites' });
  return {
    async add(userId: number, listingId: number): Promise<void> {
      if (!(await repo.isListingVisible(listingId))) {
        throw new NotFound('This ad does not exist or has been removed');
      }
      if ((await repo.add(userId, listingId, LIMITS.favouritesMax)) === 'full') throw new FavouritesFull();
      await changed(userId);
    },

    /** Removing what is not there is fine: the person wanted it gone, and it is. */
    async remove(userId: number, listingId: number): Promise<void> {
      await repo.remove(userId, listingId);
      await changed(userId);
    },

    async page(userId: number, q: FavouritesQuery): Promise<FavouritesPage> {
      const after = q.cursor ? decodeFavouritesCursor(q.cursor) : undefined;
      const rows = await repo.page(userId, q.limit, after);
      const last = rows.at(-1);
      const nextCursor =
        rows.length === q.limit && last
          ? encodeFavouritesCursor({ micros: Number(last.keptMicros), listingId: last.id })
          : null;
      return presentFavouritesPage(rows, nextCursor);
    },

    async ids(userId: number): Promise<FavouriteIds> {
      // The presented answer is remembered, so it stays one object (its JSON is made once).
      const ids = async () => presentFavouriteIds(await repo.ids(userId));
      return cache ? cache.get(userId, 'favouriteIds', ids) : ids();
    },
  };
}

export type FavouritesService = ReturnType<typeof favouritesService>;
