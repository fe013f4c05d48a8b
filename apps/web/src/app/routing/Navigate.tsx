import { useEffect } from 'react';
import type { NavigateOptions } from './history';
import { useNavigate } from './hooks';
import type { To } from './path';

/** Moves to `to` once rendered (after the commit: the server's render never moves). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const url = typeof to === 'string' ? to : JSON.stringify(to);
  useEffect(() => {
    navigate(to, { replace, state });
    // The target's text, not its object identity, decides whether to move again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, url, replace]);
  return null;
}
