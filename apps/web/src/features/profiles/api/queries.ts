import type { ListingsPage, PublicProfile, Review, ReviewsPage } from '@bazaar/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, toSearch } from '../../../lib/http';
import { listingsKey, type ListingsFilter } from '../../../lib/useListings';

/** GET /api/users/:id/profile (410 `profile_unavailable` for a suspended person). */
export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: ['profile', id],
    queryFn: ({ signal }) => apiGet<PublicProfile>(`/api/users/${id}/profile`, signal),
  });

export const useProfile = (id: number) => useQuery(profileQuery(id));

/** The person's live ads: the ordinary list, so its cache entry is the list's own. */
export const sellerAdsFilter = (id: number): ListingsFilter => ({ seller: id });

export const sellerAdsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: listingsKey(sellerAdsFilter(id)),
    queryFn: ({ pageParam, signal }) =>
      apiGet<ListingsPage>(`/api/listings${toSearch({ ...sellerAdsFilter(id), cursor: pageParam })}`, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useSellerAds = (id: number) => useInfiniteQuery(sellerAdsQuery(id));

/** GET /api/users/:id/reviews, newest first, a page at a time (nextBefore). */
export const reviewsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: ['profile', id, 'reviews'],
    queryFn: ({ pageParam, signal }) =>
      apiGet<ReviewsPage>(`/api/users/${id}/reviews${toSearch({ before: pageParam })}`, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useReviews = (id: number) => useInfiniteQuery(reviewsQuery(id));

/** POST /api/ratings/:id/reply: the rated person's one public answer. */
export function useReplyToReview(profileId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, text }: { ratingId: number; text: string }) =>
      apiRequest<Review>('POST', `/api/ratings/${ratingId}/reply`, { body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsQuery(profileId).queryKey }),
  });
}
