import type { RenewedListing, RenewLinkInfo } from '@bazaar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';

/** After a renewal My Ads and the ad's page show it live again. */
function useRefreshAfterRenewal() {
  const client = useQueryClient();
  return (renewed: RenewedListing) => {
    void client.invalidateQueries({ queryKey: ['my-listings'] });
    void client.invalidateQueries({ queryKey: ['listing', renewed.id] });
  };
}

/** POST /api/listings/:id/renew: the signed-in seller renews a live or ended ad of theirs. */
export function useRenewOwn() {
  const refresh = useRefreshAfterRenewal();
  return useMutation({
    mutationFn: (id: number) => apiRequest<RenewedListing>('POST', `/api/listings/${id}/renew`),
    onSuccess: refresh,
  });
}

/** GET /api/renew-links/:token: what the reminder's link would renew (this changes nothing). */
export function useRenewLink(token: string) {
  return useQuery({
    queryKey: ['renew-link', token],
    queryFn: ({ signal }) => apiGet<RenewLinkInfo>(`/api/renew-links/${encodeURIComponent(token)}`, signal),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/renew-links: the link page's button renews, no sign-in needed. */
export function useRenewByLink() {
  const refresh = useRefreshAfterRenewal();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<RenewedListing>('POST', '/api/renew-links', { body: { token } }),
    onSuccess: refresh,
  });
}
