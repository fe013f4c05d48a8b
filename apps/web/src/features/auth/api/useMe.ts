import type { Session } from '@bazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

export const ME_KEY = ['me'] as const;

/**
 * The signed-in person, or null when signed out. GET /api/auth/session answers 200 either way, so a
 * signed-out visitor's console shows no failed request on every page.
 */
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: async ({ signal }) => (await apiGet<Session>('/api/auth/session', signal)).user,
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery(meQuery);
}
