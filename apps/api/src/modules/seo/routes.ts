import type { SitemapAd, SitemapEntry } from '@bazaar/shared';
import type { FastifyInstance } from 'fastify';
import type { SeoRepository } from './repository.ts';
import { robotsTxt, SITEMAP_ADS, sitemapXml } from './sitemap.ts';

export interface SeoOptions {
  publicUrl: string;
  /** The web app's pages for the sitemap (its route table); without the web app there is none. */
  pages?: (ads: SitemapAd[]) => SitemapEntry[];
}

/** /sitemap.xml and /robots.txt, with absolute URLs on the address people use (PUBLIC_URL). */
export function seoRoutes(repo: SeoRepository, opts: SeoOptions) {
  return async function (app: FastifyInstance) {
    const { pages } = opts;
    if (pages)
      app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
        const ads = await repo.newestAds(SITEMAP_ADS);
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(sitemapXml(opts.publicUrl, pages(ads)));
      });

    app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robotsTxt(opts.publicUrl, { sitemap: !!pages })),
    );
  };
}
