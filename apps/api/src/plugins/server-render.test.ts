import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ID, APP_START, appStartScripts } from '../modules/seo/app-start.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';

// A build's index.html and a stand-in for the web app's server render (apps/web/src/entry-server.tsx):
// it makes the page's API call through the transport the API gives it, as the real one does, and
// renders what the answer says. `?throw` and `?slow` make it fail or take too long.
const ENTRY = `
let send;
export function setTransport(t) { send = t; }
export async function prepare() {}
export async function render({ url, origin, cookie, acceptLanguage }) {
  if (url.includes('throw')) throw new Error('render failed');
  if (url.includes('slow')) await new Promise((r) => setTimeout(r, 3000));
  if (url.startsWith('/my-ads')) return { redirect: '/login?next=%2Fmy-ads', status: 302 };
  const session = await (await send('/api/auth/session')).json();
  const who = session.user ? session.user.name : 'nobody';
  const missing = url.startsWith('/nowhere');
  const home = url === '/';
  return {
    status: missing ? 404 : 200,
    lang: (acceptLanguage ?? '').startsWith('hi') ? 'hi' : 'en',
    head: '<title>' + (missing ? 'Not found' : 'A page of ' + origin) + '</title>',
    modules: { scripts: home ? ['src/home.tsx'] : [], styles: home ? ['src/home.tsx'] : [] },
    body: url.includes('declined') ? null : {
      pipe(destination) {
        destination.write('<p>rendered for ' + who.replace(/</g, '&lt;') + ' at ' + url + '</p>');
        destination.end();
        return destination;
      },
      stateScript: '<script type="application/json" id="bazaar-state">{"who":' + JSON.stringify(who).replace(/</g, '\\\\u003c') + '}</script>',
    },
  };
}
`;

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));

beforeAll(async () => {
  // The API serves the web app when the build has its index.html (Vite's entry); it never reads it.
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
  fs.mkdirSync(path.join(webDist, '.ssr'));
  fs.writeFileSync(path.join(webDist, '.ssr/entry-server.js'), ENTRY);
  // Vite's manifest: the app's entry and stylesheet, and the home page's route module.
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(
    path.join(webDist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-e1.js', isEntry: true, css: ['assets/index-e1.css'] },
      'src/home.tsx': { file: 'assets/home-h1.js', imports: ['index.html'] },
    }),
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets/index-e1.css'), 'body{margin:0}');
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
    // The styles come first, in the head, and the app starts after the state it reads.
    expect(res.body.indexOf('<style>body{margin:0}</style>')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body.indexOf('bazaar-state')).toBeLessThan(res.body.indexOf(APP_SCRIPTS_ID));
  });

  it("writes the app's styles into the page and starts its scripts with the one inline script the policy allows", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-e1.css">');
    expect(res.body).not.toContain('<script type="module"');
    // The page's own route module is started with the app, from the manifest.
    expect(appStartScripts(res.body)).toEqual(['/assets/index-e1.js', '/assets/home-h1.js']);
    expect(res.body).toContain('<title>A page of http://');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([APP_START]);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it("answers with the route's status and redirects", async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/nowhere/at/all' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Not found</title>');
    const guarded = await t.app.inject({ method: 'GET', url: '/my-ads' });
    expect(guarded.statusCode).toBe(302);
    expect(guarded.headers.location).toBe('/login?next=%2Fmy-ads');
    // Not a page: the API's own not-found answer.
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('sends a form posted before its scripts ran back to its page, without reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login?next=%2Fmy-ads',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=asha%40example.in&password=S3cretPass%21',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?next=%2Fmy-ads');
    expect(res.body).not.toContain('S3cretPass');
    // Not a page: the API's own answer.
    const api = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('leaves the body to the browser when the render declines, with the head it gave', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product?q=declined' });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>A page of');
    expect(appStartScripts(res.body)).toEqual(['/assets/index-e1.js']);
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
