/**
 * Gathers the keys asked for while the event loop takes in requests, and loads them with one query
 * once it has (setImmediate runs right after the sockets that were ready are read). Answers kept
 * for the same few seconds come due together, and each renewal was a query of its own: on PGlite,
 * which runs queries one at a time on the server's own thread, 48 single-ad queries took ~80 ms of
 * that thread, one query for the 48 a few.
 *
 * A renewal nobody waits for (the kept answer is served meanwhile) may wait `gatherMs` for others:
 * the ads of a busy page are asked for one after another, each a few milliseconds apart, so one turn
 * of the event loop catches only a few of them.
 */
export class BatchLoader<K, V> {
  private waiting = new Map<K, Array<{ resolve(v: V | undefined): void; reject(e: unknown): void }>>();
  private gathering: NodeJS.Timeout | undefined;
  private flushing = false;

  /**
   * @param loadMany finds the values of many keys at once; a key it gives nothing for is undefined.
   * @param maxBatch keys per load at most (an IN list of thousands is no longer one cheap query).
   */
  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 100,
  ) {}

  /** @param gatherMs how long this key may wait for others (0: as soon as this turn's requests are in). */
  load(key: K, { gatherMs = 0 }: { gatherMs?: number } = {}): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      this.schedule(gatherMs);
    });
  }

  /** The earliest flush any waiting key asked for: someone waiting flushes everything gathered. */
  private schedule(gatherMs: number): void {
    if (gatherMs > 0) {
      if (!this.gathering && !this.flushing) this.gathering = setTimeout(() => this.flush(), gatherMs);
      return;
    }
    if (this.flushing) return;
    clearTimeout(this.gathering);
    this.gathering = undefined;
    this.flushing = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    clearTimeout(this.gathering);
    this.gathering = undefined;
    this.flushing = false;
    const all = [...this.waiting];
    this.waiting = new Map();
    for (let i = 0; i < all.length; i += this.maxBatch) {
      const batch = all.slice(i, i + this.maxBatch);
      this.loadMany(batch.map(([key]) => key)).then(
        (found) => {
          for (const [key, callers] of batch) for (const c of callers) c.resolve(found.get(key));
        },
        (err: unknown) => {
          for (const [, callers] of batch) for (const c of callers) c.reject(err);
        },
      );
    }
  }
}
