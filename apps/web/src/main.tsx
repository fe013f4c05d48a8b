import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { i18nReady } from './i18n';
import { seedFirstPage, takeFirstPageData } from './app/boot-data';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker, watchInstall } from './app/pwa/install';

// Before anything renders: the browser's install offer can come at once.
watchInstall();
registerServiceWorker();
// The page's first lists, which the server put in the HTML: the cache starts with them.
const firstPage = takeFirstPageData();

// Wait for the saved language so a Hindi reader never sees an English flash.
void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers seed={(client) => seedFirstPage(client, firstPage)}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});
