/**
 * Ad page views, added up in memory and written in one statement every few seconds. Writing a row
 * per view made every ad page a write: on PGlite it serialised readers behind writes (33 ad pages/s
 * at 100,000 ads), and on PostgreSQL a popular ad's row became a lock queue. A crash loses at most
 * the last interval's views, which a view counter can afford.
 */
export class ViewCounter {
  private pending = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly write: (views: Map<number, number>) => Promise<void>,
    intervalMs = 2000,
    /** While the database is away, views wait here; beyond this many ads new ones are dropped. */
    private readonly maxPending = 50_000,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  add(listingId: number): void {
    this.bump(listingId, 1);
  }

  private bump(listingId: number, views: number): void {
    const n = this.pending.get(listingId);
    if (n === undefined && this.pending.size >= this.maxPending) return;
    this.pending.set(listingId, (n ?? 0) + views);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.write(batch);
    } catch {
      // Database unavailable: keep the counts for the next round.
      for (const [id, n] of batch) this.bump(id, n);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
