import type { ListingSort } from '@bazaar/shared';
import { Invalid } from '../../lib/errors.ts';

/**
 * Where the previous page stopped: the sort key of its last row and that row's id; for relevance
 * also the tier it was in (the key is then its created_at); nearest first, its distance in km.
 */
export interface Cursor {
  key: number | string;
  id: number;
  tier?: 1 | 2 | 3;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c.tier ? [c.key, c.id, c.tier] : [c.key, c.id])).toString('base64url');
}

const invalid = (why: string) => new Invalid('The page cursor is not valid', { cursor: why });

/** A cursor is opaque to clients; anything we did not make is refused with a 400, never a 500. */
export function decodeCursor(raw: string, sort: ListingSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid('Not a cursor from this API');
  }
  const length = sort === 'relevance' ? 3 : 2;
  if (!Array.isArray(parsed) || parsed.length !== length) {
    throw invalid(Array.isArray(parsed) ? 'Not a cursor for this sort order' : 'Not a cursor from this API');
  }
  const [key, id, tier] = parsed as [unknown, unknown, unknown];
  const idOk = typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  const keyOk =
    sort === 'newest' || sort === 'relevance'
      ? typeof key === 'string' && !Number.isNaN(Date.parse(key))
      : sort === 'nearest'
        ? typeof key === 'number' && Number.isFinite(key) && key >= 0
        : typeof key === 'number' && Number.isSafeInteger(key);
  const tierOk = sort !== 'relevance' || tier === 1 || tier === 2 || tier === 3;
  if (!idOk || !keyOk || !tierOk) throw invalid('Not a cursor for this sort order');
  return { key: key as number | string, id: id as number, ...(tier ? { tier: tier as 1 | 2 | 3 } : {}) };
}
