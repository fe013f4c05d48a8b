import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { makeQueryClient, Providers } from './app/providers';
import { ME_KEY } from './features/auth/api/useMe';
import { unreadMessagesQuery } from './features/chat/api/useUnreadMessages';
import { favouriteIdsQuery } from './features/favourites/api/useFavourites';
import { unreadNotificationsQuery } from './features/notifications/api/useNotifications';
import { routes, type PageHandle, type SitemapAddresses } from './app/routes';
import { serializeErrors, SERVER_STATE_ID, type ServerState } from './lib/server-state';
import { ensureLoaded } from './i18n';
import type { Lang } from './i18n/lang';
import { requestLanguage } from './i18n/request-lang';
import { fixedTranslation } from './i18n/instance';
import { FixedTranslation } from './i18n/useTranslation';
import { setTransport } from './lib/http';
import { preloadAllParts } from './lib/lazy';
import { PageTime } from './lib/page-time';
import { routerContext } from './routing/context';
import { CATEGORIES, CITIES, jsonForScript, type SitemapAd, type SitemapEntry } from '@bazaar/shared';
import { headTags, SITE_DESCRIPTION, SITE_TITLE, type PageMeta } from './routing/head';
import type { RouteModule } from './routing/route-module';

/**
 * The server's render of a page (built by `vite build --ssr` into dist/.ssr and run by the API,
 * apps/api/src/plugins/server-render.ts), from the route table the browser uses: the route's loaders
 * fill a query cache (their API calls answered in-process), then the page is rendered once, from
 * that cache. The browser hydrates the HTML (main.tsx) from the same cache, router state and
 * language, so the two renders are the same.
 */

export { setTransport };

/** Rendered on every page below the fold, loaded by the app after the page: its styles go in the HTML. */
const ALWAYS_RENDERED = ['src/app/layout/Footer.tsx'];

const handler = createStaticHandler(routes);

/** Every path pattern of the route table ('' for the index), for checks that visit every page. */
export function routePatterns(list: RouteObject[] = routes, base = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? base : [base, route.path].filter(Boolean).join('/');
    return [
      ...(route.children ? routePatterns(route.children, path) : []),
      ...(route.children ? [] : [path]),
    ];
  });
}

/** Every route's path (as routePatterns writes it) and handle, parents before children. */
const handles = (list: RouteObject[], base = ''): Array<{ path: string; handle: PageHandle }> =>
  list.flatMap((route) => {
    const path = route.index ? base : [base, route.path].filter(Boolean).join('/');
    return [
      ...(route.handle ? [{ path, handle: route.handle as PageHandle }] : []),
      ...(route.children ? handles(route.children, path) : []),
    ];
  });

/** The addresses of one page for the sitemap, as its route says (app/routes.tsx). */
function addressesOf(path: string, which: SitemapAddresses, ads: SitemapAd[]): SitemapEntry[] {
  const fill = (param: string, value: string) => `/${path.replace(param, encodeURIComponent(value))}`;
  switch (which) {
    case 'page':
      return [{ path: `/${path}` }];
    case 'each-category':
      return CATEGORIES.map((c) => ({ path: fill(':category', c.slug) }));
    case 'each-city':
      return CITIES.map((c) => ({ path: `/${path}?city=${encodeURIComponent(c.slug)}` }));
    case 'each-ad':
      return ads.map((a) => ({
        path: fill(':category', a.category).replace(':id', String(a.id)),
        lastmod: a.updatedAt,
      }));
  }
}

/** The addresses of /sitemap.xml, from the pages that list theirs, given the newest public ads. */
export function sitemap(ads: SitemapAd[]): SitemapEntry[] {
  return handles(routes).flatMap(({ path, handle }) =>
    handle.sitemap ? addressesOf(path, handle.sitemap, ads) : [],
  );
}

/** Loads the lazy parts and both languages' strings: called once, before the first render. */
export async function prepare() {
  await Promise.all([preloadAllParts(), ensureLoaded('hi')]);
}

export interface RenderRequest {
  /** Path and query string, as the browser asked for them. */
  url: string;
  /** The public origin (absolute URLs in the head). */
  origin: string;
  cookie?: string;
  acceptLanguage?: string;
}

/** The app's HTML, ready to stream inside #root, and the state script that goes after it. */
export interface RenderedBody {
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  stateScript: string;
}

export type RenderResult =
  | { redirect: string; status: number }
  | {
      status: number;
      lang: Lang;
      /** Title, description, Open Graph and JSON-LD tags. */
      head: string;
      /** The page's route modules and what the server rendered besides (Vite manifest keys). */
      modules: { scripts: string[]; styles: string[] };
      /** Null when the page is left to the browser: one of its calls failed (see render). */
      body: RenderedBody | null;
    };

function pageMeta(context: StaticHandlerContext, client: QueryClient, url: URL, lang: Lang): PageMeta {
  const site: PageMeta = { title: SITE_TITLE, description: SITE_DESCRIPTION, url: url.href.split('?')[0] };
  const failed = context.statusCode >= 400;
  for (const match of [...context.matches].reverse()) {
    const meta = (match.route as { meta?: RouteModule['meta'] }).meta;
    if (!meta || failed) continue;
    const own = meta({ client, params: match.params, url, lang, origin: url.origin });
    if (own) return own;
  }
  return failed ? { ...site, url: undefined, noindex: true } : site;
}

/**
 * What the layout shows a signed-in visitor beside the page (the hearts on cards, the unread counts
 * on the chat and bell), in the cache before the render, so the HTML holds it. The browser's layout
 * asks for these itself; they are not the page's, so no route's loader does.
 */
async function signedInLayout(client: QueryClient) {
  const me = client.getQueryData<{ id: number } | null>(ME_KEY);
  if (!me) return;
  await Promise.all(
    [favouriteIdsQuery(me.id), unreadMessagesQuery, unreadNotificationsQuery].map((query) =>
      client.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]),
    ),
  );
}

function renderBody(
  client: QueryClient,
  context: StaticHandlerContext,
  lang: Lang,
  at: number,
): Promise<RenderedBody> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // The visitor's language, fixed for this render: renders of other visitors run beside it.
  const translation = fixedTranslation(lang);
  const state: ServerState = {
    lang,
    at,
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, errors: serializeErrors(context.errors) },
  };
  return new Promise((resolve, reject) => {
    // Everything is fetched and every page is loaded: the whole page is ready at once, so the HTML
    // has no fallbacks and no inline scripts to fill them in (the CSP allows none). The router's own
    // hydration script is left out for the same reason: its state travels in the JSON state script.
    const stream = renderToPipeableStream(
      <StrictMode>
        <FixedTranslation.Provider value={translation}>
          <PageTime.Provider value={at}>
            <Providers client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Providers>
          </PageTime.Provider>
        </FixedTranslation.Provider>
      </StrictMode>,
      {
        // Never move a large finished part out of place to be swapped in by an inline script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          resolve({
            pipe: (destination) => stream.pipe(destination),
            stateScript: `<script type="application/json" id="${SERVER_STATE_ID}" data-lang="${lang}">${jsonForScript(state)}</script>`,
          });
        },
        onShellError: reject,
        onError(error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });
}

/**
 * Renders `url` for the visitor whose cookie and languages are given: the route's loaders run (a
 * guard may answer with a redirect), then the page renders once. When one of its calls failed the
 * body is left to the browser (it shows its error states and retries; the server never renders an
 * error it might not repeat), but the status and head still come from the route.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  const lang = requestLanguage(request.cookie, request.acceptLanguage);
  const client = makeQueryClient();
  // No retries on the server: a failed call leaves the page to the browser rather than hold the HTML.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const at = Date.now();
  const context = await handler.query(new Request(url), { requestContext: routerContext(client) });
  if (context instanceof Response) {
    return { redirect: context.headers.get('location') ?? '/', status: context.status };
  }
  await signedInLayout(client);
  const modules = context.matches
    .map((match) => (match.route.handle as PageHandle | undefined)?.module)
    .filter((module): module is string => !!module);
  const failed =
    context.matches.some((match) => (match.route as Pick<RouteModule, 'clientOnly'>).clientOnly) ||
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
  return {
    status: context.statusCode,
    lang,
    head: headTags(pageMeta(context, client, url, lang)),
    modules: { scripts: modules, styles: [...modules, ...ALWAYS_RENDERED] },
    body: failed && context.statusCode < 400 ? null : await renderBody(client, context, lang, at),
  };
}
