import { SCAM_REPORT_THRESHOLD, SCAM_REPORT_WINDOW_MS, type ScamKind } from '@bazaar/shared';
import type { AutomaticReports } from './automatic-reports.ts';
import type { ScamWatchRepository } from './scam-watch-repository.ts';

/**
 * One flagged message may be a misunderstanding; several in a day, across conversations, is a
 * pattern. The person is reported once when they reach the threshold within the window (a later
 * run of flagged messages, after the window, reports them again).
 */
export function scamWatch(repo: ScamWatchRepository, reports: AutomaticReports | undefined) {
  return {
    async flagged(message: { senderId: number; listingId: number; kinds: ScamKind[]; at: Date }) {
      if (!reports) return;
      const since = new Date(message.at.getTime() - SCAM_REPORT_WINDOW_MS);
      const count = await repo.flaggedSince(message.senderId, since);
      if (count !== SCAM_REPORT_THRESHOLD) return;
      await reports.file({
        listingId: message.listingId,
        reason: 'scam_messages',
        subjectUserId: message.senderId,
        detail: `${count} chat messages flagged by the scam shield within 24 hours (latest: ${message.kinds.join(', ')})`,
      });
    },
  };
}

export type ScamWatch = ReturnType<typeof scamWatch>;
