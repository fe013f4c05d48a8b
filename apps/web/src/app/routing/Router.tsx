import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterContext } from './context';
import { createBrowserHistory, createMemoryHistory, createStaticHistory, type History } from './history';

/** Provides a history and its current location to the app below. */
function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  // Applied in a transition, like React Router's: a page still loading keeps the old one on screen
  // instead of blanking it for a fallback.
  useLayoutEffect(() => {
    const stop = history.listen((next) => startTransition(() => setLocation(next)));
    // A move made before this subscribed (a child's layout effect) is not missed.
    setLocation(history.location);
    return stop;
  }, [history]);
  const state = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext.Provider value={state}>{children}</RouterContext.Provider>;
}

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <Router history={history}>{children}</Router>;
}

/** A router with its own history in memory, starting at the last of `initialEntries` (tests). */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

/** The server's render of one URL. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <Router history={history}>{children}</Router>;
}
