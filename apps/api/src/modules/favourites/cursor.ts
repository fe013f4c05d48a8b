import { Invalid } from '../../lib/errors.ts';
import type { FavouritesCursor } from './repository.ts';

export function encodeFavouritesCursor(c: FavouritesCursor): string {
  return Buffer.from(JSON.stringify([c.micros, c.listingId])).toString('base64url');
}

const isId = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;

/** Opaque to clients; anything we did not make is a 400, never a 500. */
export function decodeFavouritesCursor(raw: string): FavouritesCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 || !isId(parsed[0]) || !isId(parsed[1])) {
    throw new Invalid('The page cursor is not valid', { cursor: 'Not a cursor from this API' });
  }
  return { micros: parsed[0], listingId: parsed[1] };
}
