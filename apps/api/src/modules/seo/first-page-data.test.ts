import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { addPhotos, createListing, createUser } from '../../test/factories.ts';
import { FIRST_PAGE_DATA_ID, type FirstPageData } from './first-page-data.ts';

const HOSTILE = "Royal Enfield </script><script>alert(1)</script> \u2028 line \u2029 para <!-- $& $'";

let t: TestApp;
let hostileId: number;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-web-'));

// A build's index.html and manifest in miniature: the entry, the two list pages and their chunks.
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_useListings-u1.js': { file: 'assets/useListings-u1.js', imports: ['_react-r1.js'] },
  '_Carousel-c1.js': { file: 'assets/Carousel-c1.js', css: ['assets/Carousel-c1.css'] },
  'src/features/listings/pages/HomePage.tsx': {
    file: 'assets/HomePage-h1.js',
    imports: ['index.html', '_useListings-u1.js'],
    dynamicImports: ['_Carousel-c1.js'],
    css: ['assets/HomePage-h1.css'],
  },
  'src/features/listings/pages/ListingsPage.tsx': {
    file: 'assets/ListingsPage-l1.js',
    imports: ['index.html', '_useListings-u1.js'],
  },
};

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    [
      '<!doctype html><html lang="en"><head>',
      '<meta name="description" content="Default description" />',
      '<title>Bazaar default</title>',
      '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  t = await testApp({ WEB_DIST: webDist });
  const seller = await createUser(t.database.db);
  const bike = {
    category: 'motorcycles',
    brand: 'Bajaj',
    model: 'Pulsar 150',
    fuel: null,
    transmission: null,
  };
  // Older than the others, so the newest two (the preloaded ones) have photos.
  hostileId = (await createListing(t.database.db, seller.id, { ...bike, title: HOSTILE })).id;
  for (let i = 0; i < 3; i++) {
    const ad = await createListing(t.database.db, seller.id, { ...bike, title: `Bajaj Pulsar 150 #${i}` });
    await addPhotos(t.database.db, t.config.mediaDir, ad.id, 1);
  }
  for (let i = 0; i < 3; i++) {
    const ad = await createListing(t.database.db, seller.id, { title: `Hyundai Creta #${i}` });
    await addPhotos(t.database.db, t.config.mediaDir, ad.id, 1);
  }
  // The database warms up once, so no request below comes near the server's wait for the lists.
  await get('/');
}, 60_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The inline data of a page, or null; the regex takes the element up to the first "</script". */
function inlined(html: string): FirstPageData | null {
  const m = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">([\\s\\S]*?)</script`,
  ).exec(html);
  return m ? (JSON.parse(m[1]!) as FirstPageData) : null;
}

/** What the web app's own call for that query gets from the API. */
async function apiAnswer(query: object) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await get(`/api/listings?${params}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the first lists in the HTML of the list pages', () => {
  it('home: both lists, as the API answers the queries HomePage and MotorcycleCarousel make', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const data = inlined(res.body)!;
    expect(data.path).toBe('/');
    expect(Math.abs(Date.now() - data.at)).toBeLessThan(60_000);
    expect(data.lists.map((l) => l.query)).toEqual([
      { category: 'motorcycles', limit: 12 },
      { sort: 'newest', limit: 24 },
    ]);
    for (const list of data.lists) expect(list.page).toEqual(await apiAnswer(list.query));
    expect(data.lists[0]!.page.items.map((i) => i.title)).toContain(HOSTILE);
    // The data comes after the app's root, in the body; the page's own tags stay.
    expect(res.body.indexOf(FIRST_PAGE_DATA_ID)).toBeGreaterThan(res.body.indexOf('<div id="root">'));
    expect(res.body).toContain('<link rel="canonical"');
  });

  it('a category: the list ListingsPage asks for without filters; an alias URL names the real slug', async () => {
    for (const url of ['/products/cars', '/products/motorcycles', '/products/motorcyles']) {
      const data = inlined((await get(url)).body)!;
      expect(data.path).toBe(url);
      expect(data.lists).toHaveLength(1);
      const slug = url === '/products/cars' ? 'cars' : 'motorcycles';
      expect(data.lists[0]!.query).toEqual({ category: slug, sort: 'newest', limit: 24 });
      expect(data.lists[0]!.page).toEqual(await apiAnswer(data.lists[0]!.query));
      expect(data.lists[0]!.page.items.length).toBeGreaterThan(0);
    }
  });

  it('keeps a hostile title inert: no "</script>", no raw U+2028/2029, and the same text once parsed', async () => {
    const html = (await get('/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('<!--');
    expect(html).not.toMatch(/[\u2028\u2029]/);
    // Exactly the app's entry script and the data script: nothing was smuggled in.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    const item = inlined(html)!.lists[0]!.page.items.find((i) => i.id === hostileId);
    expect(item?.title).toBe(HOSTILE);
  });

  it('preloads the first two photos shown, with high priority, and the page chunks in the head', async () => {
    const html = (await get('/')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const photos = inlined(html)!
      .lists[0]!.page.items.slice(0, 2)
      .map((i) => i.photo!.card);
    expect(photos).toHaveLength(2);
    for (const src of photos)
      expect(head).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${src}" />`);
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(2);
    // The route's chunk, its imports and the carousel it loads on mount; not what index.html has.
    for (const file of ['HomePage-h1.js', 'useListings-u1.js', 'Carousel-c1.js'])
      expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}" />`);
    for (const file of ['HomePage-h1.css', 'Carousel-c1.css'])
      expect(head).toContain(`<link rel="preload" as="style" crossorigin href="/assets/${file}" />`);
    expect(head).not.toContain('modulepreload" crossorigin href="/assets/react-r1.js');
    expect(head).not.toContain('modulepreload" crossorigin href="/assets/index-e1.js');

    // A category: the grid's first two rows on a phone, the second at the default priority.
    const cars = (await get('/products/cars')).body;
    const carPhotos = inlined(cars)!.lists[0]!.page.items.map((i) => i.photo!.card);
    expect(carPhotos.length).toBeGreaterThanOrEqual(3);
    expect(cars).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${carPhotos[0]}" />`);
    expect(cars).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${carPhotos[1]}" />`);
    expect(cars).toContain(`<link rel="preload" as="image" href="${carPhotos[2]}" />`);
    expect(cars).toContain('<link rel="modulepreload" crossorigin href="/assets/ListingsPage-l1.js" />');
    expect(cars).not.toContain('HomePage-h1');
  });

  it('leaves it out where the page would ask for something else, or is not a list', async () => {
    for (const url of [
      '/?utm_source=x',
      '/products/cars?brand=Tata',
      '/products/nothing',
      '/about',
      '/login',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(url === '/products/nothing' ? 404 : 200);
      expect(res.body, url).not.toContain(FIRST_PAGE_DATA_ID);
      expect(res.body, url).not.toContain('rel="preload" as="image"');
    }
  });
});
