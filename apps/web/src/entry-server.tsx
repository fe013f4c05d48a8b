import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from './app/routing';
import { preloadAllPages } from './app/lazy';
import { authOptionsQuery } from './features/auth/api/useAuthOptions';
import { meQuery } from './features/auth/api/useMe';
import { makeQueryClient, Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { jsonForScript, SERVER_STATE_ID, type ServerState } from './app/server-state';
import { ensureLoaded } from './i18n';
import type { Lang } from './i18n/lang';
import { requestLanguage } from './i18n/request-lang';
import { translate } from './i18n/translator';
import { FixedTranslation } from './i18n/useTranslation';
import { setTransport } from './lib/http';
import { PageTime } from './lib/page-time';

/**
 * The server's render of a page (built by `vite build --ssr` into dist/.ssr and run by the API,
 * apps/api/src/plugins/server-render.ts): the browser's own router and components, from a query
 * cache filled by the same API calls the page makes. The browser then hydrates that HTML
 * (main.tsx) from the same cache and the same language, so the two renders are the same.
 */

export { setTransport };

/** Loads every page and both languages' strings: called once, before the first render. */
export async function prepare() {
  await Promise.all([preloadAllPages(), ensureLoaded('hi')]);
}

export interface RenderRequest {
  /** Path and query string, as the browser asked for them. */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}

/** A render ready to stream: its HTML goes inside #root, then `stateScript` after it. */
export interface RenderedPage {
  lang: Lang;
  /** Writes the app's HTML into the destination and ends it. */
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  stateScript: string;
}

/** The ad page shows a sign-in redirect to signed-out people unless ad pages are open. */
const AD_PAGE = '/products/:category/:id';

function app(client: QueryClient, url: string, lang: Lang, at: number): ReactNode {
  const translation = {
    lang,
    t: (key: string, vars?: Record<string, unknown>) => translate(lang, key, vars),
  };
  return (
    <StrictMode>
      <FixedTranslation.Provider value={translation}>
        <PageTime.Provider value={at}>
          <Providers client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </PageTime.Provider>
      </FixedTranslation.Provider>
    </StrictMode>
  );
}

/** Queries the render asked for that have no answer yet and may run now. */
function waiting(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: unknown }).enabled;
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
    });
}

/**
 * Renders `url` for the visitor whose cookie and languages are given. Null when the page should be
 * left to the browser: an ad page that sends this visitor to sign in, or any call that failed (the
 * browser shows its error states and retries; the server never renders an error it might not
 * repeat).
 */
export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const lang = requestLanguage(request.cookie, request.acceptLanguage);
  const client = makeQueryClient();
  const at = Date.now();
  // Every page asks who is signed in (the header) and what the server allows (the ad guard): asked
  // first, so that one render of the page then registers every call it makes for this visitor
  // (useQuery does not fetch on the server). Once those are answered the page is rendered for real.
  // A call that only an answer would open stays unmade and renders as loading on both sides.
  // No retries: a failed call leaves the page to the browser (below) rather than hold the HTML.
  await Promise.all([
    client.prefetchQuery({ ...meQuery, retry: false }),
    client.prefetchQuery({ ...authOptionsQuery, retry: false }),
  ]);
  renderToString(app(client, request.url, lang, at));
  await Promise.all(
    waiting(client).map((query) => query.fetch({ ...query.options, retry: false }).catch(() => {})),
  );
  if (
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;
  const pathname = request.url.split('?')[0]!;
  if (matchPath(AD_PAGE, pathname)) {
    const open = client.getQueryData<{ openAdPages?: boolean }>(['auth-options'])?.openAdPages;
    if (!open && !client.getQueryData(['me'])) return null;
  }

  return new Promise((resolve, reject) => {
    // Everything is fetched and every page is loaded: the whole page is ready at once, so the
    // HTML has no fallbacks and no inline scripts to fill them in (the CSP allows none).
    const stream = renderToPipeableStream(app(client, request.url, lang, at), {
      // Never move a large finished part out of place to be swapped in by an inline script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const state: ServerState = { lang, at, queries: dehydrate(client) };
        resolve({
          lang,
          pipe: (destination) => stream.pipe(destination),
          stateScript: `<script type="application/json" id="${SERVER_STATE_ID}" data-lang="${lang}">${jsonForScript(state)}</script>`,
        });
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
