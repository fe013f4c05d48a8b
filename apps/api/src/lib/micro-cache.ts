/**
 * A very short-lived cache with request coalescing, for public answers that are the same for
 * everyone (the first page of a category, the home feed). Under load, thousands of identical
 * requests a second become one database query per key per `ttlMs`; a change shows after at most
 * that long. Holding it in memory is fine: losing it costs one query, and each process keeps its own.
 *
 * With `serveStaleWhileRenewing`, an answer due for renewal is still served (for at most another
 * `ttlMs`) while one load renews it in the background, so requests never queue behind the database
 * (PGlite runs one query at a time); an answer is then never more than twice `ttlMs` old.
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  /** How long past its expiry an answer may still be served while it is renewed. */
  private readonly staleMs: number;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    options: { serveStaleWhileRenewing?: boolean } = {},
  ) {
    this.staleMs = options.serveStaleWhileRenewing ? ttlMs : 0;
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.expires + this.staleMs > now) {
      // Renewal failing (a database blip) leaves the old answer until it is too old, then errors show.
      this.renew(key, load).catch(() => {});
      return hit.value;
    }
    return this.renew(key, load);
  }

  /**
   * The key's answer when it is fresh, at once and without a promise; undefined when only `get` can
   * answer (none kept, or one due for renewal: `get` serves it and starts the renewal).
   */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  /**
   * Drops a key's answer, and any load of it already running is not kept: after a change this
   * process made (an ad edited), the next request reads the changed data, not an answer from before.
   */
  forget(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** `forget` for every key: a change that may show in any of them (a new ad in every list). */
  forgetAll(): void {
    this.entries.clear();
    this.loading.clear();
  }

  private renew(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise: Promise<T> = load()
      .then((value) => {
        // Forgotten while it loaded: its answer may predate the change, so callers get it, the cache not.
        if (this.loading.get(key) !== promise) return value;
        // Without a stale window a key being renewed has expired and goes with the others; with one,
        // a renewed key keeps its place and needs no room.
        const needsRoom = this.staleMs === 0 || !this.entries.has(key);
        if (needsRoom && this.entries.size >= this.maxEntries) this.evictUnservableOrOldest();
        this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  private evictUnservableOrOldest() {
    const now = Date.now();
    for (const [key, entry] of this.entries)
      if (entry.expires + this.staleMs <= now) this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
