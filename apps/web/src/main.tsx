import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { adoptSavedLanguage, i18nReady } from './i18n';
import { readServerState } from './app/server-state';
import { Providers, rememberServerAnswers } from './app/providers';
import { AppRouter } from './app/router';
import { PageTime } from './lib/page-time';
import { registerServiceWorker, watchInstall } from './app/pwa/install-watch';

// Before anything renders: the browser's install offer can come at once.
watchInstall();
registerServiceWorker();
// A page the server rendered: the cache starts with the answers it rendered from.
const server = readServerState();

// Wait for the language's strings (the server's, on a rendered page) so no other language flashes.
void i18nReady.then(() => {
  const app = (
    <StrictMode>
      <PageTime.Provider value={server?.at ?? null}>
        <Providers
          seed={(client) => {
            if (!server) return;
            hydrate(client, server.queries);
            rememberServerAnswers(server.queries.queries.map((q) => q.queryHash));
          }}
        >
          <AppRouter />
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
