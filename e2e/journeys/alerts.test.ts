import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs, signUpByMail } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { gotoHydrated } from '../support/hydrated.ts';

let server: RunningServer;
let browser: Browser;
let seller: Page;
let buyer: Page;
let buyerPhone: Page;

const BUYER = { name: 'Neha Kulkarni', email: `neha.${Date.now()}@example.in`, password: 'buyer-pass-123' };
// Screenshots to look at (SCREENSHOTS=<dir>; a temp folder otherwise).
const shots = process.env.SCREENSHOTS ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-alerts-shots-'));
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });

/**
 * Elements of the page's content reaching past the right edge (named, so a failure says what).
 * The navbar is left out: signed in at 390 px it is 8 px too wide already, a matter of its own.
 */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName}.${String(el.className).slice(0, 40)} ${Math.round(el.getBoundingClientRect().right)}`,
      ),
  );

const badge = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('badge');

/** A 2019 Hyundai Creta in Pune through the API, as the form would send it. */
function creta(price: number, km: number) {
  return {
    category: 'cars',
    title: `Hyundai Creta SX 2019, ${km} km`,
    description: 'Well kept, serviced at the dealer, insurance valid till next year.',
    price,
    attributes: {
      brand: 'Hyundai',
      model: 'Creta',
      year: '2019',
      fuel: 'Diesel',
      transmission: 'Manual',
      kmDriven: String(km),
      owners: '1',
    },
    state: 'maharashtra',
    city: 'pune',
    locality: 'Kothrud',
    photoIds: [],
  };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  seller = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  const buyerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  buyer = await buyerContext.newPage();
  buyerPhone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  ).newPage();
  await signInAs(seller, server.url, DEMO_SELLER);
  await signUpByMail(buyer, server, BUYER);
  await signInAs(buyerPhone, server.url, BUYER);
  // Comparables for the band: ten 2019 Cretas between ₹4,20,000 and ₹5,10,000.
  for (let i = 0; i < 10; i++) {
    const res = await seller.request.post(`${server.url}/api/listings`, {
      data: creta(420_000 + i * 10_000, 30_000 + i * 2_000),
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(201);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  console.log(`alerts screenshots: ${shots}`);
});

describe('saved searches and alerts', () => {
  it('a buyer saves a search from the list page', async () => {
    await gotoHydrated(buyer, `${server.url}/products/cars?q=creta&state=maharashtra&city=pune`);
    await buyer.getByRole('button', { name: 'Save this search' }).click();
    await expect.poll(() => buyer.getByText('Search saved.', { exact: false }).isVisible()).toBe(true);
    await shot(buyer, 'list-save-1366');
    await gotoHydrated(buyerPhone, `${server.url}/products/cars?q=creta&state=maharashtra&city=pune`);
    await expect
      .poll(() => buyerPhone.getByRole('button', { name: 'Save this search' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await shot(buyerPhone, 'list-save-390');

    await buyer.getByRole('button', { name: /Account menu/ }).click();
    await buyer.getByRole('menuitem', { name: 'Saved searches' }).click();
    await buyer.waitForURL(`${server.url}/saved-searches`);
    await expect.poll(() => buyer.getByText('“creta”', { exact: false }).isVisible()).toBe(true);
    await shot(buyer, 'saved-searches-1366');
    await buyerPhone.goto(`${server.url}/saved-searches`);
    await expect
      .poll(() => buyerPhone.getByText('“creta”', { exact: false }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await shot(buyerPhone, 'saved-searches-390');
    // The buyer waits on the home page with the bell in view.
    await gotoHydrated(buyer, `${server.url}/`);
    await expect.poll(() => buyer.getByTestId('bell').isVisible()).toBe(true);
  });

  it('the seller sees the band while typing the price, posts, and the buyer’s bell rings live', async () => {
    await seller.goto(`${server.url}/carpage`);
    const field = (label: string) => seller.getByLabel(label, { exact: false }).first();
    await field('Brand').selectOption('Hyundai');
    await field('Model').fill('Creta');
    await field('Year').fill('2019');
    await field('Fuel').selectOption('Diesel');
    await field('Transmission').selectOption('Manual');
    await field('KM driven').fill('40,000');
    await field('No. of owners').selectOption('1');
    await field('Description').fill('Second owner, all papers clear, new battery.');
    await field('Price').fill('5,60,000');
    const hint = seller.getByTestId('price-band-hint');
    await expect
      .poll(() => hint.textContent(), { timeout: 10_000 })
      .toContain('Similar 2019 Creta ads: ₹ 4,42,500 – ₹ 4,87,500');
    // The price is read after a pause in typing: the sentence completes a moment later.
    await expect.poll(() => hint.textContent(), { timeout: 10_000 }).toContain('yours is 20 % above');
    await hint.scrollIntoViewIfNeeded();
    await shot(seller, 'post-band-1366');
    // The hint follows the price as it is typed.
    await field('Price').fill('4,00,000');
    await expect.poll(() => hint.textContent()).toContain('below');
    await field('Price').fill('5,60,000');

    await field('State').selectOption('maharashtra');
    await field('City').selectOption('pune');
    await seller.getByRole('button', { name: 'Post Now' }).click();
    await seller.waitForURL(/\/products\/cars\/\d+$/);
    const adPath = new URL(seller.url()).pathname;

    // No reload: the alert arrives over the live stream.
    await expect.poll(() => badge(buyer, 'bell').textContent(), { timeout: 15_000 }).toBe('1');
    await buyer.getByTestId('bell').click();
    const alert = buyer.getByText('New ad for your saved search', { exact: false }).first();
    await expect.poll(() => alert.isVisible()).toBe(true);
    await shot(buyer, 'bell-1366');
    await alert.click();
    await buyer.waitForURL(`${server.url}${adPath}`);

    // The ad page says where the price sits.
    const verdict = buyer.getByTestId('price-verdict').filter({ visible: true });
    await expect.poll(() => verdict.textContent(), { timeout: 10_000 }).toContain('Above market');
    await verdict.scrollIntoViewIfNeeded();
    await shot(buyer, 'ad-verdict-1366');
    await buyerPhone.goto(`${server.url}${adPath}`);
    const phoneVerdict = buyerPhone.getByTestId('price-verdict').filter({ visible: true });
    await expect.poll(() => phoneVerdict.textContent(), { timeout: 10_000 }).toContain('Above market');
    await phoneVerdict.scrollIntoViewIfNeeded();
    await shot(buyerPhone, 'ad-verdict-390');
    // Nothing scrolls sideways on a phone.
    expect(await overflowing(buyerPhone)).toEqual([]);
    // In Hindi.
    await buyerPhone.getByLabel('Language').selectOption('hi');
    await expect.poll(() => phoneVerdict.textContent()).toContain('बाज़ार से ऊपर');
    await phoneVerdict.scrollIntoViewIfNeeded();
    await shot(buyerPhone, 'ad-verdict-390-hi');
  });

  it('the seller opens the ad’s insights in My Ads', async () => {
    await seller.goto(`${server.url}/my-ads`);
    const row = seller.getByTestId('my-ad').first();
    await row.getByRole('button', { name: 'Insights' }).click();
    await expect.poll(() => row.getByTestId('insights').isVisible(), { timeout: 10_000 }).toBe(true);
    await row.getByTestId('insights').scrollIntoViewIfNeeded();
    await shot(seller, 'insights-1366');
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInAs(phone, server.url, DEMO_SELLER);
    await phone.goto(`${server.url}/my-ads`);
    const phoneRow = phone.getByTestId('my-ad').first();
    await phoneRow.getByRole('button', { name: 'Insights' }).click();
    await expect.poll(() => phoneRow.getByTestId('insights').isVisible(), { timeout: 10_000 }).toBe(true);
    await phoneRow.getByTestId('insights').scrollIntoViewIfNeeded();
    await shot(phone, 'insights-390');
    expect(await overflowing(phone)).toEqual([]);
  });
});
