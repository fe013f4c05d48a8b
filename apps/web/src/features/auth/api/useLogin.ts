import type { LoginInput, Me } from '@bazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ME_KEY } from './useMe';

/** POST /api/auth/login: the server sets an httpOnly session cookie; nothing is kept in JS. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<Me>('POST', '/api/auth/login', { body: input }),
    onSuccess: (me) => {
      client.setQueryData(ME_KEY, me);
      // Answers fetched while signed out (e.g. a 401 ad page) are stale now.
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
    },
  });
}
