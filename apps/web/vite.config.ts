import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

/**
 * What every list of ads draws (cards, their photos, prices and dates, the catalog's names only), used by
 * the home, list and ad pages alike: one chunk rather than a dozen small ones, which compress worse
 * apart and each cost a request.
 */
const ADS_KIT = new RegExp(
  [
    'packages/shared/src/(catalog/(category-names|city-names|groups)|indian-digits)',
    'src/components/ui/(Skeleton|ErrorState|Price|ListingCard|ListingGrid)',
    'src/lib/(dates|format|listing|useListings)\\.',
    'src/features/favourites/(api/|components/FavouriteButton)',
    '@tanstack/(react-query|query-core)/.*/(useMutation|useInfiniteQuery|infiniteQueryObserver|mutationObserver)',
  ].join('|'),
);

/**
 * The categories' attributes (with their brands and option labels): what the list's filters and the
 * ad page's details need, never the home page. One chunk for both, not four small ones.
 */
const CATEGORY_ATTRIBUTES = /packages\/shared\/src\/catalog\/(categories|attributes|brands|option-labels)\./;

/** What only the list's filters and the post form use: cities with their states, filter rules, money. */
const FILTER_PARTS = /packages\/shared\/src\/(catalog\/(cities|filters)|money)\./;

/**
 * A list's place controls (its filter section and chip), loaded after the list's first script; and
 * the place picker with the catalogue's localities, loaded when it is opened or a place is chosen.
 * Two chunks, not one per module: each chunk a list page may load is named in its first script.
 */
const PLACE_CONTROLS =
  /src\/features\/place\/(controls|lazy-picker|PlaceFilter|PlaceChip|Place\.module|i18n\/controls-)/;
const PLACE_PICKER =
  /src\/features\/place\/(picker|PlacePicker|NearLabel|placeLabel|place-i18n|i18n\/place-)/;

// BAZAAR_API lets the dev server talk to an API on another port (e.g. a second checkout).
const api = process.env.BAZAAR_API ?? 'http://127.0.0.1:3000';

// `vite build --ssr src/entry-server.tsx` (the second step of `npm run build`) builds the server's
// render of the same app into dist/.ssr, which the API loads; a dot folder is never served.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [precompress()])],
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/.ssr' : './dist', import.meta.url)),
    emptyOutDir: true,
    // Lists each route's chunks, so the JavaScript a page needs can be measured (bench/bundle.ts)
    // and the server can name a rendered page's chunks and styles in its HTML.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // The entry's own modules stay in the entry: split among several chunks they only
            // compressed worse.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                { name: 'ads', test: ADS_KIT, priority: 1 },
                { name: 'catalog', test: CATEGORY_ATTRIBUTES, priority: 1 },
                { name: 'filter-parts', test: FILTER_PARTS, priority: 1 },
                // Not what they import too: that would move the shared catalogue in with them.
                {
                  name: 'place-controls',
                  test: PLACE_CONTROLS,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'place-picker',
                  test: PLACE_PICKER,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  server: {
    host: '127.0.0.1',
    // The API serves both JSON and uploaded photos; in production it is the same origin.
    proxy: { '/api': api, '/media': api },
  },
  preview: { host: '127.0.0.1' },
}));
