import type { ListingsPage } from '@bazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { gotoHydrated } from '../support/hydrated.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = async (query: string) =>
  (await (await fetch(`${server.url}/api/listings?${query}`)).json()) as ListingsPage;

/** The ids of the ad cards on the page, in order (ad links are /products/{category}/{id}). */
const shownIds = () =>
  page.locator('main ul li a[href^="/products/"]').evaluateAll((links) =>
    links
      .map((a) => /^\/products\/[^/]+\/(\d+)$/.exec(a.getAttribute('href') ?? '')?.[1])
      .filter((id): id is string => !!id)
      .map(Number),
  );

const suggestions = () => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

describe('a buyer searching', () => {
  it('types "swift", picks a suggestion with the keyboard and sees Maruti Suzuki Swift ads', async () => {
    await gotoHydrated(page, server.url);
    const box = page.getByRole('combobox', { name: 'Search ads' });
    await box.click();
    await box.pressSequentially('swift', { delay: 40 });

    const option = suggestions().filter({ hasText: /^Maruti Suzuki Swift\s*in Cars$/ });
    await expect.poll(() => option.isVisible()).toBe(true);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await suggestions().count()).toBeLessThanOrEqual(8);

    // Down to the suggestion, then Enter.
    const options = await suggestions().allInnerTexts();
    const index = options.findIndex((o) => /^Maruti Suzuki Swift\s*in Cars$/.test(o));
    for (let i = 0; i <= index; i++) await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await box.press('Enter');

    await page.waitForURL(
      (url) => url.pathname === '/products/cars' && url.searchParams.get('q') === 'Maruti Suzuki Swift',
    );
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Results for ‘Maruti Suzuki Swift’');

    const expected = await api('category=cars&q=Maruti%20Suzuki%20Swift');
    expect(expected.items.length).toBeGreaterThan(0);
    for (const item of expected.items) expect(`${item.brand} ${item.model}`).toMatch(/^Maruti Suzuki Swift/);
    await expect.poll(shownIds).toEqual(expected.items.map((i) => i.id));
    const headings = await page.locator('main ul li h3').allInnerTexts();
    for (const h of headings) expect(h).toMatch(/^Maruti Suzuki Swift/);
  });

  it('finds the same ads despite a typo', async () => {
    const box = page.getByRole('combobox', { name: 'Search ads' });
    await box.fill('swfit');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/product' && url.searchParams.get('q') === 'swfit');
    const expected = await api('q=swfit');
    expect(expected.items.length).toBeGreaterThan(0);
    expect(expected.items.every((i) => i.model?.startsWith('Swift'))).toBe(true);
    await expect.poll(shownIds).toEqual(expected.items.map((i) => i.id));
  });

  it('chooses Kerala in the region drop-down and sees only Kerala ads, remembered on the home page', async () => {
    await page.getByRole('link', { name: 'All Categories' }).click();
    await page.waitForURL((url) => url.pathname === '/product');
    await page.getByLabel('Region').selectOption({ label: 'Kerala' });
    await page.waitForURL((url) => url.searchParams.get('state') === 'kerala');

    const expected = await api('state=kerala&q=swfit');
    if (expected.items.length > 0) {
      expect(expected.items.every((i) => i.state === 'kerala')).toBe(true);
      await expect.poll(shownIds).toEqual(expected.items.map((i) => i.id));
    } else {
      // None in Kerala: the page says so and offers Kerala's newest ads instead.
      await expect.poll(() => page.getByText('No ads match ‘swfit’.').isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('heading', { name: 'Newest ads' }).isVisible()).toBe(true);
    }

    // Without the search: every ad shown is in Kerala, as the API says.
    await page.goto(`${server.url}/product`);
    await page.waitForURL((url) => url.searchParams.get('state') === 'kerala'); // remembered
    const kerala = await api('state=kerala');
    expect(kerala.items.length).toBeGreaterThan(3);
    expect(kerala.items.every((i) => i.state === 'kerala')).toBe(true);
    await expect.poll(shownIds).toEqual(kerala.items.map((i) => i.id));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('All ads in Kerala');

    // The home page's Fresh Recommendations follow the region too.
    await gotoHydrated(page, server.url);
    expect(await page.getByLabel('Region').inputValue()).toBe('kerala');
    const fresh = page.locator('section[aria-labelledby="fresh-recommendations"] a[href^="/products/"]');
    await expect
      .poll(() => fresh.first().getAttribute('href'))
      .toBe(`/products/${kerala.items[0]!.category}/${kerala.items[0]!.id}`);
  });
});
