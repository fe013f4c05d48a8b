import { seoRepository } from '../modules/seo/repository.ts';
import { SITEMAP_ADS } from '../modules/seo/sitemap.ts';
import type { TestApp } from './app.ts';

/**
 * The ads /sitemap.xml lists: the route table's ad page lists every ad it is given (the web app's
 * app/sitemap.test.ts), so which ads those are is decided here. Test apps run without the web app.
 */
export async function sitemapAdIds(t: TestApp): Promise<number[]> {
  return (await seoRepository(t.database.db).newestAds(SITEMAP_ADS)).map((ad) => ad.id);
}
