/**
 * A very short-lived cache with request coalescing, for public answers that are the same for
 * everyone (the first page of a category, the home feed). Under load, thousands of identical
 * requests a second become one database query per key per `ttlMs`; a change shows after at most
 * that long. Holding it in memory is fine: losing it costs one query, and each process keeps its own.
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;

    const pending = this.loading.get(key);
    if (pending) return pending;

    const promise = load()
      .then((value) => {
        if (this.entries.size >= this.maxEntries) this.evictExpiredOrOldest();
        this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  private evictExpiredOrOldest() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
