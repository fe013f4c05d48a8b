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

/** What the server loads before its first render (see preloadAllPages). */
const serverPreloads: (() => Promise<void>)[] = [];

/** React.lazy with retries: every route except the layout is loaded this way. */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ReturnType<typeof lazy<ComponentType<P>>> {
  const Lazy = lazy(() => retryImport(load));
  if (!import.meta.env.SSR) return Lazy;
  // On the server every page is loaded once, at start, and then rendered at once: the HTML holds the
  // page itself, never its loading fallback. (The browser keeps React.lazy: swapping a loaded
  // component in for it later would remount the page.)
  let Loaded: ComponentType<P> | undefined;
  serverPreloads.push(async () => {
    Loaded = (await load()).default;
  });
  const Page = (props: P) => createElement((Loaded ?? Lazy) as ComponentType<P>, props);
  return Page as unknown as ReturnType<typeof lazy<ComponentType<P>>>;
}

/**
 * Server only: loads every lazy page and part, so rendering never waits for one. A page's module
 * can declare lazy parts of its own (a dialog), so it goes on until loading adds no new one.
 */
export async function preloadAllPages() {
  for (let done = 0; done < serverPreloads.length;) {
    const batch = serverPreloads.slice(done);
    done = serverPreloads.length;
    await Promise.all(batch.map((preload) => preload()));
  }
}
