import type { ListingSort } from '@bazaar/shared';
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { istDay } from '../../db/ist-day.ts';
import { listingDailyViews, listingPhotos, listings, users } from '../../db/schema.ts';
import { personFactColumns } from '../people/index.ts';
import { escapeLike, type SearchMatch } from '../search/index.ts';
import { adPageCondition, publicListingCondition, type Viewer } from './visibility.ts';
import type { Cursor } from './cursor.ts';
import { distanceKm, flatDistance, nearColumns, withinRadius, type Point } from './distance.ts';

export interface ListingFilter {
  category?: string;
  brands?: string[];
  /** Case-insensitive prefix of the model, or of "brand model". */
  model?: string;
  minPrice?: number;
  maxPrice?: number;
  minYear?: number;
  maxYear?: number;
  maxKm?: number;
  fuel?: string[];
  transmission?: string[];
  owners?: string[];
  bhk?: string[];
  /** Enum attributes kept in JSONB (furnishing, type, condition, positionType): key → allowed values. */
  attrs?: Record<string, string[]>;
  state?: string;
  city?: string;
  includeSold?: boolean;
  /** One person's ads (their profile). */
  sellerId?: number;
  /** Full-text search: every word (or its correction) must match somewhere. */
  search?: SearchMatch;
  /** Around a point: every card gets its distance; with `km`, only ads that close. */
  near?: Point & { km?: number };
}

/** The seller as the ad page shows them: name, since when, badges and rating (people/facts.ts). */
const sellerColumns = { sellerName: users.name, sellerSince: users.createdAt, seller: personFactColumns };

export interface PageRequest {
  /** Relevance pages walk one tier at a time (see `tier`); the rest sort as said. */
  sort: Exclude<ListingSort, 'relevance'> | 'tier';
  after?: Cursor;
  limit: number;
}

/** What a listing card shows; My Ads and Favourites select the same. */
export const cardColumns = {
  id: listings.id,
  category: listings.category,
  title: listings.title,
  price: listings.price,
  brand: listings.brand,
  model: listings.model,
  year: listings.year,
  kmDriven: listings.kmDriven,
  state: listings.state,
  city: listings.city,
  locality: listings.locality,
  status: listings.status,
  featured: listings.featured,
  // The badges: what the seller vouched for in the ad's attributes.
  warranty: sql<boolean>`coalesce(${listings.attributes}->>'warranty' = 'Yes', false)`.as('warranty'),
  documentTransfer: sql<boolean>`coalesce(${listings.attributes}->>'documentTransfer' = 'Yes', false)`.as(
    'document_transfer',
  ),
  createdAt: listings.createdAt,
};

// A whole ad without its search vectors (derived, and large next to the rest).
const { nameVector: _name, searchVector: _search, ...listingColumns } = getTableColumns(listings);

type CardKey = keyof typeof cardColumns;

export const photoColumns = {
  key: listingPhotos.key,
  cardWidth: listingPhotos.cardWidth,
  cardHeight: listingPhotos.cardHeight,
  fullWidth: listingPhotos.fullWidth,
  fullHeight: listingPhotos.fullHeight,
};

const tsquery = (text: string) => sql`to_tsquery('simple'::regconfig, ${text})`;

/**
 * Relevance tiers, best first: every word in the title; every word in title, brand or model; every
 * word somewhere (the description too). Within a tier, newest first. Each tier is a plain filter
 * the GIN indexes answer, and each page walks created_at like any list: no rank over all matches.
 */
export const TIERS = [3, 2, 1] as const;
export type Tier = (typeof TIERS)[number];

function tierCondition(tier: Tier, m: SearchMatch): SQL {
  switch (tier) {
    case 3:
      return sql`${listings.nameVector} @@ ${tsquery(m.title)}`;
    case 2:
      return sql`${listings.nameVector} @@ ${tsquery(m.all)} and not ${listings.nameVector} @@ ${tsquery(m.title)}`;
    case 1:
      return sql`${listings.searchVector} @@ ${tsquery(m.all)} and not ${listings.nameVector} @@ ${tsquery(m.all)}`;
  }
}

function filterConditions(f: ListingFilter, nearestFirst = false): SQL[] {
  const where: SQL[] = [];
  const plain = filterColumns(f);
  // Nearest first within a radius (a page's reach, see `page`), the box on the GiST index is the
  // plan: a category or brand index would offer PostgreSQL a bitmap of a fifth of all ads to AND
  // with it, which it takes because it cannot estimate how many ads a box holds (a fixed 0.1 %).
  // "is true" leaves these conditions as they are, only out of those indexes' reach. The words
  // stay plain: a rare word's ads are found fastest through its GIN index.
  const walk = nearestFirst && f.near?.km !== undefined;
  where.push(...(walk ? plain.map((c) => sql`(${c}) is true`) : plain));
  if (f.search) where.push(sql`${listings.searchVector} @@ ${tsquery(f.search.all)}`);
  if (f.near) where.push(...withinRadius(f.near));
  where.push(publicListingCondition({ includeSold: !!f.includeSold }));
  return where;
}

/** The filters on an ad's own columns (not its words, place or status). */
function filterColumns(f: ListingFilter): SQL[] {
  const where: SQL[] = [];
  if (f.category) where.push(eq(listings.category, f.category));
  if (f.brands?.length) where.push(inArray(listings.brand, f.brands));
  if (f.model) {
    const prefix = `${escapeLike(f.model)}%`;
    where.push(
      sql`(${listings.model} ilike ${prefix} or concat_ws(' ', ${listings.brand}, ${listings.model}) ilike ${prefix})`,
    );
  }
  if (f.minPrice !== undefined) where.push(gte(listings.price, f.minPrice));
  if (f.maxPrice !== undefined) where.push(lte(listings.price, f.maxPrice));
  if (f.minYear !== undefined) where.push(gte(listings.year, f.minYear));
  if (f.maxYear !== undefined) where.push(lte(listings.year, f.maxYear));
  if (f.maxKm !== undefined) where.push(lte(listings.kmDriven, f.maxKm));
  if (f.fuel?.length) where.push(inArray(listings.fuel, f.fuel));
  if (f.transmission?.length) where.push(inArray(listings.transmission, f.transmission));
  if (f.owners?.length) where.push(inArray(listings.owners, f.owners));
  if (f.bhk?.length) where.push(inArray(listings.bhk, f.bhk));
  for (const [key, values] of Object.entries(f.attrs ?? {})) {
    if (values.length) where.push(inArray(sql`${listings.attributes} ->> ${key}`, values));
  }
  if (f.state) where.push(eq(listings.state, f.state));
  if (f.city) where.push(eq(listings.city, f.city));
  if (f.sellerId !== undefined) where.push(eq(listings.sellerId, f.sellerId));
  return where;
}

// Keyset paging: "rows after the cursor" is a row comparison the (key, id) indexes answer directly,
// so page 1,000 costs what page 1 costs.
//
// `bitmap`: order by an expression the sort indexes cannot supply, so the planner collects the
// matches through the GIN index and sorts them, a cost bounded by the number of matches. Walking a
// sort index and filtering by the search is only safe where the search does not correlate with
// the order (created_at); by price, the cheapest ads are other categories and a walk may read most
// of the table before it finds a "swift".
function ordering(
  sort: PageRequest['sort'],
  near: Point | undefined,
  after?: Cursor,
  bitmap = false,
): { order: SQL[]; after?: SQL } {
  const price = bitmap ? sql`${listings.price} + 0` : listings.price;
  const created = bitmap ? sql`${listings.createdAt} + interval '0 seconds'` : listings.createdAt;
  switch (sort) {
    case 'price_asc':
      return {
        order: [asc(price), asc(listings.id)],
        after: after && sql`(${listings.price}, ${listings.id}) > (${after.key}, ${after.id})`,
      };
    case 'price_desc':
      return {
        order: [desc(price), desc(listings.id)],
        after: after && sql`(${listings.price}, ${listings.id}) < (${after.key}, ${after.id})`,
      };
    case 'nearest': {
      // Ties (ads of one locality share its point) by id; see `page` for how far it looks.
      if (!near) throw new Error('Sorting by distance needs a place');
      const distance = distanceKm(near);
      return {
        order: [asc(distance), asc(listings.id)],
        after: after && sql`(${distance}, ${listings.id}) > (${after.key}::float8, ${after.id})`,
      };
    }
    case 'newest':
    case 'tier':
      return {
        order: [desc(created), desc(listings.id)],
        after:
          after && sql`(${listings.createdAt}, ${listings.id}) < (${after.key}::timestamptz, ${after.id})`,
      };
  }
}

/**
 * A search whose words are common (a brand, "bhk") is found fastest by reading the newest ads and
 * keeping the matches; a rare one through the GIN index. The planner judges multi-word searches
 * poorly (it treats "2 bhk flat" as 30 times rarer than it is), so for tier 3 we first read at most
 * this many of the newest ads ourselves, and only when they do not hold a full page use the index.
 */
export const WALK_ROWS = 2000;

export function listingsRepository(db: Db) {
  return {
    /** The query behind `page`, unexecuted, so benchmarks can EXPLAIN exactly what runs. */
    pageQuery(filter: ListingFilter, page: PageRequest & { tier?: Tier; walk?: boolean }) {
      // Searching sorted by price, and relevance tier 2 (a residue of tier 3 the planner cannot
      // estimate), go through the GIN index; see `ordering`.
      const bitmap =
        !!filter.search && (page.sort === 'price_asc' || page.sort === 'price_desc' || page.tier === 2);
      const { order, after } = ordering(page.sort, filter.near, page.after, bitmap);
      // A tier's condition already says what matches; the plain search condition would only cost.
      const where = filterConditions(
        page.tier ? { ...filter, search: undefined } : filter,
        page.sort === 'nearest',
      );
      if (after) where.push(after);
      if (page.tier && filter.search && page.walk) {
        // The newest WALK_ROWS ads that pass the other filters, then the matches among them. A
        // subquery with LIMIT is planned on its own, so this stays a short walk of created_at.
        const recent = db
          .select({ id: listings.id, createdAt: listings.createdAt, nameVector: listings.nameVector })
          .from(listings)
          .where(and(...where))
          .orderBy(desc(listings.createdAt), desc(listings.id))
          .limit(WALK_ROWS)
          .as('recent');
        const matched = db
          .select({ id: recent.id })
          .from(recent)
          .where(sql`${recent.nameVector} @@ ${tsquery(filter.search.title)}`)
          .orderBy(desc(recent.createdAt), desc(recent.id))
          .limit(page.limit);
        where.push(inArray(listings.id, matched));
      } else if (page.tier && filter.search) {
        where.push(tierCondition(page.tier, filter.search));
      }
      // The page is chosen first, then its 24 photos joined: joining before the limit would look up
      // a photo for every match (the planner does that when it underestimates a multi-word search).
      const chosen = db
        .select({ ...cardColumns, ...nearColumns(filter.near) })
        .from(listings)
        .where(and(...where))
        .orderBy(...order)
        .limit(page.limit)
        .as('chosen');
      type ChosenKey = CardKey | 'distanceKm';
      const keys: ChosenKey[] = [...(Object.keys(cardColumns) as CardKey[]), 'distanceKm'];
      const fields = Object.fromEntries(keys.map((k) => [k, chosen[k]])) as {
        [K in ChosenKey]: (typeof chosen)[K];
      };
      const outer =
        page.sort === 'nearest'
          ? [asc(chosen.distanceKm), asc(chosen.id)]
          : page.sort === 'price_asc'
            ? [asc(chosen.price), asc(chosen.id)]
            : page.sort === 'price_desc'
              ? [desc(chosen.price), desc(chosen.id)]
              : [desc(chosen.createdAt), desc(chosen.id)];
      return db
        .select({ ...fields, photo: photoColumns })
        .from(chosen)
        .leftJoin(listingPhotos, and(eq(listingPhotos.listingId, chosen.id), eq(listingPhotos.position, 0)))
        .orderBy(...outer);
    },

    async page(filter: ListingFilter, page: PageRequest & { tier?: Tier }) {
      // Searching, the words' GIN index finds every candidate at once, then sorted by distance.
      if (page.sort !== 'nearest' || filter.search || !filter.near) return this.pageQuery(filter, page);
      // Nearest first, in two steps. Working out every ad's distance would read them all; the
      // circle the page lies in is found first, then only the ads inside it are read and sorted.
      const reach = await this.nextPageReach(filter as ListingFilter & { near: Point }, page);
      return this.pageQuery({ ...filter, near: { ...filter.near, km: reach } }, page);
    },

    /**
     * How far the next nearest-first page reaches: the true distance of the farthest of a page of
     * ads taken in the GiST index's flat nearest-first order (a short walk), or the list's radius
     * if that is nearer or fewer ads are left. At least a page of ads lies within it, so the page's
     * ads, the truly nearest, do too.
     */
    async nextPageReach(filter: ListingFilter & { near: Point }, page: PageRequest) {
      const rows = await this.reachQuery(filter, page);
      const { km } = filter.near;
      if (rows.length < page.limit) return km;
      const farthest = Math.max(...rows.map((r) => r.km));
      return km === undefined ? farthest : Math.min(farthest, km);
    },

    /**
     * The walk behind `nextPageReach`, unexecuted, so benchmarks can EXPLAIN it. It leaves out the
     * radius: with its box, PostgreSQL (which cannot estimate how many ads a box holds) reads the
     * whole box instead of walking. Without it, the column filters' statistics let the planner
     * walk for common ones and use their own index for rare ones (a brand with a few dozen ads).
     */
    reachQuery(filter: ListingFilter & { near: Point }, page: PageRequest) {
      const near = { lat: filter.near.lat, lng: filter.near.lng };
      const where = filterConditions({ ...filter, near });
      if (page.after) where.push(ordering('nearest', near, page.after).after!);
      return db
        .select({ km: distanceKm(near) })
        .from(listings)
        .where(and(...where))
        .orderBy(flatDistance(near))
        .limit(page.limit);
    },

    /**
     * A page in relevance order: the cursor's tier first (rest of it), then the lower tiers until the
     * page is full. Usually one query; a second or third only where a tier runs out.
     */
    async relevancePage(filter: ListingFilter & { search: SearchMatch }, limit: number, after?: Cursor) {
      const rows: Array<Awaited<ReturnType<typeof this.pageQuery>>[number] & { tier: Tier }> = [];
      for (const tier of TIERS) {
        if (after?.tier && tier > after.tier) continue;
        const cursor = after?.tier === tier ? after : undefined;
        const page = { sort: 'tier' as const, tier, after: cursor, limit: limit - rows.length };
        let found;
        if (tier === 3 && filter.search.nameShare * WALK_ROWS >= 2 * page.limit) {
          found = await this.pageQuery(filter, { ...page, walk: true });
          // Fewer than a page among the newest ads: they may still be further back.
          if (found.length < page.limit) found = await this.pageQuery(filter, page);
        } else {
          found = await this.pageQuery(filter, page);
        }
        rows.push(...found.map((r) => ({ ...r, tier })));
        if (rows.length >= limit) break;
      }
      return rows;
    },

    /** The ad, if this viewer may open it (see visibility.ts). */
    async findVisible(id: number, viewer: Viewer | null) {
      const [row] = await db
        .select({ listing: listingColumns, ...sellerColumns })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.sellerId))
        .where(and(eq(listings.id, id), adPageCondition(viewer)));
      return row;
    },

    /**
     * Only whether the ad ended (its page tells visitors so, rather than "not found"). A suspended
     * seller's ads do not exist to others, so theirs never say they ended.
     */
    async hasEnded(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: listings.id })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.sellerId))
        .where(and(eq(listings.id, id), eq(listings.status, 'expired'), isNull(users.suspendedAt)));
      return row !== undefined;
    },

    async findManyVisible(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ listing: listingColumns, ...sellerColumns })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.sellerId))
        .where(and(inArray(listings.id, ids), publicListingCondition()));
    },

    async photosOf(listingIds: number[]) {
      if (listingIds.length === 0) return [];
      return db
        .select({ listingId: listingPhotos.listingId, ...photoColumns })
        .from(listingPhotos)
        .where(inArray(listingPhotos.listingId, listingIds))
        .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position));
    },

    /**
     * Adds counted views to their ads in one statement. The rows are locked in id order first:
     * several API processes flushing the same popular ads at once would otherwise deadlock.
     */
    async addViews(views: Map<number, number>): Promise<void> {
      const ids = [...views.keys()];
      const counts = ids.map((id) => views.get(id)!);
      const list = (values: number[]) =>
        sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        );
      await db.execute(sql`
        with v as (
          select unnest(array[${list(ids)}]::bigint[]) as id, unnest(array[${list(counts)}]::int[]) as n
        ), locked as materialized (
          select l.id from ${listings} l join v on l.id = v.id order by l.id for update of l
        ), daily as (
          -- Seller insights' views per day, under the same row locks (no second lock order).
          insert into ${listingDailyViews} (listing_id, day, views)
          select v.id, ${istDay(sql`now()`)}, v.n from v join locked on locked.id = v.id order by v.id
          on conflict (listing_id, day) do update set views = ${listingDailyViews}.views + excluded.views
        )
        update ${listings} set views = ${listings.views} + v.n
        from v join locked on locked.id = v.id
        where ${listings.id} = v.id`);
    },
  };
}

export type ListingsRepository = ReturnType<typeof listingsRepository>;
