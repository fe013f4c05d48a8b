import type { ListingsPage, ListingsQueryInput } from '@bazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, toSearch } from './http';

// The ads list, GET /api/listings: the browse pages ask it, and so do the seller's profile and an
// ended ad's similar ads, so it sits below every feature that shows ads.
export type ListingsFilter = Omit<ListingsQueryInput, 'cursor'>;

export const listingsKey = (filter: ListingsFilter) => ['listings', filter] as const;

/** GET /api/listings with keyset paging: each "Load more" passes the previous page's nextCursor. */
export const listingsQuery = (filter: ListingsFilter) =>
  infiniteQueryOptions({
    queryKey: listingsKey(filter),
    queryFn: ({ pageParam, signal }) =>
      apiGet<ListingsPage>(`/api/listings${toSearch({ ...filter, cursor: pageParam })}`, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useListings = (filter: ListingsFilter) => useInfiniteQuery(listingsQuery(filter));
