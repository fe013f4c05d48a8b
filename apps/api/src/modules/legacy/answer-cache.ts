/**
 * Answers shared between requests for `ttlMs`, like lib/micro-cache, with one difference that
 * matters under load: once an answer is due for renewal it is still served (for at most another
 * `ttlMs`) while one query renews it in the background. Requests never queue behind the database
 * (PGlite runs one query at a time); an answer is never more than twice `ttlMs` old.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.expires + this.ttlMs > now) {
      // Renewal failing (a database blip) leaves the old answer until it is too old, then errors show.
      this.renew(key, load).catch(() => {});
      return hit.value;
    }
    return this.renew(key, load);
  }

  private renew(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load()
      .then((value) => {
        if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.evict();
        this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  private evict() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires + this.ttlMs <= now) this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
