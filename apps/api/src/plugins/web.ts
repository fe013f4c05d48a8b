import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { findCategory, INFO_PAGES } from '@bazaar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ListingsService } from '../modules/listings/service.ts';
import { escapeHtml } from '../modules/seo/escape.ts';
import { firstPageData, type FirstPageTags, type ListPage } from '../modules/seo/first-page-data.ts';
import { adMeta, categoryMeta, injectHead, type PageMeta } from '../modules/seo/page-meta.ts';
import { isKnownPage } from './page-routes.ts';

export interface WebAppOptions {
  root: string;
  /** Absolute URLs in canonical links and link previews are made from it. */
  publicUrl: string;
  /** Shown on the contact pages; operators set it with CONTACT_EMAIL. */
  contactEmail?: string;
  /**
   * Ad pages get their title, photo and price in the HTML, for crawlers and link previews; home and
   * category pages their first lists, so they render without waiting for the API.
   */
  listings: Pick<ListingsService, 'openMany' | 'browse'>;
  /** LIST_CACHE_MS: the inlined lists are shared for as long as the /api/listings answers are. */
  listCacheMs?: number;
}

const DEFAULT_TITLE = 'Bazaar — buy and sell used cars, bikes, mobiles and homes in India';
/** Past this the page goes without its lists (the web app fetches them): never hold up the HTML. */
const FIRST_PAGE_WAIT_MS = 500;
const DEFAULT_DESCRIPTION =
  "Bazaar is India's marketplace for used goods: buy and sell second-hand cars, motorcycles, scooters, mobile phones and homes near you.";

/**
 * Serves the built web app from the same origin as the API. Vite's hashed files under /assets never
 * change, so they are cached for a year; index.html and the service worker are revalidated so a
 * deploy shows at once. Any other GET that is not an API or photo path is a client-side route: it
 * gets index.html, with the page's own title and tags where the server knows them (ads, categories).
 */
export async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  const indexFile = path.join(opts.root, 'index.html');
  let indexHtml = fs.readFileSync(indexFile, 'utf8');
  if (opts.contactEmail) {
    const tag = `<meta name="bazaar-contact" content="${escapeHtml(opts.contactEmail)}" />`;
    indexHtml = indexHtml.replace(/<\/head>/i, () => `  ${tag}\n  </head>`);
  }
  const abs = (p: string) => new URL(p, opts.publicUrl).toString();
  const siteMeta = (pathname: string): PageMeta => ({
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    url: abs(pathname),
    image: abs('/icons/icon-512.png'),
  });

  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/precompress.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The browser checks sw.js for updates itself; a cached copy would delay a new version.
      const revalidate = path.basename(filePath) === 'sw.js';
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : revalidate ? 'no-cache' : 'public, max-age=300',
      );
    },
  });

  const sendIndex = (reply: FastifyReply, meta?: PageMeta, extra?: FirstPageTags) => {
    let html = meta ? injectHead(indexHtml, meta) : indexHtml;
    // Functions, not strings: "$&" in an ad title must not become a replacement pattern.
    if (extra?.head) html = html.replace(/<\/head>/i, () => `  ${extra.head}\n  </head>`);
    if (extra?.body) html = html.replace(/<\/body>/i, () => `  ${extra.body}\n  </body>`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  /**
   * An address with no page (unknown path, category or ad): the app still loads and shows its
   * not-found page, but with a 404 status and noindex, so crawlers drop it instead of indexing a
   * copy of the home page.
   */
  const NOT_FOUND_HTML = indexHtml.replace(
    /<\/head>/i,
    () => '  <meta name="robots" content="noindex" />\n  </head>',
  );
  const sendNotFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(NOT_FOUND_HTML);

  const firstPage = firstPageData(opts.listings, { webRoot: opts.root, cacheMs: opts.listCacheMs ?? 0 });
  /** The page's first lists, or nothing if the request has filters or the database is slow or down. */
  const firstPageTags = async (req: FastifyRequest, page: ListPage): Promise<FirstPageTags | undefined> => {
    const [pathname, search] = req.url.split('?');
    if (search !== undefined) return undefined; // Filters in the URL: other queries than the default.
    let timer: NodeJS.Timeout | undefined;
    const made = firstPage(pathname!, page);
    made.catch(() => {}); // Failing after the wait is over: the page went without it, nothing to do.
    try {
      return await Promise.race([
        made,
        new Promise<undefined>(
          (resolve) => (timer = setTimeout(() => resolve(undefined), FIRST_PAGE_WAIT_MS)),
        ),
      ]);
    } catch (error) {
      req.log.warn({ err: error }, 'first page data could not be made');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };

  app.get('/', async (req, reply) =>
    sendIndex(reply, siteMeta('/'), await firstPageTags(req, { kind: 'home' })),
  );
  for (const page of INFO_PAGES) app.get(`/${page}`, (_req, reply) => sendIndex(reply, siteMeta(`/${page}`)));

  app.get<{ Params: { category: string } }>('/products/:category', async (req, reply) => {
    const category = findCategory(req.params.category);
    if (!category) return sendNotFound(reply);
    const tags = await firstPageTags(req, { kind: 'category', slug: category.slug });
    return sendIndex(reply, categoryMeta(category, opts.publicUrl), tags);
  });

  // The web app shows ads to signed-in people only; what crawlers get here is the public part.
  app.get<{ Params: { category: string; id: string } }>('/products/:category/:id', async (req, reply) => {
    const id = Number(req.params.id);
    if (
      !findCategory(req.params.category) ||
      !/^[1-9][0-9]*$/.test(req.params.id) ||
      !Number.isSafeInteger(id)
    )
      return sendNotFound(reply);
    try {
      const [ad] = await opts.listings.openMany([id]);
      // Removed or never posted: the app says so, and the status says so to crawlers.
      return ad ? sendIndex(reply, adMeta(ad, opts.publicUrl)) : sendNotFound(reply);
    } catch (error) {
      req.log.error({ err: error }, 'ad page tags could not be made');
      return sendIndex(reply);
    }
  });

  /** The not-found handler asks this first: a page route gets the app, anything else a 404. */
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    const pathname = req.url.split('?')[0]!;
    const isPage =
      req.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      !path.extname(pathname);
    if (isPage) void (isKnownPage(pathname) ? sendIndex(reply) : sendNotFound(reply));
    return isPage;
  };
}
