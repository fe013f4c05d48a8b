import { LRUCache } from 'lru-cache';

type Load<V> = () => Promise<V>;

/** What lru-cache keeps beside each answer (its node, its key, its timestamps), in bytes, roughly. */
const ENTRY_OVERHEAD_BYTES = 120;

export interface AnswerCacheOptions<V> {
  /** How /metrics names it (see CacheBook). */
  name: string;
  /** How long an answer is served as it is; 0 turns the cache off (every call loads). */
  ttlMs: number;
  /** The byte budget: the least recently used answers go first once the kept ones add up to it. */
  maxBytes: number;
  /** The bytes one answer holds, roughly (its key and the cache's own overhead are added). */
  sizeOf: (value: V) => number;
  /** At most this many answers, whatever their size (for answers of a known, tiny size). */
  max?: number;
  /** Where /metrics finds it. */
  book?: CacheBook;
}

/** One cache's figures, as /metrics shows them. */
export interface CacheStats {
  name: string;
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
}

/**
 * The one cache of answers in Bazaar: a key's answer is loaded once, shared by everyone who asks
 * while it is fresh, and concurrent asks of one key share one load (lru-cache's `fetch`). It holds
 * at most `maxBytes`, each answer measured by `sizeOf` (lru-cache's `maxSize`).
 *
 * An answer past its time is still served once more while one load renews it in the background,
 * so nobody waits for the database on a busy key; past twice its time it is not served at all.
 * `delete` and `clear` are how a change reaches the cache (see db/changes.ts): a load running
 * when its key is deleted is not kept, so nothing from before the change comes back.
 */
export class AnswerCache<V extends NonNullable<unknown>> {
  readonly name: string;
  readonly maxBytes: number;
  private readonly lru: LRUCache<string, V, Load<V>>;
  private readonly ttlMs: number;
  private hits = 0;
  private misses = 0;

  constructor({ name, ttlMs, maxBytes, sizeOf, max, book }: AnswerCacheOptions<V>) {
    this.name = name;
    this.ttlMs = ttlMs;
    this.maxBytes = maxBytes;
    this.lru = new LRUCache<string, V, Load<V>>({
      ...(max && { max }),
      maxSize: maxBytes,
      sizeCalculation: (value, key) => Math.max(1, sizeOf(value) + key.length + ENTRY_OVERHEAD_BYTES),
      ttl: Math.max(ttlMs, 1),
      allowStale: true,
      // A load overtaken by a delete gives its caller the answer it would have had (or none).
      allowStaleOnFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    book?.add(this);
  }

  /** The key's answer, from `load` unless a fresh one (or one being renewed) is kept. */
  async get(key: string, load: Load<V>): Promise<V> {
    if (this.ttlMs <= 0) {
      this.misses++;
      return load();
    }
    if (this.lru.getRemainingTTL(key) < -this.ttlMs) this.lru.delete(key);
    let own: Promise<V> | undefined;
    const status: LRUCache.Status<string, V, Load<V>> = {};
    const kept = this.lru.fetch(key, { context: () => (own = load()), status });
    // Decided as the ask is made: a kept answer, one being loaded or renewed, or a load of its own.
    if (status.fetch === 'miss') this.misses++;
    else this.hits++;
    const answer = await kept;
    if (answer !== undefined) return answer;
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

  stats(): CacheStats {
    return {
      name: this.name,
      entries: this.lru.size,
      bytes: this.lru.calculatedSize,
      maxBytes: this.maxBytes,
      hits: this.hits,
      misses: this.misses,
    };
  }
}

/** Every answer cache of one app, for /metrics (modules/operations/cache-metrics.ts). */
export class CacheBook {
  private readonly caches: Array<{ stats(): CacheStats }> = [];

  add(cache: { stats(): CacheStats }): void {
    this.caches.push(cache);
  }

  stats(): CacheStats[] {
    return this.caches.map((c) => c.stats());
  }
}
