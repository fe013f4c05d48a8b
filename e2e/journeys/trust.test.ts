import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs, signUpByMail } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { firstActiveAd } from '../support/my-ads.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { gotoHydrated, waitHydrated } from '../support/hydrated.ts';

let server: RunningServer;
let browser: Browser;
let seller: Page;
let buyer: Page;
let ad: { id: number; category: string };

const PHONE = '98470 12345';
const BUYER = { name: 'Rohit Verma', email: `rohit.${Date.now()}@example.in`, password: 'buyer-pass-123' };
const UPI_TRICK = 'I have sent a payment request on GPay, accept it and the money will be credited';
const SHOTS = process.env.SCREENSHOT_DIR;
// Lazy pages on a busy machine can take a few seconds to arrive.
const until = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** The code of an SMS Bazaar kept in DATA_DIR/sms (there is no SMS gateway here). */
function codeInOutbox(dataDir: string): string | undefined {
  const outbox = path.join(dataDir, 'sms');
  if (!fs.existsSync(outbox)) return undefined;
  for (const name of fs.readdirSync(outbox)) {
    const code = /\b(\d{6})\b/.exec(fs.readFileSync(path.join(outbox, name), 'utf8'))?.[1];
    if (code) return code;
  }
  return undefined;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    // On a phone no page may scroll sideways.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > w) console.warn(`${name} at ${w}: the page is ${wide}px wide`);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const viewport = { width: 1366, height: 768 };
  seller = await (await browser.newContext({ viewport })).newPage();
  buyer = await (await browser.newContext({ viewport })).newPage();
  await signInAs(seller, server.url, DEMO_SELLER);
  await signUpByMail(buyer, server, BUYER);
  ad = await firstActiveAd(seller, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('trust: phone by consent and the scam shield', () => {
  it('has no Show number until the seller allows it', async () => {
    await gotoHydrated(buyer, `${server.url}/products/${ad.category}/${ad.id}`);
    await until(() => buyer.getByTestId('safety-tips').isVisible()).toBe(true);
    expect(await buyer.getByRole('button', { name: 'Show number' }).count()).toBe(0);
  });

  it('the seller verifies their mobile number in Settings with the code from the outbox', async () => {
    await seller.goto(`${server.url}/account/settings`);
    const number = seller.getByRole('textbox', { name: 'Mobile number', exact: true });
    await until(() => number.isVisible()).toBe(true);
    await number.fill(PHONE);
    await seller.getByRole('button', { name: 'Send code' }).click();
    await until(() => codeInOutbox(server.dataDir)).toBeTruthy();
    const code = codeInOutbox(server.dataDir)!;
    await seller.getByLabel('6-digit code').fill(code);
    await seller.getByRole('button', { name: 'Verify' }).click();
    await until(() =>
      seller
        .getByText(/^Verified:/)
        .first()
        .isVisible(),
    ).toBe(true);
  });

  it('the seller ticks "Show my number to signed-in buyers" on the edit form', async () => {
    await seller.goto(`${server.url}/my-ads/${ad.id}/edit`);
    const consent = seller.getByLabel(/Show my number to signed-in buyers/);
    await until(() => consent.isVisible()).toBe(true);
    expect(await consent.isChecked()).toBe(false);
    await seller.getByLabel('Mobile number').fill(PHONE);
    await consent.check();
    await shot(seller, 'edit-consent');
    await seller.getByRole('button', { name: 'Save changes' }).click();
    await until(() => seller.url()).toContain('/my-ads');
  });

  it('the buyer sees the number only after pressing Show number', async () => {
    await gotoHydrated(buyer, `${server.url}/products/${ad.category}/${ad.id}`);
    const show = buyer.getByRole('button', { name: 'Show number' });
    await until(() => show.isVisible()).toBe(true);
    expect(await buyer.content()).not.toContain('9847012345');
    expect(await buyer.content()).not.toContain('98470 12345');
    await show.click();
    await until(() => buyer.getByTestId('phone-number').textContent()).toBe('+91 98470 12345');
    await shot(buyer, 'ad-number-shown');
  });

  it('a press on Show number before its code has arrived is not lost', async () => {
    // A slow phone: the page is live, but Show number's own code is still on its way.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    await phone.addCookies(await buyer.context().cookies());
    const page = await phone.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/ShowNumber-[^/]+\.js$/, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    try {
      await page.goto(`${server.url}/products/${ad.category}/${ad.id}`);
      await until(() => asked).toBe(true);
      // All of the page is live but what Show number draws (a box with its button) in the contact bar.
      await waitHydrated(page, page.url(), '[data-testid="contact-bar"] div:has(> button)');
      await page.getByRole('button', { name: 'Show number' }).click({ timeout: 10_000 });
      expect(await page.getByTestId('phone-number').count()).toBe(0);
      release();
      // (allTextContents, unlike textContent, does not wait for the element: the poll can fail.)
      await until(() => page.getByTestId('phone-number').allTextContents()).toEqual(['+91 98470 12345']);
      // On a phone the bar gives the number a row of its own: none of it is off the screen or cut.
      const number = page.getByTestId('phone-number');
      const box = (await number.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await number.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'ad-number-shown-390.png') });
    } finally {
      release();
      await phone.close();
    }
  });

  it('the seller sees in My Ads who saw the number', async () => {
    await seller.goto(`${server.url}/my-ads`);
    const reveals = seller.getByText('Who saw your number').first();
    await until(() => reveals.isVisible()).toBe(true);
    await reveals.click();
    await until(() => seller.getByText(BUYER.name).first().isVisible()).toBe(true);
  });

  it('the buyer is warned before sending a UPI request, and may still send it', async () => {
    await gotoHydrated(buyer, `${server.url}/products/${ad.category}/${ad.id}`);
    await buyer.getByRole('button', { name: 'Chat with seller' }).click();
    await until(() => buyer.url()).toMatch(/\/chats\/\d+$/);
    await until(() => buyer.getByTestId('safety-tips').isVisible()).toBe(true);
    await buyer.getByLabel('Message', { exact: true }).fill(UPI_TRICK);
    await buyer.getByRole('button', { name: 'Send' }).click();
    await until(() => buyer.getByTestId('composer-warning').isVisible()).toBe(true);
    expect(await buyer.getByTestId('message').count()).toBe(0);
    await shot(buyer, 'composer-warning');
    await buyer.getByRole('button', { name: 'Send anyway' }).click();
    await until(() => buyer.getByTestId('sent-flag').isVisible()).toBe(true);
  });

  it('the seller sees the warning first and the message only when asking for it', async () => {
    await seller.goto(`${server.url}/chats`);
    await seller.getByText(BUYER.name).first().click();
    const warning = seller.getByTestId('scam-warning');
    await until(() => warning.isVisible()).toBe(true);
    expect(await warning.textContent()).toContain('UPI request or QR code');
    expect(await seller.getByText(UPI_TRICK).isVisible()).toBe(false);
    await shot(seller, 'seller-warning');
    await warning.getByRole('button', { name: 'Show message' }).click();
    await until(() => seller.getByText(UPI_TRICK).isVisible()).toBe(true);
  });
});
