import { escapeHtml, type SitemapEntry } from '@bazaar/shared';

/** A sitemap holds at most 50,000 URLs; the newest ads are the ones worth a crawler's time. */
export const SITEMAP_ADS = 5000;

/** The pages as absolute URLs (the route table's public pages, the newest ads among them). */
export function sitemapXml(publicUrl: string, pages: SitemapEntry[]): string {
  const urls = pages.map(({ path, lastmod }) => {
    const loc = escapeHtml(new URL(path, publicUrl).toString());
    return `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawl everything but the API; the sitemap, where there is one, says where the pages are. */
export function robotsTxt(publicUrl: string, opts: { sitemap: boolean }): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    ...(opts.sitemap ? [`Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`, ''] : []),
  ].join('\n');
}
