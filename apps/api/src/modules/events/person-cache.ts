import type { LiveEvents } from '../../db/live-events.ts';
import { AnswerCache, type CacheBook } from '../../lib/answer-cache.ts';
import type { LiveNotice } from './live-notice.ts';

/** The small per-person answers a signed-in page asks for beside every ad. */
export type PersonalAnswer = 'chatsUnread' | 'notificationsUnread' | 'favouriteIds';
const ANSWERS: PersonalAnswer[] = ['chatsUnread', 'notificationsUnread', 'favouriteIds'];
/** The byte budget of remembered per-person answers, per process. */
const PERSON_ANSWERS_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Per-person answers (the two unread counts, the hearted ads) remembered in this process, so a
 * signed-in page's calls beside every ad do not each reach the database.
 *
 * Correct, not merely short-lived: every write that changes one of these answers publishes a live
 * event to that person (messages, offers, notifications, reads, favourites), and every API process
 * hears every event over LISTEN/NOTIFY. A person's answers are dropped when an event names them,
 * all answers when the channel was lost (`resync`), and in this process at once when the publisher
 * sends. `ttlMs` is only a safety net.
 */
export class PersonCache {
  private readonly answers: AnswerCache<NonNullable<unknown>>;
  private readonly unsubscribe: () => void;

  constructor(events: LiveEvents, ttlMs: number, opts: { maxPeople?: number; book?: CacheBook } = {}) {
    this.answers = new AnswerCache({
      name: 'person-answers',
      ttlMs,
      max: (opts.maxPeople ?? 10_000) * ANSWERS.length,
      maxBytes: PERSON_ANSWERS_MAX_BYTES,
      // A count, or the ids of the ads a person hearted.
      sizeOf: (answer) => (Array.isArray(answer) ? 16 + 8 * answer.length : 16),
      book: opts.book,
    });
    this.unsubscribe = events.subscribe((payload) => this.hear(payload));
  }

  /** The person's answer, read by `load` unless a current one is remembered (or being read). */
  get<T extends NonNullable<unknown>>(
    userId: number,
    what: PersonalAnswer,
    load: () => Promise<T>,
  ): Promise<T> {
    return this.answers.get(`${userId}:${what}`, load) as Promise<T>;
  }

  /** Drops these people's answers: something about them changed. */
  forget(userIds: Iterable<number>) {
    for (const id of userIds) for (const what of ANSWERS) this.answers.delete(`${id}:${what}`);
  }

  size() {
    return this.answers.size;
  }

  close() {
    this.unsubscribe();
    this.answers.clear();
  }

  private hear(payload: string) {
    let notice: Partial<LiveNotice>;
    try {
      notice = JSON.parse(payload) as Partial<LiveNotice>;
    } catch {
      return;
    }
    // Events may have been missed while the channel was down: nobody's answer can be trusted.
    if (notice.type === 'resync') this.answers.clear();
    else if (Array.isArray(notice.to)) this.forget(notice.to);
  }
}
