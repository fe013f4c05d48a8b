import type { PeopleReports } from '@bazaar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/http';

/** GET /api/admin/people-reports: reports about people and reviews (verified reporters first). */
export const usePeopleReports = () =>
  useQuery({
    queryKey: ['admin', 'people-reports'],
    queryFn: ({ signal }) => apiGet<PeopleReports>('/api/admin/people-reports', signal),
  });

/** POST /api/admin/ratings/:id/hide or /api/admin/people-reports/:id/dismiss, with a reason. */
export function usePeopleDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      v:
        | { kind: 'hide'; ratingId: number; reason: string }
        | { kind: 'dismiss'; reportId: number; reason: string },
    ) =>
      v.kind === 'hide'
        ? apiRequest('POST', `/api/admin/ratings/${v.ratingId}/hide`, { body: { reason: v.reason } })
        : apiRequest('POST', `/api/admin/people-reports/${v.reportId}/dismiss`, {
            body: { reason: v.reason },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
