import type { PersonReportBody, ReportBody, ReportFiled } from '@bazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** What is reported: an ad, a chat message one received, a person (their profile) or a review. */
export type ReportTarget =
  | { kind: 'listing'; listingId: number }
  | { kind: 'message'; conversationId: number; messageId: number }
  | { kind: 'person'; userId: number }
  | { kind: 'review'; ratingId: number };

function pathOf(target: ReportTarget) {
  switch (target.kind) {
    case 'listing':
      return `/api/listings/${target.listingId}/report`;
    case 'message':
      return `/api/conversations/${target.conversationId}/messages/${target.messageId}/report`;
    case 'person':
      return `/api/users/${target.userId}/report`;
    case 'review':
      return `/api/ratings/${target.ratingId}/report`;
  }
}

/** POST …/report: files the report; the answer thanks the person. */
export function useReport(target: ReportTarget) {
  return useMutation({
    mutationFn: (body: ReportBody | PersonReportBody) =>
      apiRequest<ReportFiled>('POST', pathOf(target), { body }),
  });
}
