import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useMe } from '../../features/auth/api/useMe';

/**
 * A session that ends while a page is open (logged out in another tab, expired: any 401 says so)
 * runs the page's loaders again, so a page for signed-in people sends its visitor to sign in, as
 * opening it would have. Only a change from signed in to signed out does: a visitor who was never
 * signed in leaves the router alone.
 */
export function SessionEnd() {
  const me = useMe().data;
  const { revalidate } = useRevalidator();
  const was = useRef(me);
  useEffect(() => {
    if (was.current && me === null) void revalidate();
    was.current = me;
  }, [me, revalidate]);
  return null;
}
