import { PUBLIC_LISTING_STATUSES, type ListingStatus, type Role } from '@bazaar/shared';
import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';
import { isOperator } from '../auth/index.ts';

// The one place that decides who sees which ad. Every list, search, suggestion (through the
// vocabulary trigger, which counts 'active' ads only), sitemap, first-page data, favourites and
// legacy query reads it from here, so a held, taken-down or ended (expired) ad cannot leak through
// a path that forgot to check.

/** Ads anyone may see: active ones, and sold ones where the list shows sold ads. */
export function publicListingCondition(opts: { includeSold: boolean } = { includeSold: true }): SQL {
  return opts.includeSold
    ? inArray(listings.status, [...PUBLIC_LISTING_STATUSES])
    : eq(listings.status, 'active');
}

export interface Viewer {
  id: number;
  role: Role | null;
}

export { isOperator };

/**
 * One ad's page: public ads for everyone; the seller also sees their own held, taken-down,
 * suspended or ended ads (not the ones they removed); operators see every ad.
 */
export function adPageCondition(viewer: Viewer | null): SQL | undefined {
  if (isOperator(viewer)) return undefined;
  if (!viewer) return publicListingCondition();
  return or(publicListingCondition(), and(eq(listings.sellerId, viewer.id), ne(listings.status, 'removed')))!;
}

/** The same rule for a status already read: may anyone see it? */
export const isPublicStatus = (status: ListingStatus): boolean =>
  (PUBLIC_LISTING_STATUSES as readonly ListingStatus[]).includes(status);

/** Chat and offers treat an ad nobody may see (removed, held, taken down …) as removed. */
export const isGoneForChat = (status: ListingStatus): boolean => !isPublicStatus(status);
