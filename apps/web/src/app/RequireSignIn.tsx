import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
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
