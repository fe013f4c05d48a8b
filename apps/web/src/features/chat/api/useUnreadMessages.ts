import type { UnreadCount } from '@bazaar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { chatKeys } from './keys';

/** The chat icon's badge. Live events keep it current; no polling. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => apiGet<UnreadCount>('/api/conversations/unread-count', signal),
    enabled,
    staleTime: 60_000,
  });
}
