import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MyListings, NotificationsPage } from '@bazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs, signUpByMail } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydrated.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
let seller: Page;
let sellerPhone: Page;
let visitor: Page;
let visitorPhone: Page;

const VISITOR = {
  name: 'Arjun Mehta',
  email: `arjun.${Date.now()}@example.in`,
  password: 'visitor-pass-123',
};
// Screenshots to look at (SCREENSHOTS=<dir>; a temp folder otherwise).
const shots = process.env.SCREENSHOTS ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-expiry-shots-'));
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });

/** How far the page reaches past the window's right edge (0: no sideways scroll). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The renew link of the reminder the demo seller was sent (read from the server's outbox). */
async function renewToken(): Promise<string> {
  const outbox = path.join(server.dataDir, 'mail');
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const text = fs.readFileSync(path.join(outbox, name), 'utf8');
      const token = text.includes(DEMO_SELLER.email) && /\/renew\?token=([\w.-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('no renewal reminder in the outbox');
}

async function myAds(page: Page) {
  return ((await (await page.request.get(`${server.url}/api/me/listings`)).json()) as MyListings).items;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  seller = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  sellerPhone = await (await browser.newContext(PHONE)).newPage();
  visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  visitorPhone = await (await browser.newContext(PHONE)).newPage();
  await signInAs(seller, server.url, DEMO_SELLER);
  await signInAs(sellerPhone, server.url, DEMO_SELLER);
  await signUpByMail(visitor, server, VISITOR);
  await signInAs(visitorPhone, server.url, VISITOR);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('ads live 30 days', () => {
  it('the demo seller is told in the bell that an ad ends soon', async () => {
    await expect
      .poll(
        async () => {
          const page = (await (
            await seller.request.get(`${server.url}/api/notifications`)
          ).json()) as NotificationsPage;
          return page.items.filter((n) => n.kind === 'ad_expiring').length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(2);
    await seller.goto(`${server.url}/notifications`);
    await expect
      .poll(() =>
        seller
          .getByText(/ends on \d{1,2} \w{3}\. Renew it to keep it live/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await shot(seller, 'bell-1366');
  });

  it('My Ads shows ended ads as Expired and renews one', async () => {
    await seller.goto(`${server.url}/my-ads`);
    const expired = seller
      .getByTestId('my-ad')
      .filter({ has: seller.getByTestId('status').getByText('Expired') });
    await expect.poll(() => expired.count()).toBe(2);
    const endingSoon = seller.getByTestId('my-ad').filter({ has: seller.getByTestId('renew') });
    await expect.poll(() => endingSoon.count()).toBeGreaterThanOrEqual(4);
    await shot(seller, 'my-ads-1366');
    await sellerPhone.goto(`${server.url}/my-ads`);
    await expect.poll(() => sellerPhone.getByTestId('renew').first().isVisible()).toBe(true);
    await sellerPhone.getByTestId('renew').first().scrollIntoViewIfNeeded();
    await shot(sellerPhone, 'my-ads-390');
    expect(await sideways(sellerPhone)).toBe(0);

    const row = expired.first();
    const href = await row.locator('a[href^="/products/"]').last().getAttribute('href');
    await row.getByTestId('renew').click();
    await expect.poll(() => seller.getByText(/Your ad is live again until/).isVisible()).toBe(true);
    const id = Number(href!.split('/').pop());
    await expect.poll(async () => (await myAds(seller)).find((a) => a.id === id)?.status).toBe('active');
    // Buyers find it again.
    expect((await visitor.request.get(`${server.url}/api/listings/${id}`)).status()).toBe(200);
  });

  it('an ended ad tells a visitor so, with similar ads; its seller can renew it there', async () => {
    const ended = (await myAds(seller)).find((a) => a.status === 'expired')!;
    const adUrl = `${server.url}/products/${ended.category}/${ended.id}`;
    await visitor.goto(adUrl);
    await expect
      .poll(() => visitor.getByRole('heading', { name: 'This ad has ended' }).isVisible())
      .toBe(true);
    await expect.poll(() => visitor.getByRole('heading', { name: 'Similar ads' }).isVisible()).toBe(true);
    await shot(visitor, 'ad-ended-1366');
    await visitorPhone.goto(adUrl);
    await expect
      .poll(() => visitorPhone.getByRole('heading', { name: 'This ad has ended' }).isVisible())
      .toBe(true);
    await expect
      .poll(() => visitorPhone.getByRole('heading', { name: 'Similar ads' }).isVisible())
      .toBe(true);
    await shot(visitorPhone, 'ad-ended-390');
    expect(await sideways(visitorPhone)).toBe(0);

    // The banner comes with the server's page; Renew answers once the page is live.
    await gotoHydrated(seller, adUrl);
    const banner = seller.getByTestId('own-ad-ended');
    await expect.poll(() => banner.isVisible()).toBe(true);
    await shot(seller, 'own-ended-1366');
    await banner.getByRole('button', { name: 'Renew' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect((await visitor.request.get(`${server.url}/api/listings/${ended.id}`)).status()).toBe(200);
  });

  it("the reminder's link renews without signing in, in English and Hindi", async () => {
    const token = await renewToken();
    const stranger = await (await browser.newContext(PHONE)).newPage();
    await stranger.goto(`${server.url}/renew?token=${token}`);
    const button = stranger.getByRole('button', { name: 'Renew my ad' });
    await expect.poll(() => button.isVisible()).toBe(true);
    await shot(stranger, 'renew-link-390');
    expect(await sideways(stranger)).toBe(0);
    await button.click();
    await expect.poll(() => stranger.getByTestId('renew-done').isVisible()).toBe(true);
    await shot(stranger, 'renew-link-done-390');

    // Opened again, in Hindi: renewed already.
    const hindi = await (await browser.newContext({ viewport: DESKTOP, locale: 'hi-IN' })).newPage();
    await hindi.goto(`${server.url}/renew?token=${token}`);
    await expect.poll(() => hindi.getByText(/पहले ही रिन्यू हो चुका है/).isVisible()).toBe(true);
    await shot(hindi, 'renew-link-hi-1366');
    // A tampered link is refused with a clear message.
    await hindi.goto(`${server.url}/renew?token=${token.slice(0, -2)}xx`);
    await expect.poll(() => hindi.getByRole('alert').textContent()).toMatch(/लिंक मान्य नहीं है/);
  });
});
