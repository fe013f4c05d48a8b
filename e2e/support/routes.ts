import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER_ENTRY = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/dist/.ssr/entry-server.js',
);

/**
 * Every route pattern of the web app's route table (apps/web/src/app/routes.tsx), from the built
 * server render, so that a route added later is checked without anyone remembering to list it.
 */
export async function routerPatterns(): Promise<string[]> {
  const entry = (await import(pathToFileURL(SERVER_ENTRY).href)) as { routePatterns(): string[] };
  return [...new Set(entry.routePatterns())];
}

/** Real values for a pattern's parameters; an `:id` means a different thing under each first segment. */
export interface RouteParams {
  category: string;
  /** `:id` by the pattern's first segment: products → an ad, my-ads → one of the seller's, chats → a conversation. */
  ids: Record<string, number>;
}

/** The URL to visit for a pattern; a parameter nobody knows how to fill stops the test, naming it. */
export function fillPattern(pattern: string, params: RouteParams): string {
  if (pattern === '*') return '/this-page-does-not-exist';
  const first = pattern.split('/')[0]!;
  const filled = pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'category') return params.category;
    if (name === 'id' && params.ids[first] !== undefined) return String(params.ids[first]);
    throw new Error(
      `route "${pattern}": no value for :${name}; add one in e2e/journeys/phone-widths.test.ts`,
    );
  });
  return `/${filled}`;
}
