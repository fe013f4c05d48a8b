import type { ConversationSummary, MessagesPage } from '@bazaar/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet, toSearch } from '../../../lib/http';
import { chatKeys } from './keys';

export function useConversation(id: number) {
  return useQuery({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => apiGet<ConversationSummary>(`/api/conversations/${id}`, signal),
    staleTime: 10_000,
  });
}

/** The thread, newest page first; `fetchNextPage` loads older messages. */
export function useMessages(id: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      apiGet<MessagesPage>(`/api/conversations/${id}/messages${toSearch({ before: pageParam })}`, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 10_000,
  });
}
