import type { ListingsPage } from '@bazaar/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ListingsFilter } from '../features/listings/api/useListings';
import { rememberedRegion } from '../lib/region';

/**
 * The server puts the first lists of the home and category pages into index.html
 * (apps/api/src/modules/seo/first-page-data.ts): the same answers /api/listings would give the
 * page's first calls. Seeding the query cache with them before the first render lets the page show
 * its cards, and the browser fetch their photos, without waiting for that round trip.
 */
export const FIRST_PAGE_DATA_ID = 'bazaar-first-page';

export interface FirstPageData {
  /** The page the lists were made for (no query string). */
  path: string;
  /** When the server made them (ms since epoch). */
  at: number;
  /** Each list: the query exactly as the page builds it, and the API's answer for it. */
  lists: { query: ListingsFilter; page: ListingsPage }[];
}

/**
 * Reads the lists out of the page and removes the element (it is not needed again, and a later
 * visit of the same path in this tab must fetch fresh lists). Null when there are none, or when
 * they do not fit: another URL than they were made for (filters in the query string), or a
 * remembered region, which the pages add to every list's query while the server made them for all
 * of India.
 */
export function takeFirstPageData(
  doc: Document = document,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  region: string = rememberedRegion(),
): FirstPageData | null {
  const element = doc.getElementById(FIRST_PAGE_DATA_ID);
  if (!element) return null;
  element.remove();
  let data: FirstPageData;
  try {
    data = JSON.parse(element.textContent ?? '') as FirstPageData;
  } catch {
    return null; // Cut short or mangled on the way (a proxy): the page fetches its lists as before.
  }
  if (!data || !Array.isArray(data.lists) || typeof data.at !== 'number') return null;
  if (data.path !== location.pathname || location.search !== '' || region !== '') return null;
  return data;
}

/**
 * Puts each list in the cache under the key useListings gives that query (['listings', query]), as
 * the first page of an infinite list. A page whose query differs does not find it and fetches as
 * before. The lists count as fetched when the server made them: no refetch for the usual 30 s,
 * unless the HTML itself was old.
 */
export function seedFirstPage(client: QueryClient, data: FirstPageData | null): void {
  if (!data) return;
  const updatedAt = Math.min(Date.now(), data.at);
  for (const { query, page } of data.lists) {
    client.setQueryData<InfiniteData<ListingsPage, string | undefined>>(
      ['listings', query],
      { pages: [page], pageParams: [undefined] },
      { updatedAt },
    );
  }
}
