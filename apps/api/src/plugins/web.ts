import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentAround, pageAssets } from '../modules/seo/index.ts';
import { loadServerRender, type RenderResult, type ServerRender } from './server-render.ts';

export interface WebAppOptions {
  root: string;
  /** Absolute URLs in canonical links and link previews are made from it. */
  publicUrl: string;
  /** Shown on the contact pages; operators set it with CONTACT_EMAIL. */
  contactEmail?: string;
}

/** Past this the page goes out unrendered (the app renders it): a slow database never holds up the HTML. */
const RENDER_WAIT_MS = 1500;
/** The head of a page the server could not render at all (the app puts its own title in). */
const FALLBACK_HEAD = '<title>Bazaar</title>';

/** A path the web app's route table answers: not the API's, not a photo, not a file. */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  return !pathname.startsWith('/api/') && !pathname.startsWith('/media/') && !path.extname(pathname);
}

/**
 * Serves the built web app from the same origin as the API. Vite's hashed files under /assets never
 * change, so they are cached for a year; the service worker is revalidated so a deploy shows at
 * once. Any other GET that is not an API or photo path is a page of the web app's route table: the
 * web app's server render answers it (a redirect, or the page with its status and head), streamed
 * into the document. The first screen paints before any script runs, and the app then hydrates it.
 */
export async function webApp(
  app: FastifyInstance,
  opts: WebAppOptions,
): Promise<{ sitemap?: ServerRender['sitemap'] }> {
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

  const server = await loadServerRender(app, opts.root, opts.publicUrl);
  const assets = pageAssets(opts.root);

  const rendered = async (req: FastifyRequest): Promise<RenderResult | null> => {
    if (!server) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const rendering = server.render(req);
      rendering.catch(() => {}); // Failing after the wait is over: the page went out without it.
      return await Promise.race([
        rendering,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), RENDER_WAIT_MS))),
      ]);
    } catch (error) {
      req.log.error({ err: error }, 'page could not be rendered on the server');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  const sendPage = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const page = await rendered(req);
    if (page && 'redirect' in page) return reply.redirect(page.redirect, page.status);
    const doc = documentAround({
      lang: page?.lang ?? 'en',
      head: page?.head ?? FALLBACK_HEAD,
      assets: assets(page?.modules ?? { scripts: [], styles: [] }),
      contactEmail: opts.contactEmail,
    });
    reply
      .status(page?.status ?? 200)
      .header('vary', 'accept-encoding, cookie, accept-language')
      // The page holds the visitor's own session (name, counts): never kept by a shared cache.
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8');
    if (!page?.body) return reply.send(doc.start + doc.end(''));
    const { body } = page;
    const stream = new PassThrough();
    stream.write(doc.start);
    body.pipe(
      new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          stream.write(chunk);
          done();
        },
        final(done) {
          stream.end(doc.end(body.stateScript));
          done();
        },
      }),
    );
    // Compressed on its way out like every other answer (@fastify/compress).
    return reply.send(stream);
  };

  // Every other GET: a page of the web app's route table (which answers 404 for an unknown one);
  // an API or photo path, or a file that is not there, gets the API's own not-found answer.
  app.get('/*', { schema: { hide: true } }, (req, reply) =>
    isPagePath(req.url) ? sendPage(req, reply) : reply.callNotFound(),
  );

  // A form sent before the page's scripts ran: its fields went in the body (forms holding anything
  // personal are method="post", so a password never reaches an address bar or a log), and the
  // visitor is sent back to the page to fill it in again, now that its scripts are there.
  await app.register(async (forms) => {
    // Whatever the form held is not read, let alone kept.
    forms.addContentTypeParser('*', (_req, _body, done) => done(null));
    forms.post('/*', { schema: { hide: true } }, (req, reply) =>
      isPagePath(req.url) ? reply.redirect(req.url, 303) : reply.callNotFound(),
    );
  });

  // What /sitemap.xml lists: the route table's public pages (none without a server render).
  return { sitemap: server?.sitemap };
}
