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

  /**
   * @param load makes the key's answer; told whether it renews one still served meanwhile (nobody
   * waits for it) or someone waits.
   */
  async get(key: string, load: (renewal: boolean) => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load(false);
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.expires + this.staleMs > now) {
      // Renewal failing (a database blip) leaves the old answer until it is too old, then errors show.
      this.renew(key, () => load(true)).catch(() => {});
      return hit.value;
    }
    return this.renew(key, () => load(false));
  }

  /**
   * The answer `get` would give at once, without a promise and without starting anything: a fresh
   * one, or one due for renewal whose renewal is under way. Undefined when only `get` can answer
   * (none kept, or one due for renewal that nobody has started to renew: `get` starts it).
   */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const now = Date.now();
    if (hit.expires > now) return hit.value;
    return hit.expires + this.staleMs > now && this.loading.has(key) ? hit.value : undefined;
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
        this.entries.set(key, { value, expires: this.expiryOf(Date.now()) });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /**
   * A tenth of the share time early at most, on a grid of that tenth: answers made a few
   * milliseconds apart (the ads of a page, asked for one after another) come due at the same moment,
   * so their renewals start together and are read with one query (lib/batch-loader.ts), instead of
   * staying a few milliseconds apart, cycle after cycle.
   */
  private expiryOf(now: number): number {
    const grid = Math.max(1, Math.floor(this.ttlMs / 10));
    return Math.max(now + 1, Math.floor((now + this.ttlMs) / grid) * grid);
  }

  private evictUnservableOrOldest() {
    const now = Date.now();
    for (const [key, entry] of this.entries)
      if (entry.expires + this.staleMs <= now) this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
