import i18next, { type TOptions } from 'i18next';
import { LANGS, type Lang } from '../lib/languages';

// The languages live in lib/, below the React hooks that read them (lang.ts re-exports them).
export { LANGS, toLang, type Lang } from '../lib/languages';

/** A strings file: nested objects of strings, read with dotted keys ('nav.login'). */
export type Tree = { [key: string]: string | Tree };
/** `t('key', { vars })`, the one shape the app calls (i18next's own type is generic over typed keys). */
export type TFunction = (key: string, vars?: Record<string, unknown>) => string;

/** What useTranslation() returns; a new object whenever the language or the strings change. */
export interface Translation {
  t: TFunction;
  lang: Lang;
}

/** A key was asked for before its strings were added (see addStrings). */
let missed = false;

/**
 * The app's one i18next instance. In the browser it holds the page's language; the server renders
 * many visitors at once and only reads strings from it, each render with its visitor's language
 * fixed (fixedTranslation), so no render changes another's language.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGS],
  // The strings come with the code that shows them (addStrings); i18next loads nothing itself.
  resources: Object.fromEntries(LANGS.map((lng) => [lng, { translation: {} }])),
  initAsync: false,
  // Keys are dotted paths in one namespace; a colon in a key is text, not a namespace.
  nsSeparator: false,
  // React escapes what it renders, so values go in as they are; a value not given is left blank.
  interpolation: { escapeValue: false },
  missingInterpolationHandler: () => '',
  // Nothing is saved anywhere: this only notes that a key was missing, to draw it again later.
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => {
    missed = true;
    if (import.meta.env.DEV) console.warn(`Missing translation: ${key}`);
  },
});

/** `lng`'s strings for a render that must not follow the page's language (the server's, per visitor). */
export function fixedTranslation(lng: Lang): Translation {
  const fixed = i18n.getFixedT(lng);
  return { lang: lng, t: (key, vars) => fixed(key, vars as TOptions) };
}

let current = fixedTranslation(i18n.language as Lang);
const listeners = new Set<() => void>();

function changed() {
  missed = false;
  current = fixedTranslation(i18n.language as Lang);
  for (const listener of listeners) listener();
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  changed();
});
// What is on screen is drawn again only if it asked for a key that was missing: a feature adds its
// strings when its code loads, before it draws anything, and re-rendering every translated
// component then (the layout included) would throw away the server's HTML of a page still being
// hydrated.
i18n.store.on('added', () => {
  if (missed) changed();
});

/**
 * Adds a feature's strings (lazy features bring their own, with their chunk); keys already present
 * are kept.
 */
export function addStrings(lng: Lang, tree: Tree) {
  i18n.addResourceBundle(lng, 'translation', tree, true, false);
}

/** The page's translation now, and a way to hear when it changes (for useSyncExternalStore). */
export const liveTranslation = {
  current: (): Translation => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
