import type {
  AppointBody,
  AuditPage,
  AuditQuery,
  ListingAction,
  ModerationOutcome,
  ModerationStats,
  Operators,
  Queue,
  RevokeBody,
  UserAction,
  UserOutcome,
} from '@bazaar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, toSearch } from '../../../lib/http';

// One hook per console endpoint (GET /api/admin/…); every answer is 404 to non-staff.

export const useQueue = () =>
  useQuery({
    queryKey: ['admin', 'queue'],
    queryFn: ({ signal }) => apiGet<Queue>('/api/admin/queue', signal),
  });

export const useStats = () =>
  useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiGet<ModerationStats>('/api/admin/stats', signal),
  });

export const useAudit = (query: AuditQuery) =>
  useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => apiGet<AuditPage>(`/api/admin/audit${toSearch(query)}`, signal),
  });

export const useOperators = () =>
  useQuery({
    queryKey: ['admin', 'operators'],
    queryFn: ({ signal }) => apiGet<Operators>('/api/admin/operators', signal),
  });

/** After any decision the queue, the charts and the log change. */
function useRefresh() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['admin'] });
}

/** POST /api/admin/listings/:id/{dismiss,remove,restore} */
export function useListingDecision() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; action: ListingAction; reason: string }) =>
      apiRequest<ModerationOutcome>('POST', `/api/admin/listings/${v.id}/${v.action}`, {
        body: { reason: v.reason },
      }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/:id/{warn,suspend,reinstate} */
export function useUserDecision() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; action: UserAction; reason: string }) =>
      apiRequest<UserOutcome>('POST', `/api/admin/users/${v.id}/${v.action}`, { body: { reason: v.reason } }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/operators (appoint) and /api/admin/operators/revoke */
export function useStaffChange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { appoint: AppointBody } | { revoke: RevokeBody }) =>
      'appoint' in v
        ? apiRequest<Operators>('POST', '/api/admin/operators', { body: v.appoint })
        : apiRequest<Operators>('POST', '/api/admin/operators/revoke', { body: v.revoke }),
    onSuccess: refresh,
  });
}
