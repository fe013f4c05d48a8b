import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web app's server render (apps/web/src/entry-server.tsx, built into WEB_DIST/.ssr by
 * `npm run build`). Its shape is repeated here because the API does not compile the web app.
 */
interface RenderedPage {
  lang: 'en' | 'hi';
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  stateScript: string;
}
interface ServerEntry {
  prepare(): Promise<void>;
  setTransport(send: typeof fetch): void;
  render(request: { url: string; cookie?: string; acceptLanguage?: string }): Promise<RenderedPage | null>;
}

export type RenderPage = (req: FastifyRequest) => Promise<RenderedPage | null>;

/** Request headers the page's own API calls carry, as the browser's would. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * Loads the server render, if the build has one. The page's API calls are answered in-process
 * (app.inject: the same routes, checks and presenters as the browser's calls), as the visitor whose
 * request is being rendered: the request is found through AsyncLocalStorage, which follows the
 * render's awaits.
 */
export async function loadServerRender(
  app: FastifyInstance,
  webRoot: string,
): Promise<RenderPage | undefined> {
  const file = path.join(webRoot, '.ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const current = new AsyncLocalStorage<FastifyRequest>();
  entry.setTransport(async (input, init) => {
    const req = current.getStore();
    if (!req) throw new Error('An API call outside a server render');
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      remoteAddress: req.ip,
    });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
  await entry.prepare();
  return (req) =>
    current.run(req, () =>
      entry.render({
        url: req.url,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      }),
    );
}

/**
 * Streams index.html with the rendered app inside #root and the state script after it. The stream
 * is compressed on its way out by the compression plugin.
 */
export function sendRendered(
  req: FastifyRequest,
  reply: FastifyReply,
  html: string,
  page: RenderedPage,
): FastifyReply {
  const ROOT = '<div id="root"></div>';
  const at = html.indexOf(ROOT);
  const before = html.slice(0, at).replace(/<html lang="[^"]*"/i, `<html lang="${page.lang}"`);
  const after = html.slice(at + ROOT.length);
  const body = new PassThrough();
  body.write(`${before}<div id="root">`);
  page.pipe(
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        body.write(chunk);
        done();
      },
      final(done) {
        body.end(`</div>${page.stateScript}${after}`);
        done();
      },
    }),
  );
  // Compressed on its way out like every other answer (@fastify/compress).
  return (
    reply
      .header('vary', 'accept-encoding, cookie, accept-language')
      // The page holds the visitor's own session (name, counts): never kept by a shared cache.
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(body)
  );
}
