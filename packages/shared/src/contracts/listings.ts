import { z } from 'zod';
import { ProfileBadges, RatingSummary } from './profiles.ts';
import { findCategory } from '../catalog/categories.ts';
import { ATTR_PARAM_PREFIX, ATTRIBUTE_FILTERS, filterOptions } from '../catalog/filters.ts';
import { NEAR_RADII_KM, parseNear, type Near } from '../catalog/near.ts';
import { STATE_SLUGS } from '../catalog/states.ts';
import { LIMITS } from '../limits.ts';

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance', 'nearest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * `removed` is the seller's own removal; `held` (waiting for an operator), `taken_down` (an
 * operator's removal) and `suspended` (the seller's account is suspended) are moderation's;
 * `expired`: its time ran out (LISTING_TTL_DAYS after publishing or renewal) until its seller renews it.
 */
export const LISTING_STATUSES = [
  'active',
  'sold',
  'removed',
  'held',
  'taken_down',
  'suspended',
  'expired',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** The statuses anyone may see; everything else shows only to its seller and to operators. */
export const PUBLIC_LISTING_STATUSES = ['active', 'sold'] as const satisfies readonly ListingStatus[];
/** Hidden by moderation: chat and offers treat these like a removed ad. */
export const MODERATED_LISTING_STATUSES = [
  'held',
  'taken_down',
  'suspended',
] as const satisfies readonly ListingStatus[];

/** A query-string value that may appear once or repeated (?brand=a&brand=b). */
const repeated = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);

const rupeeAmount = z.coerce.number().int().min(0).max(LIMITS.priceMax);

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const THIS_YEAR = new Date().getFullYear();
const year = z.coerce.number().int().min(1900).max(THIS_YEAR);

/** A repeatable enum filter whose values come from the catalog (fuel, owners, BHK …). */
const options = (key: string) =>
  repeated(z.string().min(1).max(60))
    .pipe(z.array(z.string()).max(10))
    .superRefine((values, ctx) => {
      const allowed = filterOptions(key);
      for (const v of values) {
        if (!allowed.includes(v)) ctx.addIssue({ code: 'custom', message: `Unknown ${key}: ${v}` });
      }
    });

const KNOWN = {
  q: z.string().trim().max(LIMITS.searchMax).optional(),
  category: z
    .string()
    .refine((s) => findCategory(s) !== undefined, { message: 'Unknown category' })
    .transform((s) => findCategory(s)!.slug)
    .optional(),
  brand: repeated(z.string().min(1).max(60))
    .pipe(z.array(z.string()).max(LIMITS.brandsPerQueryMax))
    .optional(),
  /** The brand-model box: a case-insensitive prefix of the model (or of "brand model"). */
  model: z.string().trim().min(1).max(70).optional(),
  minPrice: rupeeAmount.optional(),
  maxPrice: rupeeAmount.optional(),
  minYear: year.optional(),
  maxYear: year.optional(),
  maxKm: z.coerce.number().int().min(0).max(1_000_000).optional(),
  fuel: options('fuel').optional(),
  transmission: options('transmission').optional(),
  owners: options('owners').optional(),
  bhk: options('bhk').optional(),
  state: z.enum(STATE_SLUGS as [string, ...string[]]).optional(),
  city: z.string().min(1).max(60).optional(),
  /** Around where (see `Near`): a point `lat,lng`, a city `pune` or a locality `pune.kothrud`. */
  near: z
    .string()
    .max(40)
    .transform((raw, ctx): Near => {
      const near = parseNear(raw);
      if (!near) ctx.addIssue({ code: 'custom', message: 'Unknown place' });
      return near ?? { kind: 'place', city: '' };
    })
    .optional(),
  /** How far from `near`, in km (one of NEAR_RADII_KM); absent: any distance. */
  km: z.coerce
    .number()
    .refine((n) => (NEAR_RADII_KM as readonly number[]).includes(n), {
      message: `Choose one of ${NEAR_RADII_KM.join(', ')} km`,
    })
    .optional(),
  includeSold: booleanFlag.optional(),
  /** One person's ads (their profile's list): the same visibility and paging as any list. */
  seller: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1)
    .optional(),
  /** Default: relevance when searching (q), newest otherwise. Relevance needs q. */
  sort: z.enum(LISTING_SORTS).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
};

/**
 * GET /api/listings query. Category accepts canonical slugs and the original product's aliases.
 * Filters on JSONB attributes arrive as `attr.<key>` (repeatable) and are checked against the catalog.
 */
export const ListingsQuery = z
  .object(KNOWN)
  .catchall(repeated(z.string().max(60)))
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice)
      issue('minPrice', 'Minimum price must not be above maximum price');
    if (q.minYear !== undefined && q.maxYear !== undefined && q.minYear > q.maxYear)
      issue('minYear', 'The oldest year must not be after the newest');
    if (q.sort === 'relevance' && !q.q) issue('sort', 'Sorting by relevance needs a search (q)');
    if (q.sort === 'nearest' && !q.near) issue('sort', 'Sorting by distance needs a place (near)');
    if (q.km !== undefined && !q.near) issue('km', 'A distance needs a place (near)');
    for (const [key, values] of Object.entries(q)) {
      if (key in KNOWN || !key.startsWith(ATTR_PARAM_PREFIX)) continue;
      const attr = key.slice(ATTR_PARAM_PREFIX.length);
      if (!ATTRIBUTE_FILTERS.has(attr)) {
        issue(key, `Unknown filter: ${attr}`);
        continue;
      }
      const allowed = filterOptions(attr, q.category);
      for (const v of values as string[]) if (!allowed.includes(v)) issue(key, `Unknown ${attr}: ${v}`);
    }
  })
  .transform((q) => {
    const attrs: Record<string, string[]> = {};
    const known: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(q)) {
      if (key in KNOWN) known[key] = value;
      else if (key.startsWith(ATTR_PARAM_PREFIX))
        attrs[key.slice(ATTR_PARAM_PREFIX.length)] = value as string[];
      // Any other parameter is ignored, as before.
    }
    const k = known as Omit<ListingsQueryOut, 'sort' | 'attrs'> & { sort?: ListingSort };
    const q2 = k.q || undefined;
    return { ...k, q: q2, attrs, sort: k.sort ?? (q2 ? 'relevance' : 'newest') } as ListingsQueryOut;
  });

type KnownOut = { [K in keyof typeof KNOWN]?: z.output<(typeof KNOWN)[K]> };
/** The parsed query: every filter optional; sort resolved; JSONB attribute filters by key. */
type ListingsQueryOut = Omit<KnownOut, 'sort' | 'limit'> & {
  sort: ListingSort;
  limit: number;
  attrs?: Record<string, string[]>;
};
export type ListingsQuery = z.infer<typeof ListingsQuery>;
/** What a client may send (the catch-all of `attr.<key>` filters typed by its prefix). */
export type ListingsQueryInput = { [K in keyof typeof KNOWN]?: z.input<(typeof KNOWN)[K]> } & {
  [attr: `attr.${string}`]: string | string[] | undefined;
};

export const Photo = z.object({
  card: z.string(),
  full: z.string(),
  /** Intrinsic sizes, so the page reserves room and nothing jumps while loading. */
  cardWidth: z.number().int(),
  cardHeight: z.number().int(),
  fullWidth: z.number().int(),
  fullHeight: z.number().int(),
});
export type Photo = z.infer<typeof Photo>;

const AttributeValue = z.union([z.string(), z.number()]);

export const ListingCard = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  price: z.number().int(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  kmDriven: z.number().int().nullable(),
  state: z.string(),
  city: z.string(),
  locality: z.string(),
  status: z.enum(LISTING_STATUSES),
  featured: z.boolean(),
  /** The seller says the vehicle is under warranty / they help transfer its papers (card badges). */
  warranty: z.boolean(),
  documentTransfer: z.boolean(),
  createdAt: z.string(),
  photo: Photo.nullable(),
  /** Kilometres from the place the list was asked `near`; only on lists that name one. */
  distanceKm: z.number().optional(),
});
export type ListingCard = z.infer<typeof ListingCard>;

export const ListingsPage = z.object({
  items: z.array(ListingCard),
  nextCursor: z.string().nullable(),
  /** A search's first page found nothing: queries that would (spelling of brands, models, titles). */
  didYouMean: z.array(z.string()).optional(),
});
export type ListingsPage = z.infer<typeof ListingsPage>;

export const ListingIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const Seller = z.object({
  id: z.number().int(),
  name: z.string(),
  memberSince: z.string(),
  /** What Bazaar checked about the seller (profiles.ts). */
  badges: ProfileBadges,
  /** "4.6 from 12 deals", or `average: null` ("new"). */
  rating: RatingSummary,
});

export const ListingDetail = ListingCard.extend({
  description: z.string(),
  fuel: z.string().nullable(),
  transmission: z.string().nullable(),
  owners: z.string().nullable(),
  bhk: z.string().nullable(),
  /** Every other attribute of the category, keyed by the catalog's attribute key. */
  attributes: z.record(z.string(), AttributeValue),
  photos: z.array(Photo),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  views: z.number().int(),
  updatedAt: z.string(),
  seller: Seller,
  /** The seller lets signed-in buyers see their number (Show number); the number itself is never here. */
  phoneOnRequest: z.boolean(),
});
export type ListingDetail = z.infer<typeof ListingDetail>;
