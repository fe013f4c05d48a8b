import { eq, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';

/**
 * Which ads the legacy collections show: the one place the legacy module decides it, for lists and
 * single ads alike, so an ad hidden from the marketplace (sold, removed, held for review) can never
 * be read through the original client's calls. Mirrors the public list's rule in modules/listings.
 */
export function legacyVisible(): SQL {
  return eq(listings.status, 'active');
}
