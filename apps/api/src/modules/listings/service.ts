import type { ListingDetail, ListingsPage, ListingsQuery } from '@bazaar/shared';
import { Gone, NotFound } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { presentCard, presentDetail } from './presenter.ts';
import { placePoint } from '../catalog/index.ts';
import { placeInSearch, type SearchService } from '../search/index.ts';
import type { ListingFilter, ListingsRepository } from './repository.ts';
import type { ViewCounter } from './view-counter.ts';
import type { Viewer } from './visibility.ts';

/**
 * A place named in the search ("swift mumbai") becomes the location filter, unless the query has
 * one that disagrees (a city already chosen, or another state): then the words stay words.
 */
export function withPlace(q: Pick<ListingsQuery, 'q' | 'state' | 'city'>): {
  text?: string;
  state?: string;
  city?: string;
} {
  const asked = { text: q.q, state: q.state, city: q.city };
  if (!q.q || q.city) return asked;
  const place = placeInSearch(q.q);
  if (place?.city && (!q.state || q.state === place.city.state))
    return { text: place.rest, state: q.state, city: place.city.slug };
  if (place?.state && !q.state) return { text: place.rest, state: place.state };
  return asked;
}

const AD_NOT_FOUND = 'This ad does not exist or has been removed';
export const AD_ENDED = 'This ad has ended';

export function listingsService(repo: ListingsRepository, search: SearchService, views: ViewCounter) {
  /** Several whole public ads at once, in the order of `ids`; missing or hidden ones are left out. */
  async function openMany(ids: number[]): Promise<ListingDetail[]> {
    const [rows, photos] = await Promise.all([repo.findManyVisible(ids), repo.photosOf(ids)]);
    const byId = new Map(rows.map((r) => [r.listing.id, r]));
    const photosOf = new Map<number, typeof photos>();
    for (const p of photos) {
      const own = photosOf.get(p.listingId);
      if (own) own.push(p);
      else photosOf.set(p.listingId, [p]);
    }
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      return [
        presentDetail(
          r.listing,
          { name: r.sellerName, since: r.sellerSince, facts: r.seller },
          photosOf.get(id) ?? [],
        ),
      ];
    });
  }

  /**
   * Why the ad is not shown: it ended (410, the page says so and offers similar ads), or 404 (and
   * always 404 for a suspended seller's ads).
   */
  async function missing(id: number) {
    return (await repo.hasEnded(id)) ? new Gone('ad_ended', AD_ENDED) : new NotFound(AD_NOT_FOUND);
  }

  return {
    async browse(q: ListingsQuery): Promise<ListingsPage> {
      const { text, state, city } = withPlace(q);
      const match = text ? await search.match(text) : null;
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
        state,
        city,
        includeSold: q.includeSold,
        sellerId: q.seller,
        search: match ?? undefined,
        near: q.near && { ...placePoint(q.near), km: q.km },
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
            key:
              sort === 'newest'
                ? last.createdAt.toISOString()
                : sort === 'nearest'
                  ? last.distanceKm!
                  : last.price,
            id: last.id,
          });
        items = rows.map(presentCard);
      }

      if (match && items.length === 0 && !after) {
        return { items, nextCursor, didYouMean: await search.didYouMean(text!) };
      }
      return { items, nextCursor };
    },

    /** An ad opened by a person: read as `read` does, and the view counted. */
    async open(id: number, viewer: Viewer | null = null): Promise<ListingDetail> {
      const ad = await this.read(id, viewer);
      views.add(id);
      return ad;
    },

    /**
     * One ad as its page shows it, without counting a view. Public ads for everyone (the answer may
     * be shared a moment); held or taken-down ones for their seller and operators only.
     */
    async read(id: number, viewer: Viewer | null = null): Promise<ListingDetail> {
      if (!viewer) return this.readPublic(id);
      // Both at once: on PostgreSQL one round trip's wait instead of two.
      const [found, photos] = await Promise.all([repo.findVisible(id, viewer), repo.photosOf([id])]);
      if (!found) throw await missing(id);
      return presentDetail(
        found.listing,
        { name: found.sellerName, since: found.sellerSince, facts: found.seller },
        photos,
      );
    },

    /** A public ad as its page shows it to everyone. */
    async readPublic(id: number): Promise<ListingDetail> {
      const [ad] = await openMany([id]);
      if (!ad) throw await missing(id);
      return ad;
    },

    /** A person opened the ad: counted in memory, written every few seconds. */
    countView(id: number): void {
      views.add(id);
    },

    openMany,
  };
}

export type ListingsService = ReturnType<typeof listingsService>;
