import fs from 'node:fs';
import path from 'node:path';
import { ListingsPage, ListingsQuery, type ListingsQueryInput } from '@bazaar/shared';
import { MicroCache } from '../../lib/micro-cache.ts';
import type { ListingsService } from '../listings/service.ts';
import { escapeHtml, jsonForScript } from './escape.ts';

/**
 * The list pages render only in the browser: without help, their photos (the Largest Contentful
 * Paint) could be requested only after the entry script ran, the page's chunk loaded and the
 * list's API call answered, one after another. So index.html for those pages carries:
 *
 * - the answers of the page's first /api/listings calls, as JSON the web app seeds its query cache
 *   with before the first render (apps/web/src/app/boot-data.ts), so the list needs no round trip;
 * - a preload of the first photos, so they download while the scripts do;
 * - modulepreload links for the page's own chunks, which would otherwise wait for the entry script.
 *
 * The queries must be exactly those the pages build (same parameters, in a query key with the same
 * shape), or the web app simply does not find the data and fetches as before.
 */

/** The element the web app reads and then removes (apps/web/src/app/boot-data.ts). */
export const FIRST_PAGE_DATA_ID = 'bazaar-first-page';

/** What the script element holds; the web app's boot-data.ts reads the same shape. */
export interface FirstPageData {
  /** The page it was made for: used only when the browser is on exactly this path, no query string. */
  path: string;
  /** When it was made (ms since epoch): the web app's cache treats it as fetched then. */
  at: number;
  /** Each list as the web app asks for it (its query key) and what /api/listings answers. */
  lists: { query: ListingsQueryInput; page: ListingsPage }[];
}

/** The list pages this applies to, with the build's chunks each one needs to render. */
export type ListPage = { kind: 'home' } | { kind: 'category'; slug: string };

// As HomePage.tsx ('Fresh recommendations') and MotorcycleCarousel.tsx build them, for a visitor
// with no remembered region; the carousel comes first on the page, so its photos are the ones
// above the fold.
const HOME_QUERIES: ListingsQueryInput[] = [
  { category: 'motorcycles', limit: 12 },
  { sort: 'newest', limit: 24 },
];
// As ListingsPage.tsx builds it (toApiFilter) for a category URL without filters.
const categoryQuery = (slug: string): ListingsQueryInput => ({ category: slug, sort: 'newest', limit: 24 });

/**
 * The photos preloaded: the cards on a phone's first screen. The first two at high priority, as the
 * cards fetch them; on a category page the second row too (the grid's first four are eager, and a
 * subpixel-larger card there can be the Largest Contentful Paint), at the browser's default priority
 * so they do not compete with the scripts.
 */
const PRELOADED_PHOTOS: Record<ListPage['kind'], number> = { home: 2, category: 4 };
const HIGH_PRIORITY_PHOTOS = 2;

const ROUTE_CHUNKS = {
  home: 'src/features/listings/pages/HomePage.tsx',
  category: 'src/features/listings/pages/ListingsPage.tsx',
} as const;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * <link> tags for a route's own chunks and styles, from Vite's build manifest: what the entry would
 * import once it runs, minus what index.html already loads. The home page's dynamic imports (the
 * carousel) are included: the page starts loading them as soon as it mounts.
 */
export function routePreloads(webRoot: string): Record<ListPage['kind'], string> {
  const none = { home: '', category: '' };
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
  const tags = (roots: string[]) => {
    const keys = new Set<string>();
    for (const root of roots) for (const key of closure(root)) if (!loaded.has(key)) keys.add(key);
    const links: string[] = [];
    for (const key of keys) {
      const chunk = manifest[key]!;
      // crossorigin as Vite's own tags have it: a preload only serves a request of the same mode.
      for (const css of chunk.css ?? [])
        links.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}" />`);
      links.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}" />`);
    }
    return links.join('\n    ');
  };
  const home = manifest[ROUTE_CHUNKS.home];
  return {
    home: home ? tags([ROUTE_CHUNKS.home, ...(home.dynamicImports ?? [])]) : '',
    category: manifest[ROUTE_CHUNKS.category] ? tags([ROUTE_CHUNKS.category]) : '',
  };
}

/** Head tags and a body script for a list page; both empty when the page gets nothing. */
export interface FirstPageTags {
  head: string;
  body: string;
}

export function firstPageData(
  listings: Pick<ListingsService, 'browse'>,
  opts: { webRoot: string; cacheMs: number },
) {
  const chunks = routePreloads(opts.webRoot);
  // Lists are the same for every visitor, as in the /api/listings route: shared for a moment.
  const cache = new MicroCache<ListingsPage>(opts.cacheMs, 100);
  const browse = (query: ListingsQueryInput) =>
    cache.get(JSON.stringify(query), async () =>
      // Parsed and encoded as the route does, so the JSON is the same as the API's answer.
      ListingsPage.encode(await listings.browse(ListingsQuery.parse(query))),
    );

  return async (pathname: string, page: ListPage): Promise<FirstPageTags> => {
    const queries = page.kind === 'home' ? HOME_QUERIES : [categoryQuery(page.slug)];
    const pages = await Promise.all(queries.map(browse));
    const data: FirstPageData = {
      path: pathname,
      at: Date.now(),
      lists: queries.map((query, i) => ({ query, page: pages[i]! })),
    };
    // The first list shown: the home page leaves out an empty carousel, and the grid comes first.
    const shown = pages.find((p) => p.items.length > 0)?.items ?? [];
    const photos = shown
      .slice(0, PRELOADED_PHOTOS[page.kind])
      .map((item, i) => item.photo && { src: item.photo.card, high: i < HIGH_PRIORITY_PHOTOS })
      .filter((photo) => !!photo);
    const head = [
      ...photos.map(
        ({ src, high }) =>
          `<link rel="preload" as="image"${high ? ' fetchpriority="high"' : ''} href="${escapeHtml(src)}" />`,
      ),
      chunks[page.kind],
    ].filter(Boolean);
    return {
      head: head.join('\n    '),
      // A JSON script is data, never run, so the CSP (no inline scripts) does not apply to it;
      // jsonForScript keeps "</script>" and U+2028/2029 in a title from ending or breaking it.
      body: `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${jsonForScript(data)}</script>`,
    };
  };
}
