import type { CreatedListing, EditableListing, MyListings } from '@bazaar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';

import { MY_LISTINGS_KEY } from '../../../lib/query-keys';

/** GET /api/me/listings: the seller's active and sold ads. */
export function useMyListings() {
  return useQuery({
    queryKey: MY_LISTINGS_KEY,
    queryFn: ({ signal }) => apiGet<MyListings>('/api/me/listings', signal),
  });
}

/** GET /api/me/listings/:id: one own ad as the edit form needs it. */
export function useEditableListing(id: number) {
  return useQuery({
    queryKey: ['my-listing', id],
    queryFn: ({ signal }) => apiGet<EditableListing>(`/api/me/listings/${id}`, signal),
    // The form takes the values once; refetching would not change what is being typed.
    staleTime: Infinity,
    gcTime: 0,
  });
}

function useInvalidateMine() {
  const client = useQueryClient();
  return (id?: number) => {
    void client.invalidateQueries({ queryKey: MY_LISTINGS_KEY });
    if (id !== undefined) client.removeQueries({ queryKey: ['listing', id] });
    // Lists kept from before would show the old price or status until asked again.
    void client.resetQueries({ queryKey: ['listings'] });
  };
}

/** POST /api/listings, or PATCH /api/listings/:id when editing. */
export function useSaveListing(editId?: number) {
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (body: object) =>
      editId === undefined
        ? apiRequest<CreatedListing>('POST', '/api/listings', { body })
        : apiRequest<CreatedListing>('PATCH', `/api/listings/${editId}`, { body }),
    onSuccess: (created) => invalidate(created.id),
  });
}

export type ListingAction = 'sold' | 'republish' | 'delete';

/** Mark sold, republish or delete one of my ads. */
export function useListingAction() {
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ListingAction }) =>
      action === 'delete'
        ? apiRequest<void>('DELETE', `/api/listings/${id}`)
        : apiRequest<void>('POST', `/api/listings/${id}/${action}`),
    onSuccess: (_, { id }) => invalidate(id),
  });
}
