import type { ListingDetail, ListingsPage } from '@bazaar/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { rupeesFromText } from '../support/text.ts';
import { gotoHydrated } from '../support/hydrated.ts';

// Two servers: one as deployed by default (ad pages for signed-in people, SPEC §6) and one with
// OPEN_AD_PAGES=true. Fewer demo ads than usual: a category page's first cards are all these need.
let closed: RunningServer;
let open: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [closed, open] = await Promise.all([
    startServer({ DEMO_LISTINGS: '80' }),
    startServer({ DEMO_LISTINGS: '80', OPEN_AD_PAGES: 'true' }),
  ]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([closed?.stop(), open?.stop()]);
});

/** A signed-out visitor: a browser context of its own, with no cookies. */
async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  return { context, page: await context.newPage() };
}

async function logIn(page: Page) {
  await page.getByLabel('Email address').fill(DEMO_SELLER.email);
  await page.getByLabel('Password').fill(DEMO_SELLER.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The newest car ad someone other than the demo seller sells: the one the visitor will open. */
async function someonesCar(server: RunningServer): Promise<ListingDetail> {
  const list = (await (await fetch(`${server.url}/api/listings?category=cars`)).json()) as ListingsPage;
  for (const item of list.items) {
    const ad = (await (await fetch(`${server.url}/api/listings/${item.id}`)).json()) as ListingDetail;
    if (ad.seller.name !== DEMO_SELLER.name && ad.status === 'active') return ad;
  }
  throw new Error('no car ad by another seller');
}

describe('a signed-out visitor, OPEN_AD_PAGES=true', () => {
  let context: BrowserContext;
  let page: Page;
  let ad: ListingDetail;
  let adPath: string;

  beforeAll(async () => {
    ({ context, page } = await visitor());
    ad = await someonesCar(open);
    adPath = `/products/cars/${ad.id}`;
  });
  afterAll(() => context?.close());

  it('opens an ad from a category page and sees its title and price', async () => {
    await gotoHydrated(page, `${open.url}/products/cars`);
    const card = page.locator(`main a[href="${adPath}"]`).first();
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await card.click();
    await page.waitForURL(`${open.url}${adPath}`);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(ad.title);
    const price = page.locator('main [data-testid="price"]').filter({ visible: true }).first();
    await expect.poll(async () => rupeesFromText(await price.innerText())).toBe(ad.price);
    expect(await page.title()).toBe(`${ad.title} | Bazaar`);
    expect(await page.getByText('Sold By').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(adPath);
  });

  it('is sent to login by Make Offer, and comes back to the ad signed in', async () => {
    await page.getByRole('button', { name: 'Make Offer' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === adPath);
    await expect.poll(() => page.title()).toBe('Login | Bazaar');
    // Not "to see this ad": they have seen it.
    expect(
      await page.getByText("Please log in to continue. We'll take you back afterwards.").isVisible(),
    ).toBe(true);

    await logIn(page);
    await page.waitForURL(`${open.url}${adPath}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(ad.title);
    // Signed in now: Make Offer opens the offer form.
    await page.getByRole('button', { name: 'Make Offer' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  });

  it('is sent to login by Chat with seller and the heart too', async () => {
    const { context: other, page: p } = await visitor();
    try {
      for (const name of ['Chat with seller', 'Add to favourites']) {
        await gotoHydrated(p, `${open.url}${adPath}`);
        await expect.poll(() => p.getByRole('heading', { level: 1 }).innerText()).toBe(ad.title);
        await p.getByRole('button', { name }).filter({ visible: true }).first().click();
        await p.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === adPath);
      }
    } finally {
      await other.close();
    }
  });
});

describe('a signed-out visitor, by default', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => ({ context, page } = await visitor()));
  afterAll(() => context?.close());

  it('is sent from an ad on a category page to /login, and back after logging in', async () => {
    const list = (await (await fetch(`${closed.url}/api/listings?category=cars`)).json()) as ListingsPage;
    const first = list.items[0]!;
    const adPath = `/products/cars/${first.id}`;
    expect((await fetch(`${closed.url}/api/listings/${first.id}`)).status).toBe(401);

    await gotoHydrated(page, `${closed.url}/products/cars`);
    const card = page.locator(`main a[href="${adPath}"]`).first();
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    await card.click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === adPath);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Login');
    expect(await page.getByText("Please log in to see this ad. We'll take you back to it.").isVisible()).toBe(
      true,
    );
    await expect.poll(() => page.title()).toBe('Login | Bazaar');

    await logIn(page);
    await page.waitForURL(`${closed.url}${adPath}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(first.title);
  });

  it('is sent to /login when opening an ad link directly, with the login title in the tab', async () => {
    const { context: other, page: p } = await visitor();
    try {
      const list = (await (await fetch(`${closed.url}/api/listings?category=cars`)).json()) as ListingsPage;
      const second = list.items[1]!;
      const adPath = `/products/cars/${second.id}`;
      await p.goto(`${closed.url}${adPath}`);
      await p.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === adPath);
      // The server's HTML carried the ad's title; the login page puts its own in the tab.
      await expect.poll(() => p.title()).toBe('Login | Bazaar');
    } finally {
      await other.close();
    }
  });
});
