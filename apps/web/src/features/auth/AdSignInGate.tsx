import { safeNext } from '@bazaar/shared';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthOptions } from './api/useAuthOptions';
import { useMe } from './api/useMe';

/**
 * An ad page the server rendered for a stranger (its head is for link previews and search engines):
 * once the browser knows nobody is signed in and ad pages are not open, it goes to sign in, which
 * brings the person back here. Moving between pages, the route's guard does this before loading.
 */
export function AdSignInGate({ children }: { children: ReactNode }) {
  const me = useMe();
  const options = useAuthOptions();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const stranger = me.data === null && options.data?.openAdPages === false;
  useEffect(() => {
    if (!stranger) return;
    const next = safeNext(pathname + search, window.location.origin);
    void navigate(`/login?next=${encodeURIComponent(next)}`, { replace: true });
  }, [stranger, navigate, pathname, search]);
  return children;
}
