import type { QueryClient } from '@tanstack/react-query';
import { profileQuery, reviewsQuery, sellerAdsQuery } from './api/queries';

/**
 * What /profile/:id shows first, in the query cache before the page renders (the route's loader,
 * on the server and in the browser). The profile's own error (404, 410 for a suspended person)
 * is thrown for the route to answer with; the lists only fill the cache when they can.
 */
export async function loadProfile(queryClient: QueryClient, id: number) {
  const [profile] = await Promise.all([
    queryClient.ensureQueryData(profileQuery(id)),
    queryClient.ensureInfiniteQueryData(sellerAdsQuery(id)).catch(() => undefined),
    queryClient.ensureInfiniteQueryData(reviewsQuery(id)).catch(() => undefined),
  ]);
  return profile;
}
