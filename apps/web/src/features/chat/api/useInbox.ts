import type { Inbox } from '@bazaar/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, toSearch } from '../../../lib/http';
import { chatKeys } from './keys';

export function useInbox() {
  return useInfiniteQuery({
    queryKey: chatKeys.inbox,
    queryFn: ({ pageParam, signal }) =>
      apiGet<Inbox>(`/api/conversations${toSearch({ cursor: pageParam })}`, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 10_000,
  });
}
