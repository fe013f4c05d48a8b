import type { UnreadCount } from '@bazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { chatKeys } from './keys';

/** The chat icon's badge. Live events keep it current; no polling. */
export const unreadMessagesQuery = queryOptions({
  queryKey: chatKeys.unread,
  queryFn: ({ signal }) => apiGet<UnreadCount>('/api/conversations/unread-count', signal),
  staleTime: 60_000,
});

export const useUnreadMessages = (enabled: boolean) => useQuery({ ...unreadMessagesQuery, enabled });
