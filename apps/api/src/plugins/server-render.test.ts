import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';

// A build's index.html and a stand-in for the web app's server render (apps/web/src/entry-server.tsx):
// it makes the page's API call through the transport the API gives it, as the real one does, and
// renders what the answer says. `?throw` and `?slow` make it fail or take too long.
const ENTRY = `
let send;
export function setTransport(t) { send = t; }
export async function prepare() {}
export async function render({ url, cookie, acceptLanguage }) {
  if (url.includes('throw')) throw new Error('render failed');
  if (url.includes('slow')) await new Promise((r) => setTimeout(r, 3000));
  const session = await (await send('/api/auth/session')).json();
  const who = session.user ? session.user.name : 'nobody';
  return {
    lang: (acceptLanguage ?? '').startsWith('hi') ? 'hi' : 'en',
    pipe(destination) {
      destination.write('<p>rendered for ' + who.replace(/</g, '&lt;') + ' at ' + url + '</p>');
      destination.end();
      return destination;
    },
    stateScript: '<script type="application/json" id="bazaar-state">{"who":' + JSON.stringify(who).replace(/</g, '\\\\u003c') + '}</script>',
  };
}
`;

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    [
      '<!doctype html><html lang="en"><head>',
      '<title>Bazaar default</title>',
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-e1.css">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  fs.mkdirSync(path.join(webDist, '.ssr'));
  fs.writeFileSync(path.join(webDist, '.ssr/entry-server.js'), ENTRY);
  t = await testApp({ WEB_DIST: webDist });
}, 60_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('streams the rendered app inside #root, then the state, for a signed-out visitor', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/products/cars?sortBy=asc' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // Personal once signed in: never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain(
      '<div id="root"><p>rendered for nobody at /products/cars?sortBy=asc</p></div><script type="application/json" id="bazaar-state">',
    );
    // Stylesheets before any script.
    expect(res.body.indexOf('index-e1.css')).toBeLessThan(res.body.indexOf('<script type="module"'));
  });

  it('renders as the visitor whose cookie it has, in the language they ask for', async () => {
    const { cookie } = await signedIn(t, { name: 'Ravi Kumar' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie, 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(res.body).toContain('<html lang="hi"');
    // Its API call carried the visitor's session cookie.
    expect(res.body).toContain('rendered for Ravi Kumar at /');
  });

  it('compresses the stream for browsers that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('rendered for nobody at /');
  });

  it('sends the plain app when the render fails or takes too long', async () => {
    for (const url of ['/product?q=throw', '/product?q=slow']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('bazaar-state');
    }
  });
});
