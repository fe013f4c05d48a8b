import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import { reportsRepository } from './reports-repository.ts';

export interface AutomaticReportInput {
  listingId: number;
  reason: 'scam_messages' | 'duplicate_photos';
  /** What the check found, in words an operator reads in the queue. */
  detail: string;
  /** duplicate_photos: the other ad with the same photos (shown side by side). */
  relatedListingId?: number;
  /** scam_messages: the person whose messages look like a scam. */
  subjectUserId?: number;
}

/**
 * Reports Bazaar's own checks file into the moderation queue, with no human reporter: shown there
 * labelled as automatic. Idempotent: while one is open for the same ad and reason, filing again
 * adds nothing. Pass a transaction to file it together with the check's own writes.
 */
export function automaticReports(db: Db | Tx): { file(input: AutomaticReportInput): Promise<void> } {
  const repo = reportsRepository(db);
  return {
    async file(input) {
      await repo.fileAutomatic({
        listingId: input.listingId,
        reason: input.reason,
        detail: input.detail,
        relatedListingId: input.relatedListingId,
        subjectUserId: input.subjectUserId,
      });
    },
  };
}
