import { useSyncExternalStore } from 'react';
import { installStore, type InstallState } from './install-watch';

/** What the server renders, and so what hydration starts from: no offer yet. */
const SERVER_STATE: InstallState = { canPrompt: false, installed: false };

/** Opens the browser's install dialog; false when there is none (iOS, Firefox, already used). */
export async function promptInstall(): Promise<boolean> {
  const event = installStore.deferred;
  if (!event) return false;
  // The event can be used once, whatever the answer.
  installStore.deferred = null;
  installStore.set({ canPrompt: false });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installStore.set({ installed: true });
  return true;
}

export function useInstall(): InstallState {
  return useSyncExternalStore(
    (l) => {
      installStore.listeners.add(l);
      return () => installStore.listeners.delete(l);
    },
    () => installStore.state,
    () => SERVER_STATE,
  );
}
