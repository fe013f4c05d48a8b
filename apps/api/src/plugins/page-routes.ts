import { findCategory, INFO_PAGES } from '@bazaar/shared';

/**
 * The web app's own pages (apps/web/src/app/router.tsx), so the server can answer an unknown
 * address with a real 404 status: the browser still gets the app (which shows its not-found page),
 * but a crawler no longer indexes endless "soft 404" copies of the home page. A test reads the
 * router and checks every path it declares is known here.
 */
const FIXED = new Set([
  '/',
  '/product',
  '/login',
  '/signup',
  '/signup/confirm',
  '/forgot',
  '/reset',
  '/adddata',
  '/carpage',
  '/bikes',
  '/mobile',
  '/my-ads',
  '/favourites',
  '/chats',
  '/notifications',
  '/account/settings',
  '/saved-searches',
  '/alerts/unsubscribe',
  '/renew',
  ...INFO_PAGES.map((page) => `/${page}`),
]);

const ID = '[1-9][0-9]{0,15}';
const WITH_ID = [new RegExp(`^/my-ads/${ID}/edit$`), new RegExp(`^/chats/${ID}$`)];

/** True for an address the web app renders as a page of its own (not its not-found page). */
export function isKnownPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (FIXED.has(path)) return true;
  if (WITH_ID.some((re) => re.test(path))) return true;
  // A category's list and post form; an ad (whether it exists is the ad route's own check).
  const byCategory = new RegExp(`^/(?:post|products)/([^/]+)$|^/products/([^/]+)/${ID}$`).exec(path);
  const slug = byCategory?.[1] ?? byCategory?.[2];
  return slug !== undefined && !!findCategory(safeDecode(slug));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
