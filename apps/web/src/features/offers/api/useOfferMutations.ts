import type { MadeOffer, MakeOfferBody, MessagesPage, Offer } from '@bazaar/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

// The thread and inbox caches are the chat feature's; their keys start with 'chat'.
const CHAT = ['chat'] as const;

export function useMakeOffer(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MakeOfferBody) =>
      apiRequest<MadeOffer>('POST', `/api/listings/${listingId}/offers`, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: CHAT }),
  });
}

export function useDecideOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'accept' | 'decline' }) =>
      apiRequest<Offer>('POST', `/api/offers/${id}/${decision}`),
    onSuccess: (offer) => {
      // The card shows the answer at once, whatever refetch is under way.
      client.setQueryData<InfiniteData<MessagesPage>>([...CHAT, 'messages', offer.conversationId], (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                items: p.items.map((m) => (m.offer?.id === offer.id ? { ...m, offer } : m)),
              })),
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: CHAT });
    },
    // Refused (answered elsewhere, closed by a sale): the thread refetches and shows where it stands.
    onError: () => void client.invalidateQueries({ queryKey: CHAT }),
  });
}
