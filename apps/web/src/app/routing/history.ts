import type { Path } from './path';
import { parsePath } from './path';

/** Where the app is: the URL's parts and the state a navigation carried. */
export interface Location extends Path {
  state: unknown;
  /** Tells two visits of the same URL apart. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** The browser's history, or a stand-in for it (tests, the server's render). */
export interface History {
  location: Location;
  go(url: string, options?: NavigateOptions): void;
  back(delta: number): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The `listen` of a history, and what it calls to tell its listeners where it now is. */
function listeners() {
  const all = new Set<(location: Location) => void>();
  return {
    listen(listener: (location: Location) => void) {
      all.add(listener);
      return () => all.delete(listener);
    },
    tell(location: Location) {
      for (const listener of all) listener(location);
    },
  };
}

export function createBrowserHistory(): History {
  const { listen, tell } = listeners();
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const saved = window.history.state as { usr?: unknown; key?: string } | null;
    return { pathname, search, hash, state: saved?.usr ?? null, key: saved?.key ?? 'default' };
  };
  const history: History = {
    location: read(),
    go(url, { replace, state } = {}) {
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state, key: newKey() }, '', url);
      changed();
    },
    back: (delta) => window.history.go(delta),
    listen,
  };
  function changed() {
    history.location = read();
    tell(history.location);
  }
  window.addEventListener('popstate', changed);
  return history;
}

/** A history kept in memory: the tests' browser. */
export function createMemoryHistory(urls: string[]): History {
  const entries = urls.map((url): Location => ({ ...parsePath(url), state: null, key: newKey() }));
  let at = entries.length - 1;
  const { listen, tell } = listeners();
  const history: History = {
    location: entries[at]!,
    go(url, { replace, state } = {}) {
      const next = { ...parsePath(url), state: state ?? null, key: newKey() };
      if (replace) entries[at] = next;
      else entries.splice(++at, entries.length, next);
      moved();
    },
    back(delta) {
      at = Math.min(Math.max(at + delta, 0), entries.length - 1);
      moved();
    },
    listen,
  };
  function moved() {
    history.location = entries[at]!;
    tell(history.location);
  }
  return history;
}

/** The server's render: one location, and no way to move from it. */
export function createStaticHistory(url: string): History {
  const cannot = () => {
    throw new Error('The server render cannot navigate');
  };
  return {
    location: { ...parsePath(url), state: null, key: 'default' },
    go: cannot,
    back: cannot,
    listen: () => () => {},
  };
}
