import { CATEGORIES, CITIES, INFO_PAGES } from '@bazaar/shared';
import { escapeHtml } from '@bazaar/shared';

export interface SitemapAd {
  id: number;
  category: string;
  updatedAt: Date;
}

/** A sitemap holds at most 50,000 URLs; the newest ads are the ones worth a crawler's time. */
export const SITEMAP_ADS = 5000;

/** Every public page as an absolute URL: home, own pages, categories, city lists, the newest ads. */
export function sitemapXml(publicUrl: string, ads: SitemapAd[]): string {
  const abs = (p: string) => new URL(p, publicUrl).toString();
  const entries: { loc: string; lastmod?: string }[] = [
    { loc: abs('/') },
    ...INFO_PAGES.map((p) => ({ loc: abs(`/${p}`) })),
    ...CATEGORIES.map((c) => ({ loc: abs(`/products/${c.slug}`) })),
    ...CITIES.map((c) => ({ loc: abs(`/product?city=${encodeURIComponent(c.slug)}`) })),
    ...ads.map((a) => ({
      loc: abs(`/products/${encodeURIComponent(a.category)}/${a.id}`),
      lastmod: a.updatedAt.toISOString(),
    })),
  ];
  const urls = entries.map(
    (e) => `<url><loc>${escapeHtml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawl everything but the API; the sitemap says where the pages are. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
}
