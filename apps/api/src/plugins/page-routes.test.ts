import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isKnownPage } from './page-routes.ts';

const ROUTER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/app/router.tsx');

/** A concrete address for a route pattern of the router: `:category` a real one, other params an id. */
/** The operators' console (`admin/*`): deliberately not a known page, see below. */
const isStaffOnly = (pattern: string) => pattern === 'admin/*';

const example = (pattern: string) => '/' + pattern.replace(':category', 'cars').replace(/:[A-Za-z]+/g, '42');

describe('the pages the server knows', () => {
  it('include every path the web app’s router declares (else a real page would answer 404)', () => {
    const source = fs.readFileSync(ROUTER, 'utf8');
    const paths = [...source.matchAll(/path="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((p) => p !== '*' && !isStaffOnly(p));
    expect(paths.length).toBeGreaterThan(15);
    for (const p of paths) expect(isKnownPage(example(p)), p).toBe(true);
  });

  it('leave the operators’ console unknown: its address answers as one that does not exist', () => {
    // The app shell still comes with the 404, so an operator's browser shows the console; everyone
    // else sees the not-found page, exactly as for any unknown address.
    const source = fs.readFileSync(ROUTER, 'utf8');
    expect(source).toContain('path="admin/*"');
    for (const p of ['/admin', '/admin/queue', '/admin/audit']) expect(isKnownPage(p), p).toBe(false);
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
