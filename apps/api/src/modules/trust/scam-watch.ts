import { SCAM_REPORT_THRESHOLD, SCAM_REPORT_WINDOW_MS, type ScamKind } from '@bazaar/shared';
import type { Tx } from '../../db/client.ts';
import { enqueue, type JobQueue } from '../jobs/index.ts';
import type { AutomaticReports } from './automatic-reports.ts';
import type { ScamWatchRepository } from './scam-watch-repository.ts';

export const SCAM_WATCH_JOB = 'trust.scam-watch';

export interface FlaggedMessage {
  senderId: number;
  listingId: number;
  messageId: number;
  kinds: ScamKind[];
  at: Date;
}

/**
 * One flagged message may be a misunderstanding; several in a day, across conversations, is a
 * pattern. The person is reported once when they reach the threshold within the window (a later
 * run of flagged messages, after the window, reports them again).
 *
 * The report is a job added in the message's own transaction: the message is never answered with
 * an error after it is stored, and a report that cannot be written now is retried by the queue.
 */
export function scamWatch(repo: ScamWatchRepository, reports: AutomaticReports | undefined) {
  async function check(message: FlaggedMessage) {
    if (!reports) return;
    const since = new Date(message.at.getTime() - SCAM_REPORT_WINDOW_MS);
    // Counted up to this message: a job run late, after more were flagged, still sees its own place.
    const count = await repo.flaggedSince(message.senderId, since, message.messageId);
    if (count !== SCAM_REPORT_THRESHOLD) return;
    await reports.file({
      listingId: message.listingId,
      reason: 'scam_messages',
      subjectUserId: message.senderId,
      detail: `${count} chat messages flagged by the scam shield within 24 hours (latest: ${message.kinds.join(', ')})`,
    });
  }

  return {
    /** In the transaction that stores the flagged message. */
    async flagged(tx: Tx, message: FlaggedMessage) {
      if (!reports) return;
      await enqueue(
        tx,
        SCAM_WATCH_JOB,
        { ...message, at: message.at.toISOString() },
        { singletonKey: String(message.messageId) },
      );
    },

    check,

    /** This process works the scam watch's jobs. */
    register(queue: JobQueue) {
      queue.work(SCAM_WATCH_JOB, (p) =>
        check({
          senderId: Number(p.senderId),
          listingId: Number(p.listingId),
          messageId: Number(p.messageId),
          kinds: (p.kinds ?? []) as ScamKind[],
          at: new Date(String(p.at)),
        }),
      );
    },
  };
}

export type ScamWatch = ReturnType<typeof scamWatch>;
