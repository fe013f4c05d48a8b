import { safeNext } from '@bazaar/shared';
import { redirect } from 'react-router';
import { pageLoader, type LoadArgs } from '../../routing/context';
import { authOptionsQuery } from './api/useAuthOptions';
import { meQuery } from './api/useMe';

/**
 * Pages for signed-in people only (SPEC §6): a stranger goes to /login, which brings them back here
 * afterwards. Decided before the page fetches anything. If who is signed in cannot be had (network),
 * the page may try: the API still refuses strangers.
 */
export async function requireSignIn({ client, url }: LoadArgs) {
  const me = await client.ensureQueryData(meQuery).catch(() => undefined);
  if (me !== null) return;
  const next = safeNext(url.pathname + url.search, url.origin);
  throw redirect(`/login?next=${encodeURIComponent(next)}`);
}

/**
 * Ad pages: for signed-in people (SPEC §6), unless the server opens them to everyone
 * (OPEN_AD_PAGES, told by GET /api/auth/options). If the options cannot be had, the default holds.
 */
export async function requireSignInForAds(args: LoadArgs) {
  // The server renders the ad for everyone: its head is what link previews and search engines read.
  // In the browser, AdSignInGate then sends a stranger to sign in.
  if (import.meta.env.SSR) return;
  const options = await args.client.ensureQueryData(authOptionsQuery).catch(() => undefined);
  if (!options?.openAdPages) await requireSignIn(args);
}

/** The loader of a page with nothing to load but the guard. */
export const signedInOnly = pageLoader(requireSignIn);
