import fs from 'node:fs';
import path from 'node:path';
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
 * <link> tags for a server-rendered page, from Vite's build manifest, minus what index.html already
 * loads:
 * - a stylesheet for every lazy part the HTML holds (the page, what it loads at once such as the
 *   home page's carousel, and the footer), so the first paint is already styled and nothing shifts
 *   when the scripts arrive;
 * - a modulepreload of the page's own chunks only, so hydration does not wait for them. The footer
 *   and the carousel's code come later: they hydrate when they arrive, and until then the server's
 *   HTML stands.
 */
export interface PageAssetTags {
  /** Stylesheets: first in the head, before index.html's scripts, so first paint waits on nothing else. */
  styles: string;
  /** Modulepreloads: at the end of the body, after the page's photos, which the browser then asks first. */
  scripts: string;
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
    // crossorigin as Vite's own tags have it: the app's loader then finds these and adds no second.
    const styles = notLoaded(rendered).flatMap((chunk) =>
      (chunk.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}" />`),
    );
    const scripts = notLoaded([page]).map(
      (chunk) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}" />`,
    );
    return { styles: [...new Set(styles)].join('\n    '), scripts: scripts.join('\n    ') };
  };
  return { home: tags(PAGE_CHUNKS.home), list: tags(PAGE_CHUNKS.list), ad: tags(PAGE_CHUNKS.ad) };
}
