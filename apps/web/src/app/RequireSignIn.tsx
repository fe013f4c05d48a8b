import type { ReactNode } from 'react';
import { Navigate, useLocation } from './routing';
import { useAuthOptions } from '../features/auth/api/useAuthOptions';
import { useMe } from '../features/auth/api/useMe';
import { PageLoading } from './layout/PageLoading';

/**
 * Pages for signed-in people only (SPEC §6). Decided before the page fetches anything: an anonymous
 * visitor goes to /login, which brings them back here afterwards.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageLoading />;
  // If /me itself failed (network), let the page try: the API still refuses strangers.
  if (me.data === null) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return children;
}

/**
 * Ad pages: for signed-in people (SPEC §6), unless the server opens them to everyone
 * (OPEN_AD_PAGES, told by GET /api/auth/options). Nothing is decided until the server has said
 * which, so an open ad page never flashes the login redirect. If the options cannot be had, the
 * default holds.
 */
export function RequireSignInForAds({ children }: { children: ReactNode }) {
  const options = useAuthOptions();
  // Asked now, alongside the options, rather than after them.
  useMe();
  if (options.isPending) return <PageLoading />;
  if (options.data?.openAdPages) return children;
  return <RequireSignIn>{children}</RequireSignIn>;
}
