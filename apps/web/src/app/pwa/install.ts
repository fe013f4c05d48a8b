import { useSyncExternalStore } from 'react';

/** Chromium's install event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The browser offered to install: the button can open its own dialog. */
  canPrompt: boolean;
  /** Running as the installed app (or just installed): nothing to offer. */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canPrompt: false, installed: false };
const listeners = new Set<() => void>();
/** What the server renders, and so what hydration starts from: no offer yet. */
const SERVER_STATE: InstallState = { canPrompt: false, installed: false };

function set(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Listens from the first moment: the browser fires `beforeinstallprompt` once, early, and the
 * footer that shows the button may not be on screen yet.
 */
export function watchInstall(target: Window = window) {
  state = { canPrompt: false, installed: standalone() };
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-bar away; our banner asks when the person wants it.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ canPrompt: true });
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    set({ canPrompt: false, installed: true });
  });
}

/** Opens the browser's install dialog; false when there is none (iOS, Firefox, already used). */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // The event can be used once, whatever the answer.
  deferred = null;
  set({ canPrompt: false });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') set({ installed: true });
  return true;
}

export function useInstall(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => SERVER_STATE,
  );
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
