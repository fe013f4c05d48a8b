import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATEGORIES, CITIES } from '@bazaar/shared';
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

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    [
      '<!doctype html><html lang="en"><head>',
      '<meta charset="UTF-8" />',
      '<meta name="description" content="Default description" />',
      '<title>Bazaar default</title>',
      '</head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
    ].join('\n'),
  );
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

/** The JSON-LD block of a page, parsed. */
function jsonLd(html: string) {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'JSON-LD block').toBeTruthy();
  return JSON.parse(m![1]!);
}

describe('sitemap.xml', () => {
  it('lists home, own pages, categories, cities and the active ads, all absolute', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC}/`), loc).toBe(true);
    expect(locs).toContain(`${PUBLIC}/`);
    expect(locs).toEqual(
      expect.arrayContaining([`${PUBLIC}/about`, `${PUBLIC}/privacy`, `${PUBLIC}/sitemap`]),
    );
    expect(locs).toContain(`${PUBLIC}/products/cars/${plainId}`);
    expect(locs).toContain(`${PUBLIC}/products/cars/${hostileId}`);
    expect(locs).not.toContain(`${PUBLIC}/products/cars/${soldId}`);
    for (const c of CATEGORIES) expect(locs).toContain(`${PUBLIC}/products/${c.slug}`);
    for (const c of CITIES) expect(locs).toContain(`${PUBLIC}/product?city=${c.slug}`);
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

describe('ad pages for crawlers and link previews', () => {
  it('carry the ad title, description, photo, canonical link and Product JSON-LD', async () => {
    const res = await get(`/products/cars/${plainId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Hyundai Creta SX 2021 – ₹ 12,50,000 | Bazaar</title>');
    expect(html).not.toContain('Bazaar default');
    expect(html).not.toContain('Default description');
    expect(html).toMatch(/<meta name="description" content="₹ 12,50,000 · Kochi\. Single owner/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/products/cars/${plainId}" />`);
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC}/products/cars/${plainId}" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Hyundai Creta SX 2021 – ₹ 12,50,000 | Bazaar" />',
    );
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${PUBLIC}/media/[^"]+-full\\.webp" />`),
    );
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="bazaar-contact" content="help@bazaar.example.in" />');

    const ld = jsonLd(html);
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('Hyundai Creta SX 2021');
    expect(ld.image).toHaveLength(2);
    expect(ld.image[0]).toMatch(new RegExp(`^${PUBLIC}/media/.+-full\\.webp$`));
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: 1_250_000,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@type': 'Person', name: 'Anita Rao' },
    });
  });

  it('says SoldOut for a sold ad', async () => {
    const ld = jsonLd((await get(`/products/cars/${soldId}`)).body);
    expect(ld.offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('keeps a hostile title inert in every tag and in the JSON-LD', async () => {
    const html = (await get(`/products/cars/${hostileId}`)).body;
    // Exactly the app's own scripts: the JSON-LD block and the module entry, nothing injected.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('alert("x")');
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; $&amp; $&#39;',
    );
    const ld = jsonLd(html);
    expect(ld.name).toBe(HOSTILE);
    expect(ld.description).toBe('<b>bold</b> & more');
  });

  it('answers 404 with the app and noindex for a missing, removed or malformed ad', async () => {
    const removed = await createListing(t.database.db, (await createUser(t.database.db)).id, {
      status: 'removed',
    });
    for (const url of [
      '/products/cars/999999',
      '/products/cars/abc',
      '/products/cars/0',
      '/products/cars/1e3',
      `/products/cars/${removed.id}`,
      `/products/nonsense/${plainId}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // The app still loads and shows its own not-found page.
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('application/ld+json');
    }
    expect((await get(`/products/cars/${soldId}`)).statusCode).toBe(200);
  });
});

describe('addresses with no page', () => {
  it('answer 404 with the app and noindex; every page of the app answers 200 without noindex', async () => {
    for (const url of [
      '/this/does/not/exist',
      '/products/nonsense',
      '/chats/abc',
      '/my-ads/1/nope',
      '/post/bogus',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    for (const url of [
      '/',
      '/login',
      '/signup/confirm?token=x',
      '/products/cars',
      '/products/motorcyles',
      `/products/cars/${plainId}`,
      '/post/cars',
      '/my-ads/12/edit',
      '/chats/3',
      '/favourites',
      '/carpage',
      '/about',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('noindex');
    }
    // API and photo addresses keep their JSON 404.
    expect((await get('/api/nope')).headers['content-type']).toMatch(/json/);
  });
});

describe('category and own pages', () => {
  it('name the canonical category URL, also for the original alias URLs', async () => {
    const html = (await get('/products/motorcyles')).body;
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/products/motorcycles" />`);
    expect(html).toMatch(/<title>Motorcycles[^<]*\| Bazaar<\/title>/);
  });

  it('give home and the own pages a canonical link and preview tags', async () => {
    for (const p of ['/', '/about', '/privacy']) {
      const html = (await get(p)).body;
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC}${p}" />`);
      expect(html).toContain(`<meta property="og:image" content="${PUBLIC}/icons/icon-512.png" />`);
    }
  });
});
