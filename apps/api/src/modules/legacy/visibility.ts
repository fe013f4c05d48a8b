import type { SQL } from 'drizzle-orm';
import { publicListingCondition } from '../listings/index.ts';

/**
 * Which ads the legacy collections show: the public list's rule without sold ads (the original
 * client has no "sold" mark), read from modules/listings/visibility.ts like every other path, so an
 * ad hidden from the marketplace (sold, removed, held for review) can never be read through the
 * original client's calls.
 */
export function legacyVisible(): SQL {
  return publicListingCondition({ includeSold: false });
}
