import fs from 'node:fs';
import path from 'node:path';
import { appStartTags } from './app-start.ts';
import { escapeHtml } from '@bazaar/shared';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * What a page's document holds besides its HTML, from Vite's build manifest and the route modules
 * the server rendered (named by the web app's route table):
 * - the styles of the app and of every lazy part the HTML holds (the page, what it loads at once such
 *   as the home page's carousel, the footer), written into the page, so the first paint is styled,
 *   waits for no request and nothing shifts when the scripts arrive;
 * - the app's scripts, started by APP_START once the page's main photo is in: the app's entry and
 *   the page's own chunks only, so hydration does not wait for anything else.
 */
export interface PageAssetTags {
  styles: string;
  scripts: string;
}

/**
 * A stylesheet written into the page. On a slow phone connection each <link> is a round trip that the
 * first paint waits for. The disabled <link> after it is never fetched, but the app's chunk loader
 * (Vite's preload helper) finds it when the page's code asks for that stylesheet, and so does not
 * fetch the styles a second time.
 */
function inlineStylesheet(webRoot: string, href: string): string {
  const link = `<link rel="stylesheet" crossorigin href="/${escapeHtml(href)}"`;
  let css: string;
  try {
    css = fs.readFileSync(path.join(webRoot, href), 'utf8');
  } catch {
    return `${link} />`;
  }
  if (/<\/style/i.test(css)) return `${link} />`;
  return `<style>${css.trim()}</style>${link} disabled />`;
}

/** The asset tags of a page drawn by the given modules; the app's own alone for a page not rendered. */
export function pageAssets(
  webRoot: string,
): (modules: { scripts: string[]; styles: string[] }) => PageAssetTags {
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    // A build without a manifest (or a test's stand-in): the app's tags alone.
  }
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const loaded = entry ? closure(entry) : new Set<string>();
  const notLoaded = (roots: string[]) => {
    const keys = new Set<string>();
    for (const root of roots) for (const key of closure(root)) if (!loaded.has(key)) keys.add(key);
    return [...keys].map((key) => manifest[key]!);
  };
  const cache = new Map<string, PageAssetTags>();
  return ({ scripts, styles }) => {
    const cacheKey = JSON.stringify([scripts, styles]);
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    // The lazy parts the page's code loads at once (a carousel, a dialog's styles) may be imported
    // from a chunk the page shares with another page, not from the page's own chunk.
    const lazyParts = styles
      .flatMap((module) => [...closure(module)])
      .filter((key) => !loaded.has(key))
      .flatMap((key) => manifest[key]!.dynamicImports ?? []);
    const stylesheets = new Set([
      ...(entry ? (manifest[entry]!.css ?? []) : []),
      ...notLoaded([...styles, ...lazyParts]).flatMap((chunk) => chunk.css ?? []),
    ]);
    const tags = {
      styles: [...stylesheets].map((href) => inlineStylesheet(webRoot, href)).join('\n    '),
      scripts: entry
        ? appStartTags([
            ...[...loaded].map((key) => manifest[key]!.file),
            ...notLoaded(scripts).map((c) => c.file),
          ])
        : '',
    };
    cache.set(cacheKey, tags);
    return tags;
  };
}
