import type { LiveEvents } from '../../db/live-events.ts';
import type { LiveNotice } from './publisher.ts';

/** The small per-person answers a signed-in page asks for beside every ad. */
export type PersonalAnswer = 'chatsUnread' | 'notificationsUnread' | 'favouriteIds';

interface Slot {
  value: Promise<unknown>;
  /** Infinity while the read is running. */
  expires: number;
}

/**
 * Per-person answers (the two unread counts, the hearted ads) remembered in this process. On the
 * embedded database every query of every visitor goes through one connection, and these three
 * were asked for with every ad page, so pages queued behind them.
 *
 * Correct, not merely short-lived: every write that changes one of these answers publishes a live
 * event to that person (messages, offers, notifications, reads, favourites), and every API process
 * hears every event over LISTEN/NOTIFY. A person's answers are dropped when an event names them,
 * all answers when the channel was lost (`resync`), and in this process at once when the publisher
 * sends (before NOTIFY comes back). `ttlMs` is only a safety net; a person is one entry, at most
 * `maxPeople` entries (the least recently used goes first), keyed by the signed-in person's id only.
 */
export class PersonCache {
  private readonly people = new Map<number, Map<PersonalAnswer, Slot>>();
  private readonly unsubscribe: () => void;

  constructor(
    events: LiveEvents,
    private readonly ttlMs: number,
    private readonly maxPeople = 10_000,
  ) {
    this.unsubscribe = events.subscribe((payload) => this.hear(payload));
  }

  /** The person's answer, read by `load` unless a current one is remembered (or being read). */
  get<T>(userId: number, what: PersonalAnswer, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    let slots = this.people.get(userId);
    const hit = slots?.get(what);
    if (hit && hit.expires > now) {
      this.touch(userId, slots!);
      return hit.value as Promise<T>;
    }
    if (!slots) slots = new Map();
    this.touch(userId, slots);
    const mine = slots;
    const slot: Slot = { value: load(), expires: Infinity };
    mine.set(what, slot);
    slot.value.then(
      () => {
        // Forgotten while it was read (an event named this person): the slots are gone, nothing is kept.
        slot.expires = Date.now() + this.ttlMs;
      },
      () => {
        if (mine.get(what) === slot) mine.delete(what);
      },
    );
    return slot.value as Promise<T>;
  }

  /** Drops these people's answers: something about them changed. */
  forget(userIds: Iterable<number>) {
    for (const id of userIds) this.people.delete(id);
  }

  size() {
    return this.people.size;
  }

  close() {
    this.unsubscribe();
    this.people.clear();
  }

  private hear(payload: string) {
    let notice: Partial<LiveNotice>;
    try {
      notice = JSON.parse(payload) as Partial<LiveNotice>;
    } catch {
      return;
    }
    // Events may have been missed while the channel was down: nobody's answer can be trusted.
    if (notice.type === 'resync') this.people.clear();
    else if (Array.isArray(notice.to)) this.forget(notice.to);
  }

  /** Most recently used last, so the first key is the one to evict. */
  private touch(userId: number, slots: Map<PersonalAnswer, Slot>) {
    this.people.delete(userId);
    this.people.set(userId, slots);
    while (this.people.size > this.maxPeople) {
      const oldest = this.people.keys().next().value as number;
      this.people.delete(oldest);
    }
  }
}
