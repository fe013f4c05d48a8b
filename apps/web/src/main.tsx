// First: schemas built by any later module must already know not to probe for eval.
import './lib/zod-without-eval';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import './styles/global.css';
import { adoptSavedLanguage, i18nReady } from './i18n';
import { hydrationData, readServerState } from './lib/server-state';
import { makeQueryClient, Providers, rememberServerAnswers } from './app/providers';
import { routes } from './app/routes';
import { PageTime } from './lib/page-time';
import { routerContext } from './routing/context';
import { preloadAllParts } from './lib/lazy';
import { registerServiceWorker, watchInstall } from './app/pwa/install-watch';

// Before anything renders: the browser's install offer can come at once.
watchInstall();
registerServiceWorker();
// A page the server rendered: the cache starts with the answers it rendered from.
const server = readServerState();
const client = makeQueryClient();
if (server) {
  hydrate(client, server.queries);
  rememberServerAnswers(server.queries.queries.map((q) => q.queryHash));
}

/**
 * The route modules of the page the server rendered, loaded before hydrating: the router then
 * hydrates the page at once, instead of showing its loading state in place of the server's HTML.
 */
async function loadRenderedRoutes() {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

// Wait for the language's strings (the server's, on a rendered page) so no other language flashes,
// and for the page's modules and their lazy parts, so hydrating never waits for one. (If one cannot
// be loaded, the page hydrates anyway, and asks for it again when it renders.)
const pageModules = server
  ? loadRenderedRoutes()
      .then(preloadAllParts)
      .catch(() => undefined)
  : undefined;
void Promise.all([i18nReady, pageModules]).then(() => {
  const router = createBrowserRouter(routes, {
    getContext: () => routerContext(client),
    ...(server ? { hydrationData: hydrationData(server) } : {}),
  });
  const app = (
    <StrictMode>
      <PageTime.Provider value={server?.at ?? null}>
        <Providers client={client}>
          <RouterProvider router={router} />
        </Providers>
      </PageTime.Provider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (server) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (a default-priority hydration runs to the end in one task): a tap
    // on a cheap phone is answered while the page is still being hydrated.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    adoptSavedLanguage();
  } else {
    createRoot(root).render(app);
  }
});
