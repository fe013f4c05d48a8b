import type { ListingDetail, ListingsPage, ListingsQuery } from '@bazaar/shared';
import { NotFound } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { presentCard, presentDetail } from './presenter.ts';
import type { SearchService } from '../search/service.ts';
import type { ListingFilter, ListingsRepository } from './repository.ts';
import type { ViewCounter } from './view-counter.ts';

export function listingsService(repo: ListingsRepository, search: SearchService, views: ViewCounter) {
  return {
    async browse(q: ListingsQuery): Promise<ListingsPage> {
      const match = q.q ? await search.match(q.q) : null;
      const filter: ListingFilter = {
        category: q.category,
        brands: q.brand,
        model: q.model,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        minYear: q.minYear,
        maxYear: q.maxYear,
        maxKm: q.maxKm,
        fuel: q.fuel,
        transmission: q.transmission,
        owners: q.owners,
        bhk: q.bhk,
        attrs: q.attrs,
        state: q.state,
        city: q.city,
        includeSold: q.includeSold,
        search: match ?? undefined,
      };
      // Text without a searchable word ("!!!") searches nothing: the plain list, newest first.
      const sort = q.sort === 'relevance' && !match ? 'newest' : q.sort;
      const after = q.cursor ? decodeCursor(q.cursor, sort) : undefined;

      let items: ListingsPage['items'];
      let nextCursor: string | null = null;
      if (sort === 'relevance' && match) {
        const rows = await repo.relevancePage({ ...filter, search: match }, q.limit, after);
        const last = rows.at(-1);
        if (rows.length === q.limit && last)
          nextCursor = encodeCursor({ key: last.createdAt.toISOString(), id: last.id, tier: last.tier });
        items = rows.map(presentCard);
      } else {
        const rows = await repo.page(filter, {
          sort: sort as Exclude<typeof sort, 'relevance'>,
          after,
          limit: q.limit,
        });
        const last = rows.at(-1);
        if (rows.length === q.limit && last)
          nextCursor = encodeCursor({
            key: sort === 'newest' ? last.createdAt.toISOString() : last.price,
            id: last.id,
          });
        items = rows.map(presentCard);
      }

      if (match && items.length === 0 && !after) {
        return { items, nextCursor, didYouMean: await search.didYouMean(q.q!) };
      }
      return { items, nextCursor };
    },

    async open(id: number): Promise<ListingDetail> {
      const found = await repo.findVisible(id);
      if (!found) throw new NotFound('This ad does not exist or has been removed');
      const photos = await repo.photosOf([id]);
      views.add(id);
      return presentDetail(found.listing, { name: found.sellerName, since: found.sellerSince }, photos);
    },

    /** Several whole ads at once, in the order of `ids`; missing or removed ones are left out. */
    async openMany(ids: number[]): Promise<ListingDetail[]> {
      const [rows, photos] = await Promise.all([repo.findManyVisible(ids), repo.photosOf(ids)]);
      const byId = new Map(rows.map((r) => [r.listing.id, r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const own = photos.filter((p) => p.listingId === id);
        return [presentDetail(r.listing, { name: r.sellerName, since: r.sellerSince }, own)];
      });
    },
  };
}

export type ListingsService = ReturnType<typeof listingsService>;
