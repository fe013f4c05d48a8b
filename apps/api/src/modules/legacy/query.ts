import {
  LEGACY_LIKE_MAX,
  LEGACY_LIKE_PATTERNS_MAX,
  LEGACY_PAGE_DEFAULT,
  parseIndian,
  type LegacyFields,
  type LegacyQuery,
} from '@bazaar/shared';
import { Invalid } from '../../lib/errors.ts';

export type FilterOp = 'eq' | 'ne' | 'gte' | 'lte' | 'like';

/**
 * One `field[_op]=value` condition; repeated values are OR for eq/like/gte/lte and AND for ne, as in
 * json-server. `eq` and `ne` compare the text, as json-server did (`values` as given).
 */
export interface LegacyFilter {
  field: string;
  op: FilterOp;
  values: Array<string | number>;
  /**
   * For `eq` and `ne` on a price or kilometres: the values that read as a number, which also match
   * the ads showing that number however it is written ("545000" finds "5,45,000").
   */
  numbers?: number[];
}

export interface LegacySort {
  field: string;
  desc: boolean;
}

/** A json-server list query read and checked against one collection's fields. */
export interface LegacyListQuery {
  filters: LegacyFilter[];
  /** Words of `q`, each matched as a word prefix anywhere in the ad's text. */
  words: string[];
  sort: LegacySort[];
  offset: number;
  limit: number;
  /** `_page` asked for: the answer carries a Link header (json-server 0.17 does). */
  page?: number;
  /** No slice asked for: the whole collection, cut at the most one answer holds. */
  whole?: boolean;
}

/** What the Link header of an answer is made of, when it has one. */
export interface LegacyPaging {
  number: number;
  size: number;
  /** Not asked for: the list was cut at its most, and the links go on from there. */
  implied?: boolean;
}

// jQuery's cache-buster and JSONP's callback: json-server ignores them, so do we.
const IGNORED = new Set(['_', 'callback']);
const CONTROL = new Set(['q', '_sort', '_order', '_page', '_limit', '_start', '_end']);
const UNSUPPORTED = new Set(['_embed', '_expand']);
const OPS = /_(gte|lte|ne|like)$/;
const MAX_WORDS = 8;

function single(key: string, value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value)) throw new Invalid(`"${key}" may be given once`);
  return value;
}

function wholeNumber(key: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text.trim()) || Number(text) < min)
    throw new Invalid(`"${key}" must be a whole number of at least ${min}`);
  return Number(text);
}

/** Characters that would make `_like` text a regular expression rather than plain text. */
const PATTERN_SYNTAX = /[\\.*+?()[\]{}|^$]/;

/**
 * `_like` text: json-server matched it as a regular expression, which lets one request run for
 * minutes. Bazaar matches plain text, case-insensitively, anchored by a leading `^` or trailing
 * `$` as the original's clients used them; any other pattern syntax is a 400, never a silently
 * different list.
 */
function likeText(field: string, raw: string): string {
  if (raw.length > LEGACY_LIKE_MAX)
    throw new Invalid(`"${field}_like" is too long (at most ${LEGACY_LIKE_MAX} characters)`);
  const inner = raw.replace(/^\^/, '').replace(/\$$/, '');
  const syntax = PATTERN_SYNTAX.exec(inner);
  if (syntax)
    throw new Invalid(
      `"${field}_like" matches plain text: "${syntax[0]}" is not allowed (only ^ at the start and $ at the end)`,
    );
  return raw;
}

function fieldValue(field: string, type: string, op: FilterOp, raw: string): string | number {
  if (op === 'like') return likeText(field, raw);
  // json-server compared the text of the value, whatever its type: "two" finds the record that said it.
  if (op === 'eq' || op === 'ne') return raw;
  // The year is text in the records ("2018") but compares as the number it is.
  if (type === 'int' || type === 'year') {
    if (!/^-?\d{1,9}$/.test(raw.trim())) throw new Invalid(`"${field}" is a whole number; "${raw}" is not`);
    return Number(raw);
  }
  if (type === 'number') {
    if (!/^-?\d{1,9}(\.\d{1,6})?$/.test(raw.trim()))
      throw new Invalid(`"${field}" is a number; "${raw}" is not`);
    return Number(raw);
  }
  if (type === 'grouped') {
    const parsed = parseIndian(raw);
    if (!parsed || parsed.repaired)
      throw new Invalid(`"${field}" is a number like 5,45,000 or 545000; "${raw}" is not`);
    return parsed.value;
  }
  return raw;
}

/** The values of a price or kilometres filter that read as a number, written either way. */
function numbersOf(values: string[]): number[] {
  return values.flatMap((v) => {
    const parsed = parseIndian(v);
    return parsed && !parsed.repaired ? [parsed.value] : [];
  });
}

function readFilter(key: string, raw: string | string[], fields: LegacyFields, collection: string) {
  const op = (OPS.exec(key)?.[1] ?? 'eq') as FilterOp;
  const field = op === 'eq' ? key : key.replace(OPS, '');
  const type = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!type)
    throw new Invalid(
      `"${field}" is not a field of ${collection}; its fields are ${Object.keys(fields).join(', ')}`,
    );
  if (type === 'photos') throw new Invalid(`"${field}" cannot be filtered on`);
  const values = [raw].flat().map((v) => fieldValue(field, type, op, v));
  if ((op === 'eq' || op === 'ne') && type === 'grouped')
    return { field, op, values, numbers: numbersOf(values as string[]) };
  return { field, op, values };
}

function readSort(sortText: string, orderText: string | undefined, fields: LegacyFields, collection: string) {
  const names = sortText.split(',').map((s) => s.trim());
  const orders = (orderText ?? '').split(',').map((o) => o.trim().toLowerCase());
  if (orders.length > names.length && orderText !== undefined)
    throw new Invalid('"_order" names more orders than "_sort" names fields');
  return names.map((field, i) => {
    const type = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!type)
      throw new Invalid(
        `Cannot sort by "${field}": not a field of ${collection}; its fields are ${Object.keys(fields).join(', ')}`,
      );
    if (type === 'photos') throw new Invalid(`Cannot sort by "${field}"`);
    return { field, desc: orders[i] === 'desc' };
  });
}

/** The slice json-server would cut: `_page` first, then `_start`/`_end`, then `_start`/`_limit`. */
function readSlice(q: LegacyQuery, listMax: number) {
  const page = wholeNumber('_page', single('_page', q._page), 1);
  const limit = wholeNumber('_limit', single('_limit', q._limit), 0);
  const start = wholeNumber('_start', single('_start', q._start), 0);
  const end = wholeNumber('_end', single('_end', q._end), 0);
  const tooMany = (n: number) => {
    if (n > listMax) throw new Invalid(`At most ${listMax} ads per request`);
  };
  if (page !== undefined) {
    const size = limit || LEGACY_PAGE_DEFAULT;
    tooMany(size);
    return { offset: (page - 1) * size, limit: size, page };
  }
  if (end !== undefined) {
    const from = start ?? 0;
    tooMany(end - from);
    return { offset: from, limit: Math.max(0, end - from) };
  }
  if (limit !== undefined) {
    tooMany(limit);
    return { offset: start ?? 0, limit };
  }
  if (start !== undefined) throw new Invalid('"_start" needs "_end" or "_limit"');
  // json-server sends the whole collection; Bazaar sends up to its most, and a Link to the rest.
  return { offset: 0, limit: listMax, whole: true };
}

/** The Link header's makings: the page asked for, or the first one of a list cut at its most. */
export function pagingOf(q: LegacyListQuery): LegacyPaging | undefined {
  if (q.page !== undefined) return { number: q.page, size: q.limit };
  return q.whole ? { number: 1, size: q.limit, implied: true } : undefined;
}

function searchWords(text: string): string[] {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) throw new Invalid('"q" has no word to search for');
  return words;
}

/**
 * Reads a json-server list query; anything it cannot answer faithfully is a 400, never ignored.
 * `listMax` is the most ads one answer holds (LEGACY_LIST_MAX).
 */
export function readLegacyQuery(
  raw: LegacyQuery,
  fields: LegacyFields,
  collection: string,
  listMax: number,
): LegacyListQuery {
  // No prototype: a key like `__proto__` is just an unknown field.
  const q: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) {
    // axios and qs send arrays as `brand[]=A&brand[]=B`; json-server (Express) reads both forms.
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (IGNORED.has(name)) continue;
    if (UNSUPPORTED.has(name))
      throw new Invalid(`"${name}" is not supported: ads have no related collections`);
    const prior = q[name];
    q[name] = prior === undefined ? value : [prior, value].flat();
  }
  const filters: LegacyFilter[] = [];
  for (const [key, value] of Object.entries(q)) {
    if (!CONTROL.has(key)) filters.push(readFilter(key, value, fields, collection));
  }
  const patterns = filters.filter((f) => f.op === 'like').reduce((n, f) => n + f.values.length, 0);
  if (patterns > LEGACY_LIKE_PATTERNS_MAX)
    throw new Invalid(`At most ${LEGACY_LIKE_PATTERNS_MAX} "_like" values per request`);
  // json-server reads only the first `q`.
  const text = [q.q ?? []].flat()[0];
  const sortText = single('_sort', q._sort);
  const orderText = single('_order', q._order);
  for (const o of (orderText ?? '').split(',').filter((o) => o.trim() !== ''))
    if (!/^(asc|desc)$/i.test(o.trim())) throw new Invalid(`"_order" is asc or desc; "${o}" is neither`);
  return {
    filters,
    words: text === undefined ? [] : searchWords(text),
    sort: sortText ? readSort(sortText, orderText, fields, collection) : [],
    ...readSlice(q, listMax),
  };
}
