/**
 * Ad page views, added up in memory and written in one statement every few seconds. Writing a row
 * per view made every ad page a write: on PGlite it serialised readers behind writes (33 ad pages/s
 * at 100,000 ads), and on PostgreSQL a popular ad's row became a lock queue. A crash loses at most
 * the last interval's views, which a view counter can afford.
 *
 * A round is written in statements of at most `chunk` ads: on the embedded database, whose one
 * connection serialises every query, one statement for all the ads of a busy interval held it long
 * (each update touches every index of the row), and every request queued behind it;
 * between small statements the queued reads get their turn.
 *
 * Every ten seconds: a round writes one row per ad viewed in it, however many views, so the busy
 * ads of a moment cost the database far less than with rounds every two seconds (on the
 * embedded database each statement also holds the event loop). The page shows the views up to then.
 */
export class ViewCounter {
  private pending = new Map<number, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly write: (views: Map<number, number>) => Promise<void>,
    intervalMs = 10_000,
    /** While the database is away, views wait here; beyond this many ads new ones are dropped. */
    private readonly maxPending = 50_000,
    private readonly chunk = 25,
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
    const entries = [...this.pending];
    this.pending = new Map();
    for (let i = 0; i < entries.length; i += this.chunk) {
      try {
        await this.write(new Map(entries.slice(i, i + this.chunk)));
      } catch {
        // Database unavailable: keep this chunk's counts and the rest for the next round.
        for (const [id, n] of entries.slice(i)) this.bump(id, n);
        return;
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
