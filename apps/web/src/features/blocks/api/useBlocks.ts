import type { BlockBody, BlockedPerson, BlockList } from '@bazaar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';
import { blockKeys } from './keys';

export { blockKeys };

/** Everyone I blocked (one small answer); the chat page asks it to know whether to offer Block. */
export function useBlocks() {
  return useQuery({
    queryKey: blockKeys.list,
    queryFn: ({ signal }) => apiGet<BlockList>('/api/blocks', signal),
    staleTime: 30_000,
  });
}

/** A block or unblock changes the inbox and its unread count too. */
function useRefreshAfter() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: blockKeys.list });
    void client.invalidateQueries({ queryKey: ['chat'] });
  };
}

export function useBlock() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: BlockBody) => apiRequest<BlockedPerson>('POST', '/api/blocks', { body }),
    onSuccess: refresh,
  });
}

export function useUnblock() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (userId: number) => apiRequest<void>('DELETE', `/api/blocks/${userId}`),
    onSuccess: refresh,
  });
}
