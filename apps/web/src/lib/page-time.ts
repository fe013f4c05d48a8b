import { createContext, useContext } from 'react';

/**
 * "Now", for what a page shows relative to it ("3 hr ago"). A server-rendered page keeps the moment
 * the server rendered it: the browser's first render must print the same words, and a minute
 * passing between the two would otherwise turn "59 min ago" into "1 hr ago" and break hydration.
 * Elsewhere (null) it is the moment of the render.
 */
export const PageTime = createContext<number | null>(null);

export function usePageTime(): number {
  return useContext(PageTime) ?? Date.now();
}
