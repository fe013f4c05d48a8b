import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

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

/** A phone-sized JPEG, different for each n. */
async function photo(n: number) {
  const buffer = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 30 + n * 60, g: 120, b: 200 - n * 50 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name: `car-${n}.jpg`, mimeType: 'image/jpeg', buffer };
}

const field = (label: string) => page.getByLabel(label, { exact: false }).first();

describe('a seller', () => {
  let adUrl: string;

  it('starts an ad signed out, and the draft survives a reload', async () => {
    await page.goto(`${server.url}/adddata`);
    await page.getByRole('link', { name: 'Cars' }).first().click();
    await page.waitForURL(`${server.url}/carpage`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'INCLUDE SOME DETAILS' }).isVisible())
      .toBe(true);
    await field('Description').fill('Single owner, serviced at the dealer, new tyres last month.');
    await page.reload();
    await expect.poll(() => field('Description').inputValue()).toContain('Single owner');
  });

  it('signs in, posts a car with 3 photos and sees them on the ad page', async () => {
    await signInAs(page, server.url);
    await page.reload();
    await field('Brand').selectOption('Hyundai');
    await field('Model').fill('Creta');
    await field('Year').fill('2019');
    await field('Fuel').selectOption('Diesel');
    await field('Transmission').selectOption('Manual');
    // Numbers as people write them: Indian grouping, and Devanagari digits from a Hindi keyboard.
    await field('KM driven').fill('42,000');
    await field('No. of owners').selectOption('1');
    await field('Price').fill('४,५०,०००');

    await page.getByTestId('photo-input').setInputFiles(await Promise.all([1, 2, 3].map(photo)));
    await expect.poll(() => page.getByTestId('photo-tile').count(), { timeout: 20_000 }).toBe(3);

    await field('State').selectOption('kerala');
    await field('City').selectOption('kochi');
    await page.getByRole('button', { name: 'Post Now' }).click();

    await page.waitForURL(/\/products\/cars\/\d+$/);
    adUrl = page.url();
    await expect.poll(() => page.getByText('Your ad is live!').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Hyundai Creta 2019');
    const photos = page.locator('img[src^="/media/"][alt*="photo"]');
    await expect.poll(() => photos.count()).toBe(3);
    expect(await page.locator('main').innerText()).toContain('42,000 km');
  });

  it('edits the price, marks it sold, and My Ads shows it sold', async () => {
    const id = adUrl.split('/').pop()!;
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'My ads' }).click();
    await page.waitForURL(`${server.url}/my-ads`);
    const row = page.getByTestId('my-ad').filter({ has: page.locator(`a[href$="/${id}"]`) });
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`${server.url}/my-ads/${id}/edit`);
    await expect.poll(() => field('Price').inputValue()).toBe('450000');
    await field('Price').fill('425000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${server.url}/my-ads`);
    await expect.poll(() => row.getByTestId('price').textContent()).toContain('4,25,000');

    await row.getByRole('button', { name: 'Mark as sold' }).click();
    await expect.poll(() => row.getByTestId('status').textContent()).toBe('Sold');
    await page.reload();
    await expect.poll(() => row.getByTestId('status').textContent()).toBe('Sold');
    await expect.poll(() => row.getByRole('button', { name: 'Republish' }).isVisible()).toBe(true);
  });
});
