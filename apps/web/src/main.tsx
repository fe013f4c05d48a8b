import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { i18nReady } from './i18n';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker, watchInstall } from './app/pwa/install';

// Before anything renders: the browser's install offer can come at once.
watchInstall();
registerServiceWorker();

// Wait for the saved language so a Hindi reader never sees an English flash.
void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});
