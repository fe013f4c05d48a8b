import { useEffect } from 'react';
import type { NavigateOptions } from './history';
import { useNavigate } from './hooks';
import type { To } from './path';

/** Moves to `to` once rendered (after the commit: the server's render never moves). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
    // Where to, not the state object's identity, decides whether to move again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, to, replace]);
  return null;
}
