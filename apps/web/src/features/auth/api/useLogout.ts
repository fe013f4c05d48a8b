import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ME_KEY } from './useMe';

/** POST /api/auth/logout: the server deletes the session; everything cached for this person goes. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('POST', '/api/auth/logout'),
    onSuccess: () => {
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
      client.setQueryData(ME_KEY, null);
    },
  });
}
