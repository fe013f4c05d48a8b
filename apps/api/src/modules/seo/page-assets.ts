import fs from 'node:fs';
import path from 'node:path';
import { appStartTags } from './app-start.ts';
import { escapeHtml } from './escape.ts';

/** The pages the server renders, by the chunk of the web app that draws each one. */
export type RenderedPageKind = 'home' | 'list' | 'ad';

const PAGE_CHUNKS: Record<RenderedPageKind, string> = {
  home: 'src/features/listings/pages/HomePage.tsx',
  list: 'src/features/listings/pages/ListingsPage.tsx',
  ad: 'src/features/listings/pages/ListingDetailPage.tsx',
};
/** Rendered on every page (below the fold), loaded by the app after the page. */
const FOOTER_CHUNK = 'src/app/layout/Footer.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * What a server-rendered page adds to index.html, from Vite's build manifest:
 * - the styles of the app and of every lazy part the HTML holds (the page, what it loads at once such
 *   as the home page's carousel, and the footer), written into the page, so the first paint is
 *   already styled, waits for no request and nothing shifts when the scripts arrive;
 * - the app's scripts, started by APP_START once the page's main photo is in: the app's entry and
 *   the page's own chunks only, so hydration does not wait for them. The footer and the carousel's
 *   code come later: they hydrate when they arrive, and until then the server's HTML stands.
 */
export interface PageAssetTags {
  /**
   * Styles, in place of index.html's stylesheet: first in the head, before its scripts. Each stylesheet
   * is written out in a <style>; a stylesheet that cannot be (unreadable) stays a <link>.
   */
  styles: string;
  /**
   * In place of index.html's scripts: at the end of the body, after the page's photos, which the
   * browser then asks first (see APP_START).
   */
  scripts: string;
}

/**
 * A stylesheet written into the page. On a slow phone connection each <link> is a round trip that the
 * first paint waits for, and over HTTP/1.1 the browser opens only six connections to a host, which the
 * photos want too: Lighthouse counted the ad page's nine small stylesheets as render-blocking.
 *
 * The disabled <link> after it is never fetched (a disabled stylesheet is not loaded), but the app's
 * chunk loader (Vite's preload helper) finds it when the page's code asks for that stylesheet, and so
 * does not fetch the styles a second time.
 */
function inlineStylesheet(webRoot: string, href: string): string {
  const link = `<link rel="stylesheet" crossorigin href="/${escapeHtml(href)}"`;
  let css: string;
  try {
    css = fs.readFileSync(path.join(webRoot, href), 'utf8');
  } catch {
    return `${link} />`;
  }
  // Nothing in it may end the element early.
  if (/<\/style/i.test(css)) return `${link} />`;
  return `<style>${css.trim()}</style>${link} disabled />`;
}

export function pageAssets(webRoot: string): Record<RenderedPageKind, PageAssetTags> {
  const empty = { styles: '', scripts: '' };
  const none = { home: empty, list: empty, ad: empty };
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return none; // A build without a manifest (or a test's stand-in): the pages just load as before.
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
  const tags = (page: string) => {
    // The lazy parts the page's code loads at once (a carousel, a dialog's styles) may be imported
    // from a chunk the page shares with another page, not from the page's own chunk.
    // (Not the entry's: those are the other pages.)
    const lazyParts = [...closure(page)]
      .filter((key) => !loaded.has(key))
      .flatMap((key) => manifest[key]!.dynamicImports ?? []);
    const rendered = [page, ...lazyParts, FOOTER_CHUNK];
    const stylesheets = new Set([
      ...(entry ? (manifest[entry]!.css ?? []) : []),
      ...notLoaded(rendered).flatMap((chunk) => chunk.css ?? []),
    ]);
    const styles = [...stylesheets].map((href) => inlineStylesheet(webRoot, href));
    const scripts = entry
      ? appStartTags([
          ...[...loaded].map((key) => manifest[key]!.file),
          ...notLoaded([page]).map((c) => c.file),
        ])
      : '';
    return { styles: styles.join('\n    '), scripts };
  };
  return { home: tags(PAGE_CHUNKS.home), list: tags(PAGE_CHUNKS.list), ad: tags(PAGE_CHUNKS.ad) };
}
