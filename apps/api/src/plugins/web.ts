import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { findCategory, INFO_PAGES } from '@bazaar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ListingsService } from '../modules/listings/index.ts';
import {
  adMeta,
  categoryMeta,
  escapeHtml,
  injectHead,
  pageAssets,
  type PageMeta,
  type RenderedPageKind,
} from '../modules/seo/index.ts';
import { isKnownPage } from './page-routes.ts';
import { loadServerRender, sendRendered } from './server-render.ts';

export interface WebAppOptions {
  root: string;
  /** Absolute URLs in canonical links and link previews are made from it. */
  publicUrl: string;
  /** Shown on the contact pages; operators set it with CONTACT_EMAIL. */
  contactEmail?: string;
  /** Ad pages get their title, photo and price in the HTML, for crawlers and link previews. */
  listings: Pick<ListingsService, 'openMany'>;
}

/** Past this the page goes out unrendered (the app renders it): a slow database never holds up the HTML. */
const RENDER_WAIT_MS = 1500;
const DEFAULT_TITLE = 'Bazaar — buy and sell used cars, bikes, mobiles and homes in India';
const DEFAULT_DESCRIPTION =
  "Bazaar is India's marketplace for used goods: buy and sell second-hand cars, motorcycles, scooters, mobile phones and homes near you.";

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>\s*/gi;
/** index.html's own scripts: a rendered page starts them itself (APP_START). */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/gi;

/**
 * Vite writes the entry script and its modulepreloads before the stylesheet. On a slow connection the
 * browser opens only a few connections at a time and the scripts take them first, while the first
 * paint of a server-rendered page waits for the stylesheet alone: it goes first.
 */
function stylesFirst(html: string): string {
  const sheets = html.match(STYLESHEET_LINK) ?? [];
  if (sheets.length === 0 || !/<script\b/i.test(html)) return html;
  let moved = html;
  for (const sheet of sheets) moved = moved.replace(sheet, '');
  return moved.replace(/<script\b/i, (tag) => `${sheets.map((s) => s.trim()).join('\n    ')}\n    ${tag}`);
}

/**
 * Serves the built web app from the same origin as the API. Vite's hashed files under /assets never
 * change, so they are cached for a year; index.html and the service worker are revalidated so a
 * deploy shows at once. Any other GET that is not an API or photo path is a client-side route: it
 * gets index.html, with the page's own title and tags where the server knows them (ads, categories).
 * Home, list, search and ad pages come rendered (the web app's server render, when the build has
 * one): the first screen paints before any script runs, and the app then hydrates it.
 */
export async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  const indexFile = path.join(opts.root, 'index.html');
  let indexHtml = stylesFirst(fs.readFileSync(indexFile, 'utf8'));
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

  const sendIndex = (reply: FastifyReply, meta?: PageMeta) => {
    const html = meta ? injectHead(indexHtml, meta) : indexHtml;
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

  const render = await loadServerRender(app, opts.root);
  const assets = pageAssets(opts.root);
  // A rendered page's styles and scripts hold index.html's (the app's own) too.
  const renderedIndexHtml = indexHtml.replace(STYLESHEET_LINK, '').replace(APP_SCRIPTS, '');
  /**
   * The page rendered by the server, or as before (the app renders it) when the build has no server
   * render or the render declines (a call failed, an ad page sends this visitor to sign in).
   */
  const sendPage = async (
    req: FastifyRequest,
    reply: FastifyReply,
    kind: RenderedPageKind,
    meta?: PageMeta,
  ): Promise<FastifyReply> => {
    let page: Awaited<ReturnType<NonNullable<typeof render>>> = null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const rendering = render?.(req) ?? Promise.resolve(null);
      rendering.catch(() => {}); // Failing after the wait is over: the page went out without it.
      page = await Promise.race([
        rendering,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_WAIT_MS))),
      ]);
    } catch (error) {
      req.log.error({ err: error }, 'page could not be rendered on the server');
    } finally {
      clearTimeout(timer);
    }
    if (!page) return sendIndex(reply, meta);
    const { styles, scripts } = assets[kind];
    const base = styles && scripts ? renderedIndexHtml : indexHtml;
    let html = meta ? injectHead(base, meta) : base;
    // Functions, not strings: "$&" in a tag must not become a replacement pattern.
    if (styles) html = html.replace(/<\/head>/i, (tag) => `  ${styles}\n  ${tag}`);
    if (scripts) html = html.replace(/<\/body>/i, () => `  ${scripts}\n  </body>`);
    return sendRendered(req, reply, html, page);
  };

  app.get('/', (req, reply) => sendPage(req, reply, 'home', siteMeta('/')));
  // All ads and search results (?q=…).
  app.get('/product', (req, reply) => sendPage(req, reply, 'list', siteMeta('/product')));
  for (const page of INFO_PAGES) app.get(`/${page}`, (_req, reply) => sendIndex(reply, siteMeta(`/${page}`)));

  app.get<{ Params: { category: string } }>('/products/:category', async (req, reply) => {
    const category = findCategory(req.params.category);
    if (!category) return sendNotFound(reply);
    return sendPage(req, reply, 'list', categoryMeta(category, opts.publicUrl));
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
      return ad ? sendPage(req, reply, 'ad', adMeta(ad, opts.publicUrl)) : sendNotFound(reply);
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
