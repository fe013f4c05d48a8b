import type { Lang } from '../lib/languages';

// The languages live in lib/, below the React hooks that read them (lang.ts re-exports them).
export { LANGS, toLang, type Lang } from '../lib/languages';

/** A resource file: nested objects of strings, read with dotted keys ('nav.login'). */
export type Tree = { [key: string]: string | Tree };
export type TFunction = (key: string, vars?: Record<string, unknown>) => string;

/** What useTranslation() returns; a new object whenever the language or the strings change. */
export interface Translation {
  t: TFunction;
  lang: Lang;
}

// i18next did far more than Bazaar needs (plurals, contexts, namespaces, backends) and weighed
// heavily on every visitor's first download. This keeps its resource files, dotted keys,
// {{placeholders}} and English fallback, which is everything the app used.
const resources: Record<Lang, Tree> = { en: {}, hi: {} };
let language: Lang = 'en';
const listeners = new Set<() => void>();
/** A key was asked for before its strings were added (see addResources). */
let missed = false;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/** The string for `key` in `lng` (English when Hindi lacks it), placeholders filled; the key if none. */
export function translate(lng: Lang, key: string, vars?: Record<string, unknown>): string {
  const text = lookup(resources[lng], key) ?? lookup(resources.en, key);
  if (text === undefined) {
    missed = true;
    if (import.meta.env.DEV) console.warn(`Missing translation: ${key}`);
    return key;
  }
  if (!vars) return text;
  // React escapes what it renders, so values go in as they are.
  return text.replace(PLACEHOLDER, (_, name: string) => (vars[name] === undefined ? '' : String(vars[name])));
}

function merge(into: Tree, from: Tree) {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'object') {
      if (typeof existing !== 'object') into[key] = {};
      merge(into[key] as Tree, value);
    } else if (existing === undefined) {
      into[key] = value;
    }
  }
}

function snapshot(): Translation {
  const lng = language;
  return { t: (key, vars) => translate(lng, key, vars), lang: lng };
}

let current = snapshot();

function changed() {
  missed = false;
  current = snapshot();
  for (const listener of listeners) listener();
}

export const translator = {
  get language(): Lang {
    return language;
  },
  /**
   * Adds strings (lazy features bring their own); keys already present are kept. What is on screen
   * is drawn again only if it asked for a key that was missing: a feature adds its strings when its
   * code loads, before it draws anything, and re-rendering every translated component then (the
   * layout included) would throw away the server's HTML of a page still being hydrated.
   */
  addResources(lng: Lang, tree: Tree) {
    merge(resources[lng], tree);
    if (missed) changed();
  },
  changeLanguage(lng: Lang) {
    language = lng;
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    changed();
  },
  t: ((key, vars) => translate(language, key, vars)) as TFunction,
  current: (): Translation => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
