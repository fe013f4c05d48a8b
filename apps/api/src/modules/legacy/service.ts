import { findLegacyCollection, LEGACY_COLLECTIONS, type LegacyQuery } from '@bazaar/shared';
import { dropOnChange, publicAdDrops, type ChangeFeed } from '../../db/changes.ts';
import { AnswerCache, type CacheBook } from '../../lib/answer-cache.ts';
import { NotFound } from '../../lib/errors.ts';
import { SharedJson } from '../../lib/shared-json.ts';
import { SLOW_ANSWER_FACTOR } from '../listings/index.ts';
import { AnsweredAs } from './answered-as.ts';
import { presentLegacy } from './presenter.ts';
import { pagingOf, readLegacyQuery, type LegacyPaging } from './query.ts';
import type { CollectionRef, LegacyRepository } from './repository.ts';

export interface LegacyPage {
  /** The JSON array, serialised once and shared while cached. */
  json: SharedJson;
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

const MiB = 1024 * 1024;
/** Byte budgets per process (docs/architecture.md, "Caches and freshness"). */
const PAGES_MAX_BYTES = 12 * MiB;
const ADS_MAX_BYTES = 4 * MiB;
const COUNTS_MAX_BYTES = MiB / 4;
const ANSWERED_AS_MAX_BYTES = 2 * MiB;

/** A kept answer for an id json-server would not hold (its 404). */
export const NOT_THERE = false;

/**
 * The original client's json-server calls over the real ads. Answers are the same for everyone, so
 * the serialised JSON is shared as /api/listings shares its own: a list for LIST_CACHE_MS, one ad
 * five times as long (as the ad page); every announced change of an ad drops what it touches.
 */
export function legacyService(
  repo: LegacyRepository,
  opts: { publicUrl: string; cacheMs: number; changes: ChangeFeed; listMax: number; book?: CacheBook },
) {
  // A whole collection is one answer: bounded by the bytes kept, not only by their number.
  const pages = new AnswerCache<LegacyPage>({
    name: 'legacy-pages',
    ttlMs: opts.cacheMs,
    maxBytes: PAGES_MAX_BYTES,
    sizeOf: (page) => page.json.size,
    book: opts.book,
  });
  const ads = new AnswerCache<SharedJson | typeof NOT_THERE>({
    name: 'legacy-ads',
    ttlMs: opts.cacheMs * SLOW_ANSWER_FACTOR,
    maxBytes: ADS_MAX_BYTES,
    sizeOf: (ad) => (ad === NOT_THERE ? 8 : ad.size),
    book: opts.book,
  });
  const counts = new AnswerCache<number>({
    name: 'legacy-counts',
    ttlMs: opts.cacheMs * COUNT_TTL_FACTOR,
    maxBytes: COUNTS_MAX_BYTES,
    sizeOf: () => 8,
    book: opts.book,
  });
  // An ad is asked for by the id its collection answers it under (legacy-id.ts), a change names its
  // Bazaar id: which answers each ad was kept under. An ad's answer is a kilobyte or more, so the
  // ads kept (ADS_MAX_BYTES) are far fewer than the ids remembered here.
  const answeredAs = new AnsweredAs(ANSWERED_AS_MAX_BYTES, opts.book);
  // Its own id too: what an install without imported records answers it under, found or not.
  const adKeys = (rowId: number) => [
    ...Object.keys(LEGACY_COLLECTIONS).map((name) => `${name}/${rowId}`),
    ...answeredAs.keysOf(rowId),
  ];
  dropOnChange(opts.changes, pages, publicAdDrops());
  dropOnChange(opts.changes, counts, publicAdDrops());
  dropOnChange(opts.changes, ads, publicAdDrops(adKeys));
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
          json: new SharedJson(JSON.stringify(rows.map((r) => presentLegacy(r, c, opts.publicUrl)))),
          total,
          shown: rows.length,
          page: pagingOf(q),
        };
      });
    },

    /** One ad as JSON, or NOT_THERE where json-server would answer 404 (no such id in the collection). */
    async one(name: string, id: string): Promise<SharedJson | typeof NOT_THERE> {
      const c = collection(name);
      if (!ONE_ID.test(id)) return NOT_THERE;
      const key = `${c.name}/${id}`;
      return ads.get(key, async () => {
        const row = await repo.one(c, Number(id));
        if (!row) return NOT_THERE;
        answeredAs.add(row.rowId, key);
        return new SharedJson(JSON.stringify(presentLegacy(row, c, opts.publicUrl)));
      });
    },
  };
}

export type LegacyService = ReturnType<typeof legacyService>;
