import type { Deal, DealCandidates, RatingBody, Review } from '@bazaar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';
import { MY_LISTINGS_KEY, notificationKeys } from '../../../lib/query-keys';

const dealKey = (id: number) => ['deal', id] as const;

/** GET /api/me/listings/:id/buyers: the people who chatted about my ad. */
export function useDealCandidates(listingId: number) {
  return useQuery({
    queryKey: ['deal-candidates', listingId],
    queryFn: ({ signal }) => apiGet<DealCandidates>(`/api/me/listings/${listingId}/buyers`, signal),
  });
}

/** PUT /api/me/listings/:id/deal: who bought it (null: someone else). */
export function useRecordDeal(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (buyerId: number | null) =>
      apiRequest<Deal>('PUT', `/api/me/listings/${listingId}/deal`, { body: { buyerId } }),
    onSuccess: (deal) => {
      client.setQueryData(dealKey(deal.id), deal);
      // My Ads says whom the ad was sold to.
      void client.invalidateQueries({ queryKey: MY_LISTINGS_KEY });
    },
  });
}

/** GET /api/deals/:id: one of my deals, with both ratings and whether I may rate. */
export function useDeal(id: number) {
  return useQuery({
    queryKey: dealKey(id),
    queryFn: ({ signal }) => apiGet<Deal>(`/api/deals/${id}`, signal),
  });
}

/** POST /api/deals/:id/rating, or PATCH /api/ratings/:id to change mine (within 48 hours). */
export function useSaveRating(dealId: number, ratingId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingBody) =>
      ratingId === undefined
        ? apiRequest<Review>('POST', `/api/deals/${dealId}/rating`, { body })
        : apiRequest<Review>('PATCH', `/api/ratings/${ratingId}`, { body }),
    onSuccess: (review) => {
      void client.invalidateQueries({ queryKey: dealKey(dealId) });
      void client.invalidateQueries({ queryKey: ['profile', review.rated.id] });
      // My Ads offers to rate the buyer until the seller has.
      void client.invalidateQueries({ queryKey: MY_LISTINGS_KEY });
      // Rating reads the deal's "Rate your deal" notice (the API does it): the bell says so at once.
      void client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
