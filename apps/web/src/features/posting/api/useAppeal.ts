import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { MY_LISTINGS_KEY } from '../../../lib/query-keys';

/** POST /api/me/listings/:id/appeal: the seller's one appeal against a take-down. */
export function useAppeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      apiRequest<{ appealed: true }>('POST', `/api/me/listings/${id}/appeal`, { body: { text } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: MY_LISTINGS_KEY }),
  });
}
