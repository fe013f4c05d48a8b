import { ATTR_PARAM_PREFIX, formatNear, ListingsQuery } from '@bazaar/shared';
import { placePoint } from '../catalog/index.ts';
import { Invalid } from '../../lib/errors.ts';
import { withPlace } from '../listings/index.ts';
import { escapeLike, normalizeTyped, type SearchService } from '../search/index.ts';

/** What a saved search keeps: the query for its link and label, and the columns matching reads. */
export interface NormalisedSearch {
  query: Record<string, string | string[]>;
  key: string;
  columns: {
    category: string;
    state: string;
    city: string;
    brands: string[] | null;
    modelPrefix: string | null;
    minPrice: number | null;
    maxPrice: number | null;
    minYear: number | null;
    maxYear: number | null;
    maxKm: number | null;
    fuel: string[] | null;
    transmission: string[] | null;
    owners: string[] | null;
    bhk: string[] | null;
    attrs: Record<string, string[]>;
    textQuery: string | null;
    /** With a radius: the place as a point and the radius, which the matcher measures from. */
    nearLat: number | null;
    nearLng: number | null;
    nearKm: number | null;
  };
}

const sorted = (values: string[] | undefined) =>
  values?.length ? [...new Set(values)].sort((a, b) => a.localeCompare(b)) : undefined;

/**
 * Reads a list page's query as the list itself does (same contract, same place-in-text reading,
 * same search words) and keeps what decides which ads match: sort, paging and "include sold" go
 * (a new ad is always active). Two spellings of one search give one key.
 */
export async function normaliseSearch(
  raw: Record<string, string | string[]>,
  search: SearchService,
): Promise<NormalisedSearch> {
  const parsed = ListingsQuery.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'query')] = issue.message;
    throw new Invalid('This search cannot be saved: some filters are not valid', fields);
  }
  const q = parsed.data;
  const text = q.q ? normalizeTyped(q.q) : undefined;

  const query: Record<string, string | string[]> = {};
  const put = (key: string, value: string | number | string[] | undefined) => {
    if (value !== undefined && value !== '') query[key] = typeof value === 'number' ? String(value) : value;
  };
  put('q', text);
  put('category', q.category);
  put('brand', sorted(q.brand));
  put('model', q.model?.toLowerCase());
  put('minPrice', q.minPrice);
  put('maxPrice', q.maxPrice);
  put('minYear', q.minYear);
  put('maxYear', q.maxYear);
  put('maxKm', q.maxKm);
  put('fuel', sorted(q.fuel));
  put('transmission', sorted(q.transmission));
  put('owners', sorted(q.owners));
  put('bhk', sorted(q.bhk));
  const attrs: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(q.attrs ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const list = sorted(values);
    if (list) {
      attrs[key] = list;
      put(`${ATTR_PARAM_PREFIX}${key}`, list);
    }
  }
  put('state', q.state);
  put('city', q.city);
  put('near', q.near && formatNear(q.near));
  put('km', q.km);
  if (Object.keys(query).length === 0)
    throw new Invalid('Choose a category, a filter or type a search before saving it', {
      query: 'empty',
    });

  // A city or state named in the text is the place filter, as on the list page.
  const place = withPlace({ q: text, state: q.state, city: q.city });
  const match = place.text ? await search.match(place.text) : null;
  // Near a place without a radius only orders the list: every distance matches.
  const around = q.near && q.km !== undefined ? placePoint(q.near) : null;

  return {
    query,
    key: JSON.stringify(Object.entries(query)),
    columns: {
      category: q.category ?? '',
      state: place.state ?? '',
      city: place.city ?? '',
      brands: sorted(q.brand) ?? null,
      modelPrefix: q.model ? `${escapeLike(q.model.toLowerCase())}%` : null,
      minPrice: q.minPrice ?? null,
      maxPrice: q.maxPrice ?? null,
      minYear: q.minYear ?? null,
      maxYear: q.maxYear ?? null,
      maxKm: q.maxKm ?? null,
      fuel: sorted(q.fuel) ?? null,
      transmission: sorted(q.transmission) ?? null,
      owners: sorted(q.owners) ?? null,
      bhk: sorted(q.bhk) ?? null,
      attrs,
      textQuery: match?.all ?? null,
      nearLat: around?.lat ?? null,
      nearLng: around?.lng ?? null,
      nearKm: around ? q.km! : null,
    },
  };
}
