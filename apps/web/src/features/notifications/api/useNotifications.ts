import type { NotificationsPage, UnreadCount } from '@bazaar/shared';
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, toSearch } from '../../../lib/http';
import { notificationKeys } from '../../../lib/query-keys';

/** The bell's badge. Live events keep it current; no polling. */
export const unreadNotificationsQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: ({ signal }) => apiGet<UnreadCount>('/api/notifications/unread-count', signal),
  staleTime: 60_000,
});

export const useUnreadNotifications = (enabled: boolean) =>
  useQuery({ ...unreadNotificationsQuery, enabled });

export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      apiGet<NotificationsPage>(`/api/notifications${toSearch({ before: pageParam })}`, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 10_000,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      apiRequest<void>(
        'POST',
        id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${id}/read`,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
