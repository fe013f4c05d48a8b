import { createElement, lazy, type ComponentType } from 'react';

/** Marks an import that still failed after every retry, so the boundary can offer a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a dynamic import. A chunk can fail on a flaky mobile connection or right after a deploy;
 * a second or third try usually succeeds, and only then do we bother the user.
 */
export async function retryImport<T>(load: () => Promise<T>, retries = 2, delayMs = 500): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw new ChunkLoadError(error);
      await wait(delayMs * (attempt + 1));
    }
  }
}

/** What is loaded before the first render: every part on the server, the page's parts in the browser. */
const preloads: (() => Promise<void>)[] = [];

/** React.lazy with retries, for the parts of a page that load after it (a dialog, the footer). */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ReturnType<typeof lazy<ComponentType<P>>> {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  const fetch = () => retryImport(load).then((module) => (loaded = module));
  preloads.push(async () => {
    await fetch();
  });
  const Lazy = lazy((): Promise<Module> => {
    if (!loaded) return fetch();
    // A part already loaded renders at once: React.lazy reads a thenable that resolves while it is
    // asked, so it never suspends. (While hydrating, a suspended part that the page updates
    // meanwhile has its server HTML thrown away and drawn again.)
    const module = loaded;
    return { then: (resolve: (m: Module) => void) => resolve(module) } as unknown as Promise<Module>;
  });
  if (!import.meta.env.SSR) return Lazy;
  // On the server every part is loaded once, at start, and then rendered at once: the HTML holds the
  // page itself, never its loading fallback.
  const Page = (props: P) => createElement((loaded?.default ?? Lazy) as ComponentType<P>, props);
  return Page as unknown as ReturnType<typeof lazy<ComponentType<P>>>;
}

/**
 * Loads every lazy part declared so far, so rendering never waits for one: on the server all of
 * them at start; in the browser, before hydrating, those of the page's modules (the layout's, the
 * page's). A module can declare lazy parts of its own, so it goes on until loading adds no new one.
 */
export async function preloadAllParts() {
  for (let done = 0; done < preloads.length;) {
    const batch = preloads.slice(done);
    done = preloads.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}
