import http from 'node:http';
import type net from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// The original product's client lives on its own origin and calls Bazaar's /api/legacy as it
// called its json-server. A page served from a second local server stands in for it: it asks for
// cars of two brands the way axios spells arrays (brand[]=…), reads X-Total-Count, and shows the
// photos. It is served with Cross-Origin-Embedder-Policy: require-corp, so a photo without
// Cross-Origin-Resource-Policy: cross-origin would not load at all.
let bazaar: RunningServer;
let oldClient: http.Server;
let oldClientUrl: string;
let browser: Browser;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Old client</title>
<style>body{font-family:sans-serif;margin:16px} .grid{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}
.card{border:1px solid #ccc;padding:8px} img{width:100%;height:140px;object-fit:cover} .price{font-weight:bold}</style>
</head><body><h1>Fresh Recommendations</h1><p id="total"></p><div class="grid" id="grid"></div>
<script type="module">
const api = new URL(location.href).searchParams.get('api');
const brands = new URL(location.href).searchParams.getAll('brand');
const query = brands.map((b) => 'brand%5B%5D=' + encodeURIComponent(b)).join('&');
const res = await fetch(api + '/cars?' + query + '&_sort=price&_order=desc&_limit=6');
const ads = await res.json();
document.getElementById('total').textContent = res.headers.get('X-Total-Count') + ' cars';
const loads = ads.map((ad) => {
  const card = document.createElement('div');
  card.className = 'card';
  const img = document.createElement('img');
  img.alt = ad.model;
  const loaded = ad.img.length ? new Promise((resolve) => { img.onload = () => resolve(img.naturalWidth > 0); img.onerror = () => resolve(false); }) : null;
  if (ad.img.length) img.src = ad.img[0];
  card.append(img, Object.assign(document.createElement('div'), { className: 'price', textContent: '₹ ' + ad.price }),
    Object.assign(document.createElement('div'), { textContent: ad.year + ' · ' + ad.brand + ' ' + ad.model }));
  document.getElementById('grid').append(card);
  return loaded;
});
window.result = { status: res.status, total: res.headers.get('X-Total-Count'), brands: ads.map((a) => a.brand),
  prices: ads.map((a) => a.price), photos: await Promise.all(loads.filter(Boolean)),
  lines: ads.map((a) => a.year + ' - ' + a.distance + ' km · ' + a.postDate) };
</script></body></html>`;

beforeAll(async () => {
  bazaar = await startServer({ DEMO_LISTINGS: '60', OPEN_AD_PAGES: 'true', WEB_DIST: '' });
  oldClient = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cross-origin-embedder-policy': 'require-corp',
    });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => oldClient.listen(0, '127.0.0.1', resolve));
  oldClientUrl = `http://127.0.0.1:${(oldClient.address() as net.AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => oldClient?.close(resolve));
  await bazaar?.stop();
});

describe('the original client on another origin', () => {
  it('lists cars of two brands and shows their photos', async () => {
    // Asked for whole, as the original client asks: every car, as json-server sent them.
    const all = await fetch(`${bazaar.url}/api/legacy/cars`);
    const cars = (await all.json()) as Array<{ brand: string; img: string[] }>;
    expect(cars.length).toBe(Number(all.headers.get('x-total-count')));
    expect(all.headers.get('link')).toBeNull();
    const withPhotos = [...new Set(cars.filter((c) => c.img.length).map((c) => c.brand))];
    const brands = withPhotos.slice(0, 2);
    expect(brands).toHaveLength(2);
    const expected = cars.filter((c) => brands.includes(c.brand)).length;

    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const query = new URLSearchParams({ api: `${bazaar.url}/api/legacy` });
    for (const b of brands) query.append('brand', b);
    await page.goto(`${oldClientUrl}/?${query}`);
    await page.waitForFunction(() => 'result' in window, undefined, { timeout: 30_000 });
    const result = (await page.evaluate(() => (window as unknown as { result: unknown }).result)) as {
      status: number;
      total: string;
      brands: string[];
      prices: string[];
      photos: boolean[];
      lines: string[];
    };
    expect(result.status).toBe(200);
    expect(Number(result.total)).toBe(expected);
    expect(result.brands.length).toBe(Math.min(6, expected));
    for (const b of result.brands) expect(brands).toContain(b);
    for (const p of result.prices) expect(p).toMatch(/^\d{1,2}(,\d{2})*(,\d{3})?$|^\d{1,3}$/);
    // The card's line as the original client printed it: "2018 - 57,000 km · 29 May".
    for (const line of result.lines)
      expect(line).toMatch(/^\d{4} - (\d{1,2}(,\d{2})*,\d{3}|\d{1,3}) km · \d{1,2} [A-Z][a-z]{2}$/);
    expect(result.photos.length).toBeGreaterThan(0);
    expect(result.photos.every(Boolean)).toBe(true);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/legacy-client.png` });
    await page.close();
  });
});
