import type { ListingsPage } from '@bazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { signInAs } from '../support/accounts.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { rupeesFromText } from '../support/text.ts';
import { gotoHydrated } from '../support/hydrated.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  // Ad pages are for signed-in people (SPEC §6); the buyer here is a demo account.
  await signInAs(page, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cards = () => page.locator('main a[href^="/products/cars/"]');

async function cardPrices(): Promise<number[]> {
  const texts = await cards().locator('[data-testid="price"]').allInnerTexts();
  return texts.map(rupeesFromText);
}

describe('a buyer browsing', () => {
  it('sees a home page full of real ads', async () => {
    await gotoHydrated(page, server.url);
    await expect
      .poll(() => page.getByRole('heading', { name: 'More on motorcycles' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator('a[href^="/products/motorcycles/"]').count()).toBeGreaterThan(3);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Fresh Recommendations' }).isVisible())
      .toBe(true);
    const photo = page.locator('main img').first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  it('gets home and a category page rendered with their first lists, not from a later API call', async () => {
    // A visitor on a phone; the server made the lists with the queries these pages build, or the
    // web app would not find them in its cache and would ask /api/listings.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const asked: string[] = [];
    const errors: string[] = [];
    phone.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/listings') asked.push(r.url());
    });
    phone.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    try {
      for (const path of ['/', '/products/cars']) {
        await phone.goto(server.url + path);
        await expect.poll(() => phone.locator('main img').count()).toBeGreaterThan(1);
        await phone.waitForLoadState('networkidle');
        // The server rendered the page and sent the answers it rendered from along with it.
        expect(await phone.locator('#bazaar-state').count()).toBe(1);
      }
      expect(asked).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('opens cars, picks two brands, sorts by price and opens an ad', async () => {
    await page.getByRole('link', { name: 'Cars', exact: true }).first().click();
    await page.waitForURL(/\/products\/cars$/);
    await expect.poll(() => cards().count()).toBeGreaterThan(5);

    await page.getByRole('checkbox', { name: 'Hyundai' }).check();
    await page.getByRole('checkbox', { name: 'Tata' }).check();
    await page.getByLabel('Sort by').selectOption({ label: 'High to low' });

    await page.waitForURL(
      (url) => url.searchParams.getAll('brand').length === 2 && url.searchParams.get('sortBy') === 'desc',
    );
    const url = new URL(page.url());
    expect(url.searchParams.getAll('brand').sort()).toEqual(['Hyundai', 'Tata']);

    // What the person sees matches what the API holds for that filter, in the same order.
    const api = (await (
      await fetch(`${server.url}/api/listings?category=cars&brand=Hyundai&brand=Tata&sort=price_desc`)
    ).json()) as ListingsPage;
    expect(api.items.length).toBeGreaterThan(3);
    await expect.poll(() => cards().first().getAttribute('href')).toBe(`/products/cars/${api.items[0]!.id}`);
    const headings = await cards().locator('h3').allInnerTexts();
    expect(headings.length).toBeGreaterThan(3);
    for (const h of headings) expect(h).toMatch(/^(Hyundai|Tata) /);
    const prices = await cardPrices();
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(api.items[0]!.price);

    // The choice survives a reload.
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Tata' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Hyundai' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Honda' }).isChecked()).toBe(false);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('desc');

    const first = api.items[0]!;
    await cards().first().click();
    await page.waitForURL(new RegExp(`/products/cars/${first.id}$`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(first.title);
    const gallery = page.locator('main img[src*="-full.webp"]');
    await expect.poll(() => gallery.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Sold By').isVisible()).toBe(true);

    // Back returns to the filtered, sorted list.
    await page.goBack();
    await page.waitForURL(/sortBy=desc/);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Hyundai' }).isChecked()).toBe(true);
  });

  it("keeps the original product's URLs working", async () => {
    await gotoHydrated(page, `${server.url}/products/motorcyles`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Motorcycles');
    await expect.poll(() => page.locator('a[href^="/products/motorcycles/"]').count()).toBeGreaterThan(3);
  });

  it('shows a 404 page for an unknown address', async () => {
    // A real 404 status (crawlers drop it), and still the app's own not-found page for people.
    const answer = await page.goto(`${server.url}/no-such-page`);
    expect(answer?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe("We can't find that page");
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${server.url}/`);
  });
});
