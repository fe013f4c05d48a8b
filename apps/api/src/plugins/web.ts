import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { findCategory, INFO_PAGES } from '@bazaar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ListingsService } from '../modules/listings/service.ts';
import { escapeHtml } from '../modules/seo/escape.ts';
import { adMeta, categoryMeta, injectHead, type PageMeta } from '../modules/seo/page-meta.ts';

export interface WebAppOptions {
  root: string;
  /** Absolute URLs in canonical links and link previews are made from it. */
  publicUrl: string;
  /** Shown on the contact pages; operators set it with CONTACT_EMAIL. */
  contactEmail?: string;
  /** Ad pages get their title, photo and price in the HTML, for crawlers and link previews. */
  listings: Pick<ListingsService, 'openMany'>;
}

const DEFAULT_TITLE = 'Bazaar — buy and sell used cars, bikes, mobiles and homes in India';
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

  const sendIndex = (reply: FastifyReply, meta?: PageMeta) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(meta ? injectHead(indexHtml, meta) : indexHtml);

  app.get('/', (_req, reply) => sendIndex(reply, siteMeta('/')));
  for (const page of INFO_PAGES) app.get(`/${page}`, (_req, reply) => sendIndex(reply, siteMeta(`/${page}`)));

  app.get<{ Params: { category: string } }>('/products/:category', (req, reply) => {
    const category = findCategory(req.params.category);
    return sendIndex(reply, category && categoryMeta(category, opts.publicUrl));
  });

  // The web app shows ads to signed-in people only; what crawlers get here is the public part.
  app.get<{ Params: { category: string; id: string } }>('/products/:category/:id', async (req, reply) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return sendIndex(reply);
    try {
      const [ad] = await opts.listings.openMany([id]);
      return sendIndex(reply, ad && adMeta(ad, opts.publicUrl));
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
    if (isPage) void sendIndex(reply);
    return isPage;
  };
}
