import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydrated.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// The first screen comes from the server: its HTML already holds the cards and the ad, and the app
// takes it over (hydrates) without React finding any difference, signed in or out.

interface Card {
  id: number;
  title: string;
  category: string;
}

let server: RunningServer;
let browser: Browser;
let newest: Card[];
let cars: Card[];
let searched: Card[];
const SEARCH = 'honda';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function list(query: string): Promise<Card[]> {
  const res = await fetch(`${server.url}/api/listings?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Card[] }).items;
}

beforeAll(async () => {
  // Open ad pages, so the signed-out ad page is a page of its own too (not the sign-in redirect).
  [server, browser] = await Promise.all([
    startServer({ OPEN_AD_PAGES: 'true', DEMO_LISTINGS: '120' }),
    launchBrowser(),
  ]);
  [newest, cars, searched] = await Promise.all([
    list('sort=newest&limit=24'),
    list('category=cars&sort=newest&limit=24'),
    list(`q=${SEARCH}&sort=relevance&limit=24`),
  ]);
  expect(newest.length).toBeGreaterThan(4);
  expect(cars.length).toBeGreaterThan(0);
  expect(searched.length).toBeGreaterThan(0);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Notes every part of the page taken out of the document while it loads. Hydration keeps the server's
 * elements: a part thrown away and drawn again by the browser (a boundary React gave up hydrating)
 * costs the phone that work twice, and its photo paints a second time.
 */
function watchForThrownAwayParts() {
  const thrownAway: string[] = [];
  (window as unknown as { thrownAway: string[] }).thrownAway = thrownAway;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof Element && node.querySelectorAll('*').length > 0)
          thrownAway.push(`<${node.tagName.toLowerCase()} class="${node.className}"> and its contents`);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Loads a page and gives back every error the console or the page reported while it hydrated, and
 * every part of the server's HTML thrown away meanwhile.
 */
async function load(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') errors.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await gotoHydrated(page, server.url + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300); // A late recoverable error (mismatch) is reported after the commit.
  const thrownAway = await page.evaluate(() => (window as unknown as { thrownAway: string[] }).thrownAway);
  return [...errors, ...thrownAway.map((part) => `thrown away: ${part}`)];
}

describe.each([
  ['signed out', false],
  ['signed in', true],
] as const)('server-rendered pages, %s', (_label, signedIn) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    page = await context.newPage();
    await page.addInitScript(watchForThrownAwayParts);
    if (signedIn) await signInAs(page, server.url);
  });
  afterAll(() => context?.close());

  const html = async (path: string) => {
    const res = await page.request.get(server.url + path);
    expect(res.status()).toBe(200);
    return res.text();
  };

  it('home: the HTML has the cards and the signed-in header; it hydrates without an error', async () => {
    const text = await html('/');
    for (const card of newest.slice(0, 4)) expect(text).toContain(escapeHtml(card.title));
    expect(text).toContain('id="bazaar-state"');
    // The first photos are in the HTML at high priority, sized.
    expect(text).toMatch(/<img[^>]+fetchpriority="high"/i);
    // The header as the visitor will see it: their first name in it when signed in.
    expect(text.includes(DEMO_SELLER.name.split(' ')[0]!)).toBe(signedIn);
    expect(await load(page, '/')).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Fresh recommendations' }).isVisible()).resolves.toBe(
      true,
    );
  });

  it('a category: the HTML has its cards; it hydrates without an error', async () => {
    const text = await html('/products/cars');
    for (const card of cars.slice(0, 3)) expect(text).toContain(escapeHtml(card.title));
    expect(await load(page, '/products/cars')).toEqual([]);
  });

  it('a search: the HTML has the results; it hydrates without an error', async () => {
    const text = await html(`/product?q=${SEARCH}`);
    for (const card of searched.slice(0, 3)) expect(text).toContain(escapeHtml(card.title));
    expect(await load(page, `/product?q=${SEARCH}`)).toEqual([]);
  });

  it('an ad: the HTML has its title and first photo; it hydrates without an error', async () => {
    const ad = cars[0]!;
    const path = `/products/${ad.category}/${ad.id}`;
    const text = await html(path);
    const body = text.slice(text.indexOf('<div id="root">'));
    expect(body).toContain(escapeHtml(ad.title));
    // For bots and link previews: its title, Open Graph tags, canonical address and Product JSON-LD.
    const head = text.slice(0, text.indexOf('<div id="root">'));
    expect(head).toContain(`<meta property="og:title" content="${escapeHtml(ad.title)}`);
    expect(head).toMatch(/<meta property="og:image" content="[^"]+"/);
    expect(head).toContain(`<link rel="canonical" href="`);
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; name?: string },
    );
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Product', name: ad.title }));
    expect(body).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(await load(page, path)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBe(ad.title);
  });

  it('in Hindi when the language cookie says so, and hydrates in Hindi', async () => {
    await context.addCookies([{ name: 'bazaar_lang', value: 'hi', url: server.url }]);
    const text = await html('/');
    expect(text).toContain('<html lang="hi"');
    expect(await load(page, '/')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await context.clearCookies({ name: 'bazaar_lang' });
  });
});

describe('on a slow connection', () => {
  it.each(['/', '/products/cars', 'an ad'])(
    "%s keeps the server's parts whose scripts arrive after the page starts hydrating",
    async (where) => {
      const path = where === 'an ad' ? `/products/${cars[0]!.category}/${cars[0]!.id}` : where;
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(watchForThrownAwayParts);
        // Every script but the entry comes late, as on a slow mobile network: a part of the page whose
        // code is not there yet must wait for it rather than be drawn again from scratch.
        await page.route(/\/assets\/.+\.js$/, async (route) => {
          if (!/\/assets\/index-[^/]+\.js$/.test(route.request().url())) {
            await new Promise((resolve) => setTimeout(resolve, 1500));
          }
          await route.continue();
        });
        expect(await load(page, path)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('before the scripts arrive', () => {
  it('a sign-in form sent with Enter keeps the password out of the address and comes back', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      // No script ever arrives: the server's form is all there is.
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.goto(`${server.url}/login?next=%2Fmy-ads`);
      const password = page.getByLabel('Password', { exact: true });
      await page.getByLabel('Email address').fill('asha@example.in');
      await password.fill('S3cretPass!');
      const address = `${server.url}/login?next=%2Fmy-ads`;
      const sent = page.waitForRequest((request) => request.method() === 'POST');
      // Sent back to the page, to sign in once its scripts are there.
      const back = page.waitForResponse((res) => res.request().method() === 'GET' && res.url() === address);
      await password.press('Enter');
      expect((await sent).url()).toBe(address);
      expect((await back).status()).toBe(200);
      await expect.poll(() => password.isVisible()).toBe(true);
      expect(page.url()).toBe(address);
      expect(asked.filter((url) => url.includes('S3cretPass'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('on a phone, the first visit', () => {
  it("paints the page's main photo before it asks for the app's scripts", async () => {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      await gotoHydrated(page, `${server.url}/`);
      // When the main photo was painted (its largest-paint entry), and when the app's entry was asked for.
      const seen = (await page.evaluate(`new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const photo = document.querySelector('img[fetchpriority="high"]');
          const paint = list.getEntries().find((entry) => entry.element === photo);
          const entry = performance
            .getEntriesByType('resource')
            .find((r) => /\\/assets\\/index-[^/]+\\.js$/.test(r.name));
          resolve({ painted: paint ? paint.renderTime || paint.startTime : null, asked: entry ? entry.startTime : null });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      })`)) as { painted: number | null; asked: number | null };
      expect(seen.painted).not.toBeNull();
      expect(seen.asked).not.toBeNull();
      expect(seen.painted!).toBeLessThan(seen.asked!);
    } finally {
      await context.close();
    }
  });
});
