import { LRUCache } from 'lru-cache';

type Load<V> = () => Promise<V>;

export interface AnswerCacheOptions<V> {
  /** How long an answer is served as it is; 0 turns the cache off (every call loads). */
  ttlMs: number;
  /** The most answers kept; the least recently used goes first. */
  max: number;
  /** For answers whose size varies a lot: the most they may add up to, each measured by `sizeOf`. */
  maxSize?: { total: number; sizeOf: (value: V) => number };
}

/**
 * The one cache of answers in Bazaar: a key's answer is loaded once, shared by everyone who asks
 * while it is fresh, and concurrent asks of one key share one load (lru-cache's `fetch`).
 *
 * An answer past its time is still served once more while one load renews it in the background,
 * so nobody waits for the database on a busy key; past twice its time it is not served at all.
 * `delete` and `clear` are how a change reaches the cache (see db/changes.ts): a load running
 * when its key is deleted is not kept, so nothing from before the change comes back.
 */
export class AnswerCache<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V, Load<V>>;
  private readonly ttlMs: number;

  constructor({ ttlMs, max, maxSize }: AnswerCacheOptions<V>) {
    this.ttlMs = ttlMs;
    this.lru = new LRUCache<string, V, Load<V>>({
      max,
      ...(maxSize && {
        maxSize: maxSize.total,
        sizeCalculation: (value) => Math.max(1, maxSize.sizeOf(value)),
      }),
      ttl: Math.max(ttlMs, 1),
      allowStale: true,
      // A load overtaken by a delete gives its caller the answer it would have had (or none).
      allowStaleOnFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  /** The key's answer, from `load` unless a fresh one (or one being renewed) is kept. */
  async get(key: string, load: Load<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    if (this.lru.getRemainingTTL(key) < -this.ttlMs) this.lru.delete(key);
    let own: Promise<V> | undefined;
    const kept = await this.lru.fetch(key, { context: () => (own = load()) });
    if (kept !== undefined) return kept;
    // The key was deleted while its first load ran: that load is not kept, but the caller who
    // started it still gets its answer; anyone who joined it loads for themselves.
    return own ?? load();
  }

  delete(key: string): void {
    this.lru.delete(key);
  }

  /** Drops every answer whose value `matches` (a person's sessions, say). */
  deleteWhere(matches: (value: V, key: string) => boolean): void {
    const doomed = [...this.lru.entries()].filter(([key, value]) => matches(value, key));
    for (const [key] of doomed) this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}
