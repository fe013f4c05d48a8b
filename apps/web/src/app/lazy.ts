import { lazy, type ComponentType } from 'react';

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

/** React.lazy with retries: every route except the layout is loaded this way. */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ReturnType<typeof lazy<ComponentType<P>>> {
  return lazy(() => retryImport(load));
}
