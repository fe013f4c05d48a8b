import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INFO_PAGES } from '@bazaar/shared';

const ROUTER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/app/router.tsx',
);

/**
 * Every route pattern of the web app's router, read from its source so that a route added later is
 * checked without anyone remembering to list it: the index, each `path="…"`, and the info pages
 * when the router maps INFO_PAGES.
 */
export function routerPatterns(): string[] {
  const source = fs.readFileSync(ROUTER, 'utf8');
  const paths = [...source.matchAll(/\bpath="([^"]+)"/g)].map((m) => m[1]!);
  const index = /<Route\s+index\b/.test(source) ? [''] : [];
  const info = /INFO_PAGES\.map\(/.test(source) ? [...INFO_PAGES] : [];
  return [...new Set([...index, ...paths, ...info])];
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
