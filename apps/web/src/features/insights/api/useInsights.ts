import type { ListingInsights } from '@bazaar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** GET /api/me/listings/:id/insights */
export function useInsights(id: number) {
  return useQuery({
    queryKey: ['insights', id],
    queryFn: ({ signal }) => apiGet<ListingInsights>(`/api/me/listings/${id}/insights`, signal),
  });
}
