import { retryImport } from '../app/lazy';
import en from './en.json';
import { toLang, type Lang } from './lang';
import { translator } from './translator';

const STORAGE_KEY = 'bazaar.lang';

function initialLanguage(): Lang {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved) return toLang(saved);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); fall back to the browser's language.
  }
  return toLang(typeof navigator === 'undefined' ? undefined : navigator.language);
}

// English is bundled; Hindi (~4 KB gzipped) is fetched only by people who use it.
translator.addResources('en', en);

// Tracked here: lazy features add their own strings to both languages.
const loaded = new Set<Lang>(['en']);

async function ensureLoaded(lng: Lang) {
  if (loaded.has(lng)) return;
  const bundle = await retryImport(() => import('./hi.json'));
  translator.addResources(lng, bundle.default);
  loaded.add(lng);
}

async function activate(lng: Lang) {
  await ensureLoaded(lng);
  translator.changeLanguage(lng);
}

/**
 * The user picked a language: load its strings if needed, switch the whole UI (and <html lang>),
 * and remember the choice. Only an explicit choice is stored, so the browser's language still
 * decides for everyone who never picked one.
 */
export async function switchLanguage(lng: Lang) {
  await activate(lng);
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // See above: nothing to do when storage is blocked.
  }
}

/** Resolves once the starting language is ready; the app renders after it (at once for English). */
export const i18nReady: Promise<unknown> = activate(initialLanguage()).catch(() => {
  // Hindi strings failed to load: carry on in English rather than show nothing.
});

export default translator;
