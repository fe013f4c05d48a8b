import { MicroCache } from '../../lib/micro-cache.ts';

/**
 * How many times longer than a list a search answer or an ad's page is shared. A search on a large
 * catalogue costs tens of milliseconds of database time and an ad's page two queries, against a few
 * for a list; ads change rarely, and a change made through this process shows at once (`changed`).
 */
export const SLOW_ANSWER_FACTOR = 5;

/**
 * How long the renewal of a kept ad waits for other ads coming due, to renew them with one query:
 * the ads of a busy page are asked for a few milliseconds apart, and the old answers are served
 * meanwhile, so nobody waits for it.
 */
const RENEWAL_GATHER_MS = 50;

/** A kept ad's read: a renewal gathers others for `RENEWAL_GATHER_MS`, someone waiting reads at once. */
export const gatherFor = (renewal: boolean) => ({ gatherMs: renewal ? RENEWAL_GATHER_MS : 0 });

/**
 * The serialised answers of /api/listings that are the same for every visitor, shared for a moment
 * (LIST_CACHE_MS) and renewed in the background: a visitor never waits for a renewal while the
 * old answer is young enough, so an answer is at most twice its share time old.
 *
 * A person's own change (posting, editing, selling, removing an ad) and a moderation decision are
 * seen at once in this process: they drop every list and that ad's page. Other processes (several
 * API processes on one PostgreSQL) show them within the bounds above.
 */
export class PublicAnswers {
  /** Browsing lists: the newest ads, a category, filters. */
  readonly lists: MicroCache<string>;
  /** Lists with a search text (`q`). */
  readonly searches: MicroCache<string>;
  /** One public ad's page, by id. */
  readonly ads: MicroCache<string>;
  /** Other answers made of the same ads (the legacy routes'), told of the same changes. */
  private readonly followers: Array<(listingId: number | null) => void> = [];

  constructor(listCacheMs: number) {
    const stale = { serveStaleWhileRenewing: true };
    this.lists = new MicroCache(listCacheMs, 1000, stale);
    this.searches = new MicroCache(listCacheMs * SLOW_ANSWER_FACTOR, 2000, stale);
    this.ads = new MicroCache(listCacheMs * SLOW_ANSWER_FACTOR, 5000, stale);
  }

  /** Calls `follower` with the ad's id on every `changed`, and with null on `everythingChanged`. */
  follow(follower: (listingId: number | null) => void): void {
    this.followers.push(follower);
  }

  /** An ad was posted, edited, sold, removed or published again through this process. */
  changed(listingId: number): void {
    this.lists.forgetAll();
    this.searches.forgetAll();
    this.ads.forget(String(listingId));
    for (const follower of this.followers) follower(listingId);
  }

  /** Many ads changed at once (a seller suspended or reinstated): every shared answer goes. */
  everythingChanged(): void {
    this.lists.forgetAll();
    this.searches.forgetAll();
    this.ads.forgetAll();
    for (const follower of this.followers) follower(null);
  }
}
