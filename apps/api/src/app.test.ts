import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATEGORIES, STATES } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSecurityHeaders,
  fixedSecurityHeaders,
  isApiAnswer,
  securityHeaders,
} from './plugins/security-headers.ts';
import { testApp, type TestApp } from './test/app.ts';

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Bazaar</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await testApp({ WEB_DIST: webDist });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the server', () => {
  it('says it is alive', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the catalog with every category and the 36 states in order', async () => {
    const body = (await get('/api/catalog')).json();
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(CATEGORIES.map((c) => c.slug));
    expect(body.states).toHaveLength(36);
    expect(body.states.map((s: { slug: string }) => s.slug)).toEqual(STATES.map((s) => s.slug));
    expect(body.cities.length).toBeGreaterThanOrEqual(60);
    // Both languages' names, the Hindi ones included.
    const cars = body.categories.find((c: { slug: string }) => c.slug === 'cars');
    expect(cars.label).toEqual({ en: 'Cars', hi: 'कारें' });
    expect(body.groups[0].label.hi).toBe('कारें');
    expect(body.states.find((s: { slug: string }) => s.slug === 'goa').label).toEqual({
      en: 'Goa',
      hi: 'गोवा',
    });
    expect(body.cities.find((c: { slug: string }) => c.slug === 'pune')).toMatchObject({
      name: 'Pune',
      hi: 'पुणे',
    });
  });

  it('publishes its OpenAPI description', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/listings', '/api/listings/{id}']),
    );
  });

  it('serves the web app for page routes, with a CSP that allows no inline script', async () => {
    for (const url of ['/', '/products/cars', '/my-ads/12/edit?x=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      // The page holds the visitor's own header (name, counts): no shared cache keeps it.
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('caches hashed assets for a year and answers unknown API paths and files with the error body', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/api/nothing', '/assets/missing.js', '/media/nope.webp']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('answers malformed JSON with a 400 error body, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.message).toEqual(expect.any(String));
  });

  it('puts the security headers on every route and method, answered or refused', async () => {
    const pages = fixedSecurityHeaders(securityHeaders(t.config));
    const api = fixedSecurityHeaders(apiSecurityHeaders(t.config));
    // Cross-origin on purpose: photos and the original client's calls are read by other sites.
    const crossOrigin = (url: string) => url.startsWith('/api/legacy/') || url.startsWith('/media/');
    const routes = routeList(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(60);
    for (const { path: route, methods } of [...routes, { path: '/media/x', methods: ['GET'] }]) {
      const url = route.replace(/:\w+/g, '1').replace(/\*$/, 'x');
      for (const method of methods.filter((m) => m !== 'HEAD')) {
        const res = await t.app.inject({ method: method as 'GET', url });
        const expected = isApiAnswer(url) ? api : pages;
        for (const [name, value] of Object.entries(expected)) {
          if (name === 'cross-origin-resource-policy' && crossOrigin(url)) continue;
          expect(res.headers[name], `${method} ${url} (${res.statusCode}): ${name}`).toBe(value);
        }
      }
    }
  });
});

/** Every route's full path and methods, read from Fastify's printed route tree. */
function routeList(tree: string): Array<{ path: string; methods: string[] }> {
  const routes: Array<{ path: string; methods: string[] }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(full);
    if (match[3]) routes.push({ path: full, methods: match[3].split(', ') });
  }
  return routes;
}
