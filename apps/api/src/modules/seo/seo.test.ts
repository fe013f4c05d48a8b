import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { addPhotos, createListing, createUser } from '../../test/factories.ts';

const PUBLIC = 'https://bazaar.example.in';
const HOSTILE = `Honda City </script><script>alert("x")</script> & 'quotes' $& $'`;

let t: TestApp;
let plainId: number;
let hostileId: number;
let soldId: number;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));

// A stand-in for the web app's server render: its route table lists home, a list with a query
// string (escaped in the XML) and each ad it is given, as the real one does (app/sitemap.test.ts).
const ENTRY = `
export function setTransport() {}
export async function prepare() {}
export async function render() { return { redirect: '/', status: 302 }; }
export function sitemap(ads) {
  return [
    { path: '/' },
    { path: '/product?city=mumbai&sort=newest' },
    ...ads.map((a) => ({ path: '/products/' + a.category + '/' + a.id, lastmod: a.updatedAt })),
  ];
}
`;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html>');
  fs.mkdirSync(path.join(webDist, '.ssr'));
  fs.writeFileSync(path.join(webDist, '.ssr/entry-server.js'), ENTRY);
  t = await testApp({ WEB_DIST: webDist, PUBLIC_URL: PUBLIC, CONTACT_EMAIL: 'help@bazaar.example.in' });
  const seller = await createUser(t.database.db, { name: 'Anita Rao' });
  const plain = await createListing(t.database.db, seller.id, {
    title: 'Hyundai Creta SX 2021',
    price: 1_250_000,
  });
  plainId = plain.id;
  await addPhotos(t.database.db, t.config.mediaDir, plain.id, 2);
  hostileId = (
    await createListing(t.database.db, seller.id, { title: HOSTILE, description: '<b>bold</b> & more' })
  ).id;
  soldId = (await createListing(t.database.db, seller.id, { status: 'sold' })).id;
  await createListing(t.database.db, seller.id, { status: 'removed', title: 'Removed ad' });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('sitemap.xml', () => {
  it('lists the route table’s pages and the active ads, absolute and escaped', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC}/`), loc).toBe(true);
    expect(locs).toContain(`${PUBLIC}/`);
    expect(locs).toContain(`${PUBLIC}/product?city=mumbai&amp;sort=newest`);
    expect(locs).toContain(`${PUBLIC}/products/cars/${plainId}`);
    expect(locs).toContain(`${PUBLIC}/products/cars/${hostileId}`);
    expect(locs).not.toContain(`${PUBLIC}/products/cars/${soldId}`);
    expect(locs.filter((l) => l.includes('/products/'))).toHaveLength(2);
    // Well-formed: every <url> opens and closes, nothing but escaped text inside.
    expect(xml.match(/<url>/g)!.length).toBe(xml.match(/<\/url>/g)!.length);
    expect(xml.match(/<url>/g)!.length).toBe(locs.length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps the API out and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Allow: /');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
  });
});
