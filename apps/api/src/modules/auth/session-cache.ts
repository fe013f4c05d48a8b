import type { UserRow } from './repository.ts';

interface Found {
  user: UserRow;
  expiresAt: Date;
}

/**
 * Who a session belongs to, remembered for a moment in this process. A signed-in page makes several
 * API calls at once (the ad, the session, the hearts, two unread counts), each of which looked the
 * session up in the database: on the embedded database, whose one connection serialises every
 * query, that alone queued ad pages behind each other. Concurrent look-ups of one cookie share one
 * query, and the answer is reused for `ttlMs`.
 *
 * Signing out, a password reset and "sign out everywhere" forget the entries of this process at
 * once; another API process on the same PostgreSQL database forgets them after at most `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow | undefined; expires: number }>();
  private readonly loading = new Map<string, Promise<UserRow | undefined>>();
  /** Bumped by every forget: a look-up that started before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /**
   * What this process remembers of a session, without waiting: `{ user }` (undefined when the
   * session does not exist) while the entry lives, else undefined and the caller must `get` it.
   */
  peek(idHash: string): { user: UserRow | undefined } | undefined {
    const hit = this.entries.get(idHash);
    return hit && hit.expires > Date.now() ? hit : undefined;
  }

  /** `load` answers the person and until when the session lives (an entry never outlives it). */
  async get(idHash: string, load: () => Promise<Found | undefined>): Promise<UserRow | undefined> {
    if (this.ttlMs <= 0) return (await load())?.user;
    const hit = this.peek(idHash);
    if (hit) return hit.user;
    const pending = this.loading.get(idHash);
    if (pending) return pending;

    const started = this.generation;
    const promise = load()
      .then((found) => {
        if (started === this.generation) this.store(idHash, found);
        return found?.user;
      })
      .finally(() => {
        if (this.loading.get(idHash) === promise) this.loading.delete(idHash);
      });
    this.loading.set(idHash, promise);
    return promise;
  }

  /** One session ended (sign-out, rotation at sign-in). */
  forget(idHash: string): void {
    this.generation++;
    this.entries.delete(idHash);
    this.loading.delete(idHash);
  }

  /** Every session of a person, except the one kept (reset, sign out everywhere, suspension). */
  forgetUser(userId: number, keepIdHash?: string): void {
    this.generation++;
    for (const [idHash, entry] of this.entries)
      if (entry.user?.id === userId && idHash !== keepIdHash) this.entries.delete(idHash);
    // A look-up under way may belong to that person: let it finish without storing.
    for (const idHash of this.loading.keys()) if (idHash !== keepIdHash) this.loading.delete(idHash);
  }

  private store(idHash: string, found: Found | undefined) {
    if (this.entries.size >= this.maxEntries) {
      const now = Date.now();
      for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    const expires = Math.min(Date.now() + this.ttlMs, found?.expiresAt.getTime() ?? Infinity);
    this.entries.set(idHash, { user: found?.user, expires });
  }
}
