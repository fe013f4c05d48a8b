import { INFO_PAGES } from '@bazaar/shared';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/ui/RouteError';
import { authOptionsQuery } from '../features/auth/api/useAuthOptions';
import { meQuery } from '../features/auth/api/useMe';
import { retryImport } from '../lib/lazy';
import { pageLoader } from '../routing/context';
import type { RouteModule } from '../routing/route-module';
import { Layout } from './layout/Layout';
import { PageLoading } from '../components/ui/PageLoading';

/** Every page's route module: each is a chunk of its own, loaded by the router before the page shows. */
const modules = import.meta.glob<RouteModule>(['../features/*/routes/*.tsx', './pages/*.route.tsx']);

/**
 * Which addresses of a page crawlers should find (entry-server.tsx lists them in /sitemap.xml): the
 * page itself, one per category or city, or one per public ad. Named here, listed on the server,
 * so the catalog's lists stay out of the browser's first download.
 */
export type SitemapAddresses = 'page' | 'each-category' | 'each-city' | 'each-ad';

/** What the server reads of a route: its module as Vite's manifest names it (for its assets), and
 * for a page crawlers should find, which of its addresses go in /sitemap.xml. */
export interface PageHandle {
  module: string;
  sitemap?: SitemapAddresses;
}

/**
 * A page at `path` (or the index), drawn by the route module `file` (relative to this folder);
 * `sitemap` says which of its addresses crawlers should find (none: not in the sitemap).
 */
function page(path: string | undefined, file: string, sitemap?: SitemapAddresses): RouteObject {
  const load = modules[file];
  if (!load) throw new Error(`No route module ${file}`);
  const handle: PageHandle = {
    module: `src/${file.replace(/^\.\.\//, '').replace(/^\.\//, 'app/')}`,
    ...(sitemap && { sitemap }),
  };
  const lazy = () => retryImport(load);
  return path === undefined ? { index: true, lazy, handle } : { path, lazy, handle };
}

/**
 * The web app's one route table (SPEC §2; the original product's short post routes stay as aliases).
 * The server renders from it too, and answers 404 for any address only the last route claims.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    // The header shows who is signed in on every page, and the ad guard asks what the server allows.
    loader: pageLoader(({ client }) =>
      Promise.all([
        client.ensureQueryData(meQuery).catch(() => undefined),
        client.ensureQueryData(authOptionsQuery).catch(() => undefined),
      ]),
    ),
    shouldRevalidate: () => false,
    children: [
      {
        // Below the layout: a page that fails leaves the navbar and footer usable.
        ErrorBoundary: RouteError,
        children: [
          page(undefined, '../features/listings/routes/home.tsx', 'page'),
          page('product', '../features/listings/routes/list.tsx', 'each-city'),
          page('products/:category', '../features/listings/routes/list.tsx', 'each-category'),
          page('products/:category/:id', '../features/listings/routes/ad.tsx', 'each-ad'),
          page('profile/:id', '../features/profiles/routes/profile.tsx'),
          page('login', '../features/auth/routes/login.tsx'),
          page('signup', '../features/auth/routes/signup.tsx'),
          page('signup/confirm', '../features/auth/routes/confirm-signup.tsx'),
          page('forgot', '../features/auth/routes/forgot.tsx'),
          page('reset', '../features/auth/routes/reset.tsx'),
          page('adddata', '../features/posting/routes/choose-category.tsx'),
          page('post/:category', '../features/posting/routes/post.tsx'),
          page('carpage', '../features/posting/routes/post.tsx'),
          page('bikes', '../features/posting/routes/post.tsx'),
          page('mobile', '../features/posting/routes/post.tsx'),
          page('my-ads', '../features/posting/routes/my-ads.tsx'),
          page('my-ads/:id/edit', '../features/posting/routes/edit-ad.tsx'),
          page('favourites', '../features/favourites/routes/favourites.tsx'),
          page('chats', '../features/chat/routes/inbox.tsx'),
          page('chats/:id', '../features/chat/routes/conversation.tsx'),
          page('notifications', '../features/notifications/routes/notifications.tsx'),
          page('account/settings', '../features/settings/routes/settings.tsx'),
          page('saved-searches', '../features/alerts/routes/saved-searches.tsx'),
          page('alerts/unsubscribe', '../features/alerts/routes/unsubscribe.tsx'),
          page('renew', '../features/renewal/routes/renew.tsx'),
          ...INFO_PAGES.map((info) => page(info, '../features/info/routes/info.tsx', 'page')),
          page('admin/*', './pages/admin.route.tsx'),
          page('*', './pages/not-found.route.tsx'),
        ],
      },
    ],
  },
];
