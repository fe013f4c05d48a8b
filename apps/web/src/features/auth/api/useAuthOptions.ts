import type { AuthOptions } from '@bazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** GET /api/auth/options: whether this server offers Google sign-in and opens ad pages to everyone. */
export const authOptionsQuery = queryOptions({
  queryKey: ['auth-options'],
  queryFn: ({ signal }) => apiGet<AuthOptions>('/api/auth/options', signal),
  staleTime: Infinity,
});

export const useAuthOptions = () => useQuery(authOptionsQuery);
