import { ATTR_PARAM_PREFIX, LIMITS, TYPED_ENUM_FILTERS, type ListingSort } from '@bazaar/shared';
import type { ListingsFilter } from '../../../lib/useListings';

/**
 * The original product's sortBy values: 'desc' = price high to low, 'asc' = low to high; plus
 * 'newest', 'relevance' and 'nearest'. null = the default: relevance when searching, newest otherwise.
 */
export type SortBy = 'asc' | 'desc' | 'newest' | 'relevance' | 'nearest' | null;

const SORT_VALUES = ['asc', 'desc', 'newest', 'relevance', 'nearest'] as const;

/**
 * The shape of a `near` parameter (a point, a city or a city's locality). The server knows the
 * places; checking them here would put every locality into the list page's first script.
 */
const NEAR_SHAPE = /^(-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?|[a-z-]+(\.[a-z0-9-]+)?)$/;

/** Number filters, by their URL (and API) parameter. */
export const NUMBER_PARAMS = ['minPrice', 'maxPrice', 'minYear', 'maxYear', 'maxKm'] as const;
export type NumberParam = (typeof NUMBER_PARAMS)[number];

export interface ListingFilters {
  /** Search text (the results page), or null on a plain list. */
  q: string | null;
  brands: string[];
  model: string | null;
  numbers: Partial<Record<NumberParam, number>>;
  /** Enum filters by URL parameter: fuel, transmission, owners, bhk, attr.<key> → chosen values. */
  enums: Record<string, string[]>;
  sortBy: SortBy;
  includeSold: boolean;
  state: string | null;
  city: string | null;
  /** Around where (`near`: a point, a city or `city.locality`), and how far from it (`km`). */
  near: string | null;
  km: number | null;
}

/** The URL (and API) parameter of an enum attribute filter: typed columns by name, the rest as attr.<key>. */
export const enumParam = (attributeKey: string) =>
  (TYPED_ENUM_FILTERS as readonly string[]).includes(attributeKey)
    ? attributeKey
    : `${ATTR_PARAM_PREFIX}${attributeKey}`;

const isEnumParam = (key: string) =>
  (TYPED_ENUM_FILTERS as readonly string[]).includes(key) || key.startsWith(ATTR_PARAM_PREFIX);

/** Reads the filters mirrored in the URL (?q=…&brand=A&brand=B&sortBy=desc&fuel=Diesel&attr.type=…). */
export function parseFilters(params: URLSearchParams): ListingFilters {
  const sortBy = params.get('sortBy');
  const brands = [...new Set(params.getAll('brand').filter(Boolean))].slice(0, LIMITS.brandsPerQueryMax);
  const numbers: ListingFilters['numbers'] = {};
  for (const key of NUMBER_PARAMS) {
    const raw = params.get(key);
    const n = raw === null || raw === '' ? NaN : Number(raw);
    if (Number.isSafeInteger(n) && n >= 0) numbers[key] = n;
  }
  const enums: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    if (isEnumParam(key)) enums[key] = [...new Set(params.getAll(key).filter(Boolean))];
  }
  const q = params.get('q')?.trim() || null;
  const sort = (SORT_VALUES as readonly string[]).includes(sortBy ?? '') ? (sortBy as SortBy) : null;
  const nearParam = params.get('near')?.trim().toLowerCase() ?? '';
  const near = NEAR_SHAPE.test(nearParam) ? nearParam : null;
  const km = Number(params.get('km'));
  return {
    q,
    brands,
    model: params.get('model')?.trim() || null,
    numbers,
    enums,
    // Relevance only means something for a search, distance only around a place.
    sortBy: (sort === 'relevance' && !q) || (sort === 'nearest' && !near) ? null : sort,
    includeSold: params.get('includeSold') === 'true',
    state: params.get('state') || null,
    city: params.get('city') || null,
    near,
    // Which radii there are (NEAR_RADII_KM) is the server's to check, as it checks places.
    km: near && Number.isSafeInteger(km) && km > 0 ? km : null,
  };
}

/** Adds or removes one value of a repeatable parameter (brand, fuel, attr.type …). */
export function toggleValue(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = next.getAll(key);
  next.delete(key);
  const updated = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  for (const v of updated) next.append(key, v);
  return next;
}

export const toggleBrand = (params: URLSearchParams, brand: string) => toggleValue(params, 'brand', brand);

/** Sets or (with null or '') removes one parameter. */
export function setParam(
  params: URLSearchParams,
  key: string,
  value: string | number | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, String(value));
  return next;
}

export const setSortBy = (params: URLSearchParams, sortBy: SortBy) => setParam(params, 'sortBy', sortBy);

/** Chooses a place (or, with null, none: then no radius and no nearest-first order either). */
export function setNear(params: URLSearchParams, near: string | null): URLSearchParams {
  const next = setParam(params, 'near', near);
  if (near) return next;
  next.delete('km');
  if (next.get('sortBy') === 'nearest') next.delete('sortBy');
  return next;
}

export const setIncludeSold = (params: URLSearchParams, on: boolean) =>
  setParam(params, 'includeSold', on ? 'true' : null);

/** Drops every filter but keeps anything else in the URL (the search text ?q above all). */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...next.keys()]) {
    if (key !== 'q') next.delete(key);
  }
  return next;
}

const SORTS: Record<Exclude<SortBy, null>, ListingSort> = {
  asc: 'price_asc',
  desc: 'price_desc',
  newest: 'newest',
  relevance: 'relevance',
  nearest: 'nearest',
};

/** Turns URL filters into the API query. Empty values are left out so cache keys stay stable. */
/** A list's page of results. */
export const LIST_PAGE_SIZE = 24;

/** The URL's filters, with the remembered region when the URL names no place of its own. */
export function withRegion(params: URLSearchParams, remembered: string): URLSearchParams {
  if (!remembered || params.has('state') || params.has('city')) return params;
  const next = new URLSearchParams(params);
  next.set('state', remembered);
  return next;
}

export function toApiFilter(category: string | undefined, f: ListingFilters, limit: number): ListingsFilter {
  const enums = Object.fromEntries(Object.entries(f.enums).filter(([, v]) => v.length > 0));
  return {
    ...(f.q ? { q: f.q } : {}),
    ...(category ? { category } : {}),
    ...(f.brands.length ? { brand: f.brands } : {}),
    ...(f.model ? { model: f.model } : {}),
    ...f.numbers,
    ...enums,
    ...(f.state ? { state: f.state } : {}),
    ...(f.city ? { city: f.city } : {}),
    ...(f.near ? { near: f.near } : {}),
    ...(f.km ? { km: f.km } : {}),
    ...(f.includeSold ? { includeSold: 'true' as const } : {}),
    sort: f.sortBy ? SORTS[f.sortBy] : f.q ? 'relevance' : 'newest',
    limit,
  };
}

export const activeFilterCount = (f: ListingFilters) =>
  f.brands.length +
  (f.model ? 1 : 0) +
  Object.keys(f.numbers).length +
  Object.values(f.enums).reduce((n, v) => n + v.length, 0) +
  (f.includeSold ? 1 : 0) +
  (f.state ? 1 : 0) +
  (f.city ? 1 : 0) +
  (f.near ? 1 : 0);
