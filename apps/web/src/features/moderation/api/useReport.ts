import type { ReportBody, ReportFiled } from '@bazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** What is reported: an ad, or a chat message one received. */
export type ReportTarget =
  { kind: 'listing'; listingId: number } | { kind: 'message'; conversationId: number; messageId: number };

const pathOf = (target: ReportTarget) =>
  target.kind === 'listing'
    ? `/api/listings/${target.listingId}/report`
    : `/api/conversations/${target.conversationId}/messages/${target.messageId}/report`;

/** POST …/report: files the report; the answer thanks the person. */
export function useReport(target: ReportTarget) {
  return useMutation({
    mutationFn: (body: ReportBody) => apiRequest<ReportFiled>('POST', pathOf(target), { body }),
  });
}
