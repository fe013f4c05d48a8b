import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { preloadAllPages } from './app/lazy';
import { makeQueryClient, Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { jsonForScript, SERVER_STATE_ID, type ServerState } from './app/server-state';
import { ensureLoaded } from './i18n';
import type { Lang } from './i18n/lang';
import { requestLanguage } from './i18n/request-lang';
import { translate } from './i18n/translator';
import { FixedTranslation } from './i18n/useTranslation';
import { setTransport } from './lib/http';

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
/** Rounds of "render, fetch what the render asked for": the session first, then what it opens. */
const FETCH_ROUNDS = 3;

function app(client: QueryClient, url: string, lang: Lang): ReactNode {
  const translation = {
    lang,
    t: (key: string, vars?: Record<string, unknown>) => translate(lang, key, vars),
  };
  return (
    <StrictMode>
      <FixedTranslation.Provider value={translation}>
        <Providers client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
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
  // Each round renders the page to see which calls it makes (useQuery only registers them on the
  // server), then makes them; the next round sees what their answers open (the signed-in header's
  // counts once the session is known).
  for (let round = 0; round < FETCH_ROUNDS; round++) {
    renderToString(app(client, request.url, lang));
    const queries = waiting(client);
    if (queries.length === 0) break;
    // No retries: a failed call leaves the page to the browser (below) rather than hold the HTML.
    await Promise.all(
      queries.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => {})),
    );
  }
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
    const stream = renderToPipeableStream(app(client, request.url, lang), {
      // Never move a large finished part out of place to be swapped in by an inline script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const state: ServerState = { lang, queries: dehydrate(client) };
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
