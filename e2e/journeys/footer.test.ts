import type { ListingsPage } from '@bazaar/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { gotoHydrated } from '../support/hydrated.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const cspViolations: string[] = [];
const consoleErrors: string[] = [];

beforeAll(async () => {
  server = await startServer({ CONTACT_EMAIL: 'help@bazaar.example.in' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  // Counts what the Content-Security-Policy blocks, on every page of the journey.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const footer = () => page.locator('footer');
const h1 = () => page.locator('main h1').first();

async function collectCsp() {
  cspViolations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
}

describe('the footer', () => {
  it('opens a real page for every About us and Help entry', async () => {
    await gotoHydrated(page, server.url);
    await footer().getByRole('link', { name: 'About Bazaar Group' }).waitFor();
    const entries: [string, string, RegExp][] = [
      ['About Bazaar Group', '/about', /^About Bazaar$/],
      ['Careers', '/careers', /^Careers$/],
      ['Contact us', '/contact', /^Contact us$/],
      ['Bazaar People', '/people', /^Bazaar people$/],
      ['Jobs', '/jobs', /^Jobs at Bazaar$/],
      ['Help centre', '/help', /^Help centre$/],
      ['Sitemap', '/sitemap', /^Sitemap$/],
      ['Legal', '/legal', /^Terms of use$/],
      ['Privacy policy', '/privacy', /^Privacy policy$/],
    ];
    for (const [name, path, heading] of entries) {
      await footer().getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${server.url}${path}`);
      await expect.poll(() => h1().innerText()).toMatch(heading);
      expect(await page.title()).toMatch(/\| Bazaar$/);
      expect(await page.locator('main p').count()).toBeGreaterThan(0);
    }
  });

  it('shows the operators’ address on the contact page and honest careers news', async () => {
    await page.goto(`${server.url}/contact`);
    await expect
      .poll(() => page.getByRole('link', { name: 'help@bazaar.example.in' }).getAttribute('href'))
      .toBe('mailto:help@bazaar.example.in');
    await page.goto(`${server.url}/careers`);
    await expect.poll(() => page.locator('main').innerText()).toContain('no open positions right now');
  });

  it('lists categories and cities on the HTML sitemap', async () => {
    await page.goto(`${server.url}/sitemap`);
    await expect.poll(() => page.locator('main a[href="/products/cars"]').count()).toBe(1);
    expect(await page.locator('main a[href^="/product?city="]').count()).toBeGreaterThan(60);
  });

  it('opens the ads of a popular city', async () => {
    await gotoHydrated(page, server.url);
    await footer().getByRole('link', { name: 'Mumbai', exact: true }).click();
    await page.waitForURL(/\/product\?city=mumbai$/);
    const api = (await (await fetch(`${server.url}/api/listings?city=mumbai`)).json()) as ListingsPage;
    expect(api.items.length).toBeGreaterThan(0);
    // The router keeps the home page's cards on screen until Mumbai's arrive, so wait for the
    // heading before reading the first card.
    await expect.poll(() => h1().innerText()).toBe('All ads in Mumbai');
    const cards = page.locator('main a[href^="/products/"]:has([data-testid="price"])');
    await expect
      .poll(() => cards.first().getAttribute('href'))
      .toBe(`/products/${api.items[0]!.category}/${api.items[0]!.id}`);
  });
});

describe('in Hindi', () => {
  it('shows navbar, filters, cards and footer pages in Hindi, with Indian digit grouping', async () => {
    await gotoHydrated(page, `${server.url}/products/cars`);
    await page.getByLabel('Language').selectOption('hi');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');

    await expect.poll(() => page.getByRole('navigation', { name: 'मुख्य' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'बेचें' }).isVisible()).toBe(true);
    expect(await page.locator('aside').first().getAttribute('aria-label')).toBe('फ़िल्टर');
    expect(await page.getByText('श्रेणियाँ').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('वारंटी').first().isVisible()).toBe(true);
    expect(await page.getByText('WARRANTY').count()).toBe(0);

    const prices = await page.locator('main [data-testid="price"]').allInnerTexts();
    expect(prices.length).toBeGreaterThan(3);
    // ₹ 3,80,000: lakh grouping, Latin digits, in Hindi as in English.
    for (const p of prices) expect(p).toMatch(/^₹ (\d{1,2},)*\d{1,3}(,\d{3})?$/);
    expect(prices.some((p) => /^₹ \d{1,2},\d{2},\d{3}$/.test(p))).toBe(true);

    await footer().getByRole('link', { name: 'गोपनीयता नीति' }).click();
    await page.waitForURL(/\/privacy$/);
    await expect.poll(() => h1().innerText()).toBe('गोपनीयता नीति');
    await footer().getByRole('link', { name: 'सहायता केंद्र' }).click();
    await expect.poll(() => h1().innerText()).toBe('सहायता केंद्र');
    expect(await page.locator('main').innerText()).toContain('ओटीपी');
  });

  it('remembers the choice after a reload, then switches back', async () => {
    await page.reload();
    await expect.poll(() => h1().innerText()).toBe('सहायता केंद्र');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.getByLabel('भाषा').selectOption('en');
    await expect.poll(() => h1().innerText()).toBe('Help centre');
  });
});

describe('as an installable web app', () => {
  it('serves a manifest with name, icons, theme colour and standalone display', async () => {
    const res = await fetch(`${server.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      short_name: 'Bazaar',
      theme_color: '#002f34',
      display: 'standalone',
      start_url: '/',
    });
    expect(manifest.name).toContain('Bazaar');
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png')!;
      const png = await fetch(`${server.url}${icon.src}`);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');
    }
    await gotoHydrated(page, server.url);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    // The tab's icon is a small PNG: an SVG one is drawn as a document of its own on the main
    // thread while the page starts.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const iconRes = await fetch(`${server.url}${icon}`);
    expect(iconRes.status).toBe(200);
    expect(iconRes.headers.get('content-type')).toBe('image/png');
    expect((await iconRes.arrayBuffer()).byteLength).toBeLessThan(2048);
  });

  it('registers its service worker, and shows the offline page without a network', async () => {
    await gotoHydrated(page, server.url);
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${server.url}/sw.js`);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // It kept the app's scripts, the entry the page's starter names included, for the next visit.
    const kept = await page.evaluate(async () =>
      (await (await caches.open('bazaar-assets-v1')).keys()).map((r) => new URL(r.url).pathname),
    );
    const entry = await page.evaluate(
      () => (JSON.parse(document.getElementById('bazaar-app-scripts')!.textContent!) as string[])[0],
    );
    expect(entry).toMatch(/^\/assets\/index-.*\.js$/);
    expect(kept).toContain(entry);

    await context.setOffline(true);
    try {
      await page.goto(`${server.url}/about`);
      await expect.poll(() => page.locator('h1').innerText()).toBe('You are offline');
    } finally {
      await context.setOffline(false);
    }
    await page.goto(`${server.url}/about`);
    await expect.poll(() => h1().innerText()).toBe('About Bazaar');
  });

  it('offers to install from the footer banner, explaining how where the browser cannot', async () => {
    await gotoHydrated(page, server.url);
    const install = footer().getByRole('button', { name: 'Install the app' });
    await install.click();
    // Headless Chromium fires no install event, like iOS Safari: the banner explains instead.
    await expect
      .poll(() => page.getByRole('region', { name: 'Add Bazaar to your home screen' }).innerText())
      .toContain('Add to Home Screen');
  });
});

describe('for search engines and link previews', () => {
  it('puts the ad’s tags and JSON-LD in the page, with no CSP error', async () => {
    const api = (await (
      await fetch(`${server.url}/api/listings?category=cars&limit=1`)
    ).json()) as ListingsPage;
    const ad = api.items[0]!;
    const html = await (await fetch(`${server.url}/products/cars/${ad.id}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${server.url}/products/cars/${ad.id}" />`);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/[^"]+-full\.webp" \/>/,
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld.offers).toMatchObject({ price: ad.price, priceCurrency: 'INR' });

    // The browser loads it (and goes on to the login page, as anonymous visitors do) without
    // the policy blocking anything: JSON-LD is data, not script.
    consoleErrors.length = 0;
    await gotoHydrated(page, `${server.url}/products/cars/${ad.id}`);
    await page.waitForURL(/\/login/);
    await collectCsp();
    await page.goto(`${server.url}/sitemap`);
    await h1().waitFor();
    await collectCsp();
    expect(cspViolations).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });

  it('serves robots.txt and a sitemap.xml of absolute URLs', async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const ads = xml.match(/<loc>[^<]+\/products\/[^/<]+\/\d+<\/loc>/g) ?? [];
    expect(ads.length).toBeGreaterThan(100);
    // The route table's own pages, as the server render lists them.
    for (const page of ['/', '/about', '/products/cars', '/product?city=mumbai'])
      expect(xml).toContain(`<loc>${server.url}${page}</loc>`);
    expect(xml).not.toContain('/my-ads');
  });
});
