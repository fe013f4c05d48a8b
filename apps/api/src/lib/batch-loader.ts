/**
 * Gathers the keys asked for while the event loop takes in requests, and loads them with one query
 * once it has (setImmediate runs right after the sockets that were ready are read). Answers kept
 * for the same few seconds come due together, and each renewal was a query of its own: on PGlite,
 * which runs queries one at a time on the server's own thread, 48 single-ad queries took ~80 ms of
 * that thread, one query for the 48 a few.
 */
export class BatchLoader<K, V> {
  private waiting = new Map<K, Array<{ resolve(v: V | undefined): void; reject(e: unknown): void }>>();

  /**
   * @param loadMany finds the values of many keys at once; a key it gives nothing for is undefined.
   * @param maxBatch keys per load at most (an IN list of thousands is no longer one cheap query).
   */
  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 100,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(key);
      if (callers) return void callers.push({ resolve, reject });
      if (this.waiting.size === 0) setImmediate(() => this.flush());
      this.waiting.set(key, [{ resolve, reject }]);
    });
  }

  private flush(): void {
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
