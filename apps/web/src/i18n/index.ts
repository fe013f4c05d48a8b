import { addHindiNames } from '@bazaar/shared';
import { retryImport } from '../lib/lazy';
import en from './en.json';
import { SERVER_STATE_ID } from '../lib/server-state';
import { toLang, type Lang } from './lang';
import { cookieValue, LANG_COOKIE } from './request-lang';
import { addStrings, i18n } from './instance';

const STORAGE_KEY = 'bazaar.lang';

function savedLanguage(): Lang | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return saved ? toLang(saved) : undefined;
  } catch {
    return undefined;
  }
}

function initialLanguage(): Lang {
  // A page the server rendered: its language, or the first render would not match the HTML.
  const rendered = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  if (rendered?.dataset.lang) return toLang(rendered.dataset.lang);
  const chosen = typeof document === 'undefined' ? undefined : cookieValue(document.cookie, LANG_COOKIE);
  if (chosen) return toLang(chosen);
  // Storage can be blocked (private mode, sandboxed frames): then the browser's language decides.
  return savedLanguage() ?? toLang(typeof navigator === 'undefined' ? undefined : navigator.language);
}

// English is bundled; Hindi (with the catalog's Hindi names) is fetched only by people who use it.
addStrings('en', en);

// Tracked here: lazy features add their own strings to both languages.
const loaded = new Set<Lang>(['en']);

/** Loads a language's strings (the server loads both before it renders). */
export async function ensureLoaded(lng: Lang) {
  if (loaded.has(lng)) return;
  // The catalog's Hindi names come with the Hindi strings, in the same chunk.
  const { strings, names } = await retryImport(() => import('./hindi'));
  addHindiNames(names);
  addStrings(lng, strings);
  loaded.add(lng);
}

async function activate(lng: Lang) {
  await ensureLoaded(lng);
  await i18n.changeLanguage(lng);
}

/**
 * The user picked a language: load its strings if needed, switch the whole UI (and <html lang>),
 * and remember the choice. Only an explicit choice is stored, so the browser's language still
 * decides for everyone who never picked one.
 */
export async function switchLanguage(lng: Lang) {
  await activate(lng);
  // The server reads the cookie to render the first screen in this language.
  document.cookie = `${LANG_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // See above: nothing to do when storage is blocked.
  }
}

/**
 * A language chosen in this browser before it was kept in a cookie too: the server rendered in the
 * browser's language, so switch now (and keep the cookie, so the next page renders right away).
 */
export function adoptSavedLanguage() {
  const saved = savedLanguage();
  const chosen = cookieValue(document.cookie, LANG_COOKIE);
  if (saved && !chosen && saved !== i18n.language) void switchLanguage(saved).catch(() => {});
}

/** Resolves once the starting language is ready; the app renders after it (at once for English). */
export const i18nReady: Promise<unknown> = activate(initialLanguage()).catch(() => {
  // Hindi strings failed to load: carry on in English rather than show nothing.
});
