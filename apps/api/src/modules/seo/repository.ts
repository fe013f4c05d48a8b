import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema.ts';
import { publicListingCondition } from '../listings/index.ts';

export function seoRepository(db: Db) {
  return {
    /** The newest active ads, for the sitemap: just what a URL and its lastmod need. */
    async newestAds(limit: number) {
      return db
        .select({ id: listings.id, category: listings.category, updatedAt: listings.updatedAt })
        .from(listings)
        .where(publicListingCondition({ includeSold: false }))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(limit);
    },
  };
}

export type SeoRepository = ReturnType<typeof seoRepository>;
