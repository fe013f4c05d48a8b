import { findState } from '@bazaar/shared';
import { useSyncExternalStore } from 'react';

// The navbar region, remembered in this browser: every list (home included) is filtered by it.
const KEY = 'bazaar.region';
const listeners = new Set<() => void>();

function read(): string {
  try {
    const slug = localStorage.getItem(KEY) ?? '';
    return findState(slug) ? slug : '';
  } catch {
    return ''; // Storage blocked (private mode, settings): the region just is not remembered.
  }
}

/** The remembered state slug, or '' for all of India. */
export const rememberedRegion = read;

export function rememberRegion(slug: string | null) {
  const next = slug && findState(slug) ? slug : '';
  if (next === read()) return;
  try {
    if (next) localStorage.setItem(KEY, next);
    else localStorage.removeItem(KEY);
  } catch {
    // See read().
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered region; re-renders when it changes (here or in another tab). */
export function useRememberedRegion(): string {
  return useSyncExternalStore(subscribe, read, () => '');
}
