import { findLegacyCollection, LEGACY_COLLECTIONS, type LegacyQuery } from '@bazaar/shared';
import { BatchLoader } from '../../lib/batch-loader.ts';
import { NotFound } from '../../lib/errors.ts';
import { MicroCache } from '../../lib/micro-cache.ts';
import { gatherFor, SLOW_ANSWER_FACTOR, type PublicAnswers } from '../listings/public-answers.ts';
import { presentLegacy } from './presenter.ts';
import { pagingOf, readLegacyQuery, type LegacyPaging } from './query.ts';
import type { CollectionRef, LegacyRepository, LegacyRow } from './repository.ts';

export interface LegacyPage {
  /** The JSON array, serialised once and shared while cached. */
  body: string;
  total: number;
  shown: number;
  /** Set when `_page` was asked for, or a whole list was cut: what the Link header is made of. */
  page?: LegacyPaging;
}

/** An id json-server could hold: it looks ids up as text, so "abc" or "07" is simply not there. */
const ONE_ID = /^[1-9]\d{0,14}$/;

/** How many times longer than a page a match count is shared (see `list`). */
const COUNT_TTL_FACTOR = 5;

function collection(name: string): CollectionRef {
  const found = findLegacyCollection(name);
  if (!found)
    throw new NotFound(
      `Unknown collection "${name}"; there are ${Object.keys(LEGACY_COLLECTIONS).join(', ')}`,
    );
  return found;
}

/**
 * The original client's json-server calls over the real ads. Answers are the same for everyone, so
 * the serialised JSON is shared as /api/listings shares its own: a list for LIST_CACHE_MS, one ad
 * five times as long (as the ad page), and a change made through this process drops them at once
 * (`answers.follow`). Under load the database sees one query per distinct call per interval, not one
 * per request, and no request waits for it.
 */
export function legacyService(
  repo: LegacyRepository,
  opts: { publicUrl: string; cacheMs: number; answers: PublicAnswers; listMax: number },
) {
  const stale = { serveStaleWhileRenewing: true };
  const pages = new MicroCache<LegacyPage>(opts.cacheMs, 1000, stale);
  const ads = new MicroCache<string | null>(opts.cacheMs * SLOW_ANSWER_FACTOR, 10_000, stale);
  const counts = new MicroCache<number>(opts.cacheMs * COUNT_TTL_FACTOR, 1000, stale);
  opts.answers.follow((listingId) => {
    pages.forgetAll();
    counts.forgetAll();
    if (listingId === null) ads.forgetAll();
    else for (const name of Object.keys(LEGACY_COLLECTIONS)) ads.forget(`${name}/${listingId}`);
  });
  // Kept ads come due together (filled together, renewed together): one query renews them all.
  const loaders = new Map<string, BatchLoader<number, LegacyRow>>();
  const adsOf = (c: CollectionRef) => {
    let loader = loaders.get(c.name);
    if (!loader) loaders.set(c.name, (loader = new BatchLoader((ids) => repo.some(c, ids))));
    return loader;
  };
  return {
    async list(name: string, raw: LegacyQuery): Promise<LegacyPage> {
      const c = collection(name);
      // Read (and checked) only when the answer is made: a query that fails the check is never kept,
      // so every later ask of it is checked again and refused again.
      return pages.get(`${c.name}?${JSON.stringify(raw)}`, async () => {
        const q = readLegacyQuery(raw, c.fields, c.name, opts.listMax);
        // Counting every match is the costly part (all of a category's ads, not a page of them), so
        // the count is shared longer than the page: X-Total-Count may lag a new ad by a few seconds.
        const countKey = `${c.name}:${JSON.stringify([q.filters, q.words])}`;
        const [rows, total] = await Promise.all([
          repo.page(c, q),
          counts.get(countKey, () => repo.count(c, q)),
        ]);
        return {
          body: JSON.stringify(rows.map((r) => presentLegacy(r, c, opts.publicUrl))),
          total,
          shown: rows.length,
          page: pagingOf(q),
        };
      });
    },

    /** One ad as JSON, or null where json-server would answer 404 (no such id in the collection). */
    async one(name: string, id: string): Promise<string | null> {
      const c = collection(name);
      if (!ONE_ID.test(id)) return null;
      return ads.get(`${c.name}/${id}`, async (renewal) => {
        const row = await adsOf(c).load(Number(id), gatherFor(renewal));
        return row ? JSON.stringify(presentLegacy(row, c, opts.publicUrl)) : null;
      });
    },

    /**
     * `one`'s answer without a promise when it is kept and fresh (most asks of a popular ad), for
     * a collection and an id as they are written; undefined when `one` must be asked.
     */
    oneAtHand(name: string, id: string): string | null | undefined {
      if (!Object.hasOwn(LEGACY_COLLECTIONS, name) || !ONE_ID.test(id)) return undefined;
      return ads.peek(`${name}/${id}`);
    },
  };
}

export type LegacyService = ReturnType<typeof legacyService>;
