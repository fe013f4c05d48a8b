import type { ListingDetail } from '@bazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** GET /api/listings/:id. Answers 401 to signed-out visitors and 404 to a missing ad. */
export const listingQuery = (id: number) =>
  queryOptions({
    queryKey: ['listing', id],
    queryFn: ({ signal }) => apiGet<ListingDetail>(`/api/listings/${id}`, signal),
  });

export const useListing = (id: number) => useQuery(listingQuery(id));
