import type { PhoneReveals, RevealedPhone } from '@bazaar/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';

/** Show number: each press is recorded for the seller, so it is a POST and never cached. */
export function useRevealPhone(listingId: number) {
  return useMutation({
    mutationFn: () => apiRequest<RevealedPhone>('POST', `/api/listings/${listingId}/phone`),
  });
}

export function usePhoneReveals(listingId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['phone-reveals', listingId],
    queryFn: ({ signal }) => apiGet<PhoneReveals>(`/api/me/listings/${listingId}/phone-reveals`, signal),
    enabled,
  });
}
