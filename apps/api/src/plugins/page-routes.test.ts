import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isKnownPage } from './page-routes.ts';

const ROUTER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/app/router.tsx');

/** A concrete address for a route pattern of the router: `:category` a real one, other params an id. */
const example = (pattern: string) => '/' + pattern.replace(':category', 'cars').replace(/:[A-Za-z]+/g, '42');

describe('the pages the server knows', () => {
  it('include every path the web app’s router declares (else a real page would answer 404)', () => {
    const source = fs.readFileSync(ROUTER, 'utf8');
    const paths = [...source.matchAll(/path="([^"]+)"/g)].map((m) => m[1]!).filter((p) => p !== '*');
    expect(paths.length).toBeGreaterThan(15);
    for (const p of paths) expect(isKnownPage(example(p)), p).toBe(true);
  });

  it('tell pages from addresses that have none', () => {
    for (const p of [
      '/',
      '/login/',
      '/products/motorcyles',
      '/products/cars',
      '/post/mobile-phones',
      '/chats/7',
    ])
      expect(isKnownPage(p), p).toBe(true);
    for (const p of [
      '/nope',
      '/products/nonsense',
      '/post/%E0%A4',
      '/chats/0',
      '/chats/x',
      '/my-ads/1',
      '/login/more',
    ])
      expect(isKnownPage(p), p).toBe(false);
  });
});
