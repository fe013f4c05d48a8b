import type { SavedSearchList } from '@bazaar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';

const KEY = ['saved-searches'] as const;
const DIGEST_KEY = ['alerts-digest'] as const;

/** GET /api/saved-searches */
export function useSavedSearches() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiGet<SavedSearchList>('/api/saved-searches', signal),
  });
}

/** POST /api/saved-searches: the list page's API query as it is (the server drops sort and paging). */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: Record<string, string | string[]>) =>
      apiRequest<{ id: number; created: boolean }>('POST', '/api/saved-searches', { body: { query } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PATCH (on/off) or DELETE one saved search. */
export function useChangeSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled?: boolean }) =>
      enabled === undefined
        ? apiRequest<void>('DELETE', `/api/saved-searches/${id}`)
        : apiRequest<void>('PATCH', `/api/saved-searches/${id}`, { body: { enabled } }),
    onSettled: () => void client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDigestSetting() {
  return useQuery({
    queryKey: DIGEST_KEY,
    queryFn: ({ signal }) => apiGet<{ digest: boolean }>('/api/alerts/digest', signal),
  });
}

export function useSetDigest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (digest: boolean) =>
      apiRequest<{ digest: boolean }>('PUT', '/api/alerts/digest', { body: { digest } }),
    onSuccess: (data) => client.setQueryData(DIGEST_KEY, data),
  });
}

/** POST /api/alerts/unsubscribe with the token from the e-mail's link; no sign-in needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ unsubscribed: true }>('POST', '/api/alerts/unsubscribe', { body: { token } }),
  });
}
