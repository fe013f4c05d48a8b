import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SitemapAd, SitemapEntry } from '@bazaar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RENDER_HEADER, RENDER_SECRET } from '../lib/render-request.ts';

/**
 * The web app's server render (apps/web/src/entry-server.tsx, built into WEB_DIST/.ssr by
 * `npm run build`). Its shape is repeated here because the API does not compile the web app.
 */
export type RenderResult =
  | { redirect: string; status: number }
  | {
      status: number;
      lang: string;
      head: string;
      /** The page's route modules and the parts rendered with it, as Vite's manifest names them. */
      modules: { scripts: string[]; styles: string[] };
      body: { pipe<W extends NodeJS.WritableStream>(destination: W): W; stateScript: string } | null;
    };
interface ServerEntry {
  prepare(): Promise<void>;
  setTransport(send: typeof fetch): void;
  render(request: {
    url: string;
    origin: string;
    cookie?: string;
    acceptLanguage?: string;
  }): Promise<RenderResult>;
  sitemap(ads: SitemapAd[]): SitemapEntry[];
}

export interface ServerRender {
  /** The page `req` asks for, rendered as its visitor sees it. */
  render(req: FastifyRequest): Promise<RenderResult>;
  /** The addresses of /sitemap.xml, from the pages of the route table that list theirs. */
  sitemap(ads: SitemapAd[]): SitemapEntry[];
}

/** Request headers the page's own API calls carry, as the browser's would. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent'] as const;

/**
 * Loads the server render, if the build has one. The page's API calls are answered in-process
 * (app.inject: the same routes, checks, presenters and caches as the browser's calls), as the
 * visitor whose request is being rendered: the request is found through AsyncLocalStorage, which
 * follows the render's awaits.
 */
export async function loadServerRender(
  app: FastifyInstance,
  webRoot: string,
  publicUrl: string,
): Promise<ServerRender | undefined> {
  const file = path.join(webRoot, '.ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const current = new AsyncLocalStorage<FastifyRequest>();
  entry.setTransport(async (input, init) => {
    const req = current.getStore();
    if (!req) throw new Error('An API call outside a server render');
    const headers: Record<string, string> = { accept: 'application/json', [RENDER_HEADER]: RENDER_SECRET };
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
  const origin = new URL(publicUrl).origin;
  return {
    render: (req) =>
      current.run(req, () =>
        entry.render({
          url: req.url,
          origin,
          cookie: req.headers.cookie,
          acceptLanguage: req.headers['accept-language'],
        }),
      ),
    sitemap: (ads) => entry.sitemap(ads),
  };
}
