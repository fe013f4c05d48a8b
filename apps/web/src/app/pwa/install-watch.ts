/** Chromium's install event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered to install: the button can open its own dialog. */
  canPrompt: boolean;
  /** Running as the installed app (or just installed): nothing to offer. */
  installed: boolean;
}

// What the page has heard from the browser since it started. Kept apart from the banner's code
// (install.ts), which loads with the footer: only this listening is on every page's first script.
export const installStore = {
  state: { canPrompt: false, installed: false } as InstallState,
  deferred: null as BeforeInstallPromptEvent | null,
  listeners: new Set<() => void>(),
  set(next: Partial<InstallState>) {
    installStore.state = { ...installStore.state, ...next };
    for (const l of installStore.listeners) l();
  },
};

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Listens from the first moment: the browser fires `beforeinstallprompt` once, early, and the
 * footer that shows the button may not be on screen yet.
 */
export function watchInstall(target: Window = window) {
  installStore.state = { canPrompt: false, installed: standalone() };
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-bar away; our banner asks when the person wants it.
    event.preventDefault();
    installStore.deferred = event as BeforeInstallPromptEvent;
    installStore.set({ canPrompt: true });
  });
  target.addEventListener('appinstalled', () => {
    installStore.deferred = null;
    installStore.set({ canPrompt: false, installed: true });
  });
}

/** Only the built app has a service worker: in development it would cache files Vite is changing. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No offline support this time; the site works as before.
    });
  });
}
