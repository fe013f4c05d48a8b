import type { ChatMessage, ConversationSummary, MessagesPage, SendMessageBody } from '@bazaar/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { chatKeys } from './keys';

/** "Chat with seller": my conversation about this ad, started if need be. */
export function useOpenConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (listingId: number) =>
      apiRequest<ConversationSummary>('POST', `/api/listings/${listingId}/conversation`),
    onSuccess: (conversation) => client.setQueryData(chatKeys.conversation(conversation.id), conversation),
  });
}

export function useSendMessage(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: SendMessageBody) =>
      apiRequest<ChatMessage>('POST', `/api/conversations/${conversationId}/messages`, { body: message }),
    onSuccess: (message) => {
      // Shown at once; the live event that follows refetches and finds it already there.
      client.setQueryData<InfiniteData<MessagesPage, number | undefined>>(
        chatKeys.messages(conversationId),
        (data) => {
          if (!data?.pages.length) return data;
          const [newest, ...older] = data.pages;
          if (newest!.items.some((m) => m.id === message.id)) return data;
          return { ...data, pages: [{ ...newest!, items: [...newest!.items, message] }, ...older] };
        },
      );
      void client.invalidateQueries({ queryKey: chatKeys.inbox });
    },
  });
}

export function useMarkRead(conversationId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) =>
      apiRequest<void>('POST', `/api/conversations/${conversationId}/read`, { body: { upTo } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: chatKeys.unread });
      void client.invalidateQueries({ queryKey: chatKeys.inbox });
      void client.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
