import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydrated.ts';

/**
 * Bazaar as docs/deploy.md deploys it: nginx with deploy/nginx/bazaar.conf (TLS, micro-cache, the
 * event stream) in front of two Bazaar processes on one PostgreSQL database. deploy/check.sh starts
 * all of it and runs this file; every request here goes through nginx, which sends each one to
 * either process, so what one person does must reach the others whichever process answers them.
 */
const base = process.env.BAZAAR_DEPLOY_URL!;
/** Demo accounts deploy/check.sh picked (every demo account has the same password). */
const demo = (who: string, email: string | undefined) => ({
  name: who,
  email: email!,
  password: DEMO_SELLER.password,
});
const BUYER = demo('buyer', process.env.BAZAAR_DEPLOY_BUYER);
const OPERATOR = demo('operator', process.env.BAZAAR_DEPLOY_OPERATOR);
/** Longest a taken-down ad may still be shown to anyone after the operator's decision. */
const TAKE_DOWN_MS = 2_000;

let browser: Browser;
let seller: Page;
let buyer: Page;
let operator: Page;
let adId: number;
let adPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // nginx's certificate in CI is made for the run, so no browser trusts it.
  const context = (): Promise<BrowserContext> =>
    browser.newContext({ viewport: { width: 1366, height: 768 }, ignoreHTTPSErrors: true });
  const pages = await Promise.all([context(), context(), context()].map(async (c) => (await c).newPage()));
  [seller, buyer, operator] = pages as [Page, Page, Page];
  await signInAs(seller, base, DEMO_SELLER);
  await signInAs(buyer, base, BUYER);
  await signInAs(operator, base, OPERATOR);
});

afterAll(async () => {
  await browser?.close();
});

const field = (label: string) => seller.getByLabel(label, { exact: false }).first();

/**
 * Whether this person's browser is still offered the ad: in the cars list, or as an active ad on its
 * page (its seller still opens it, marked as taken down; everyone else gets a 404).
 */
async function offered(page: Page): Promise<{ inList: boolean; adPage: string }> {
  const list = await page.request.get(`${base}/api/listings?category=cars`);
  const items = ((await list.json()) as { items: Array<{ id: number }> }).items;
  const ad = await page.request.get(`${base}/api/listings/${adId}`);
  const adPage = ad.ok() ? ((await ad.json()) as { status: string }).status : String(ad.status());
  return { inList: items.some((i) => i.id === adId), adPage };
}

describe('two Bazaar processes behind nginx', () => {
  it('answers over TLS with Bazaar’s own HSTS, and keeps /metrics to the processes', async () => {
    const res = await seller.request.get(`${base}/api/health`);
    expect(res.status()).toBe(200);
    expect(res.headers()['strict-transport-security']).toContain('max-age=');
    expect((await seller.request.get(`${base}/metrics`)).status()).toBe(404);
  });

  it('a seller posts an ad with a photo', async () => {
    await gotoHydrated(seller, `${base}/carpage`);
    await field('Brand').selectOption('Hyundai');
    await field('Model').fill('Venue');
    await field('Year').fill('2021');
    await field('Fuel').selectOption('Petrol');
    await field('Transmission').selectOption('Manual');
    await field('KM driven').fill('18,000');
    await field('No. of owners').selectOption('1');
    await field('Price').fill('8,40,000');
    await field('Description').fill('Behind nginx: one careful owner, serviced on time.');
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 110, b: 180 } },
    })
      .jpeg()
      .toBuffer();
    await seller
      .getByTestId('photo-input')
      .setInputFiles([{ name: 'venue.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await expect.poll(() => seller.getByTestId('photo-tile').count(), { timeout: 20_000 }).toBe(1);
    await field('State').selectOption('kerala');
    await field('City').selectOption('kochi');
    await seller.getByRole('button', { name: 'Post Now' }).click();
    await seller.waitForURL(/\/products\/cars\/\d+$/);
    adPath = new URL(seller.url()).pathname;
    adId = Number(adPath.split('/').pop());
    await expect.poll(() => seller.getByText('Your ad is live!').isVisible()).toBe(true);
    await expect.poll(() => seller.locator('img[src^="/media/"][alt*="photo"]').count()).toBe(1);
  });

  it('another person sees it in the category list and on its page', async () => {
    const card = buyer.locator(`main a[href="${adPath}"]`);
    // A list cached a moment before the ad was posted may be served until it is renewed.
    await expect
      .poll(
        async () => {
          await buyer.goto(`${base}/products/cars`);
          return card.count();
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    await gotoHydrated(buyer, `${base}${adPath}`);
    await expect.poll(() => buyer.getByRole('heading', { level: 1 }).textContent()).toContain('Venue');
  });

  it('a signed-out visitor sees a new price within 2 s, even on an address quiet for a while', async () => {
    const visitor = await browser.newContext({ ignoreHTTPSErrors: true });
    const priceSeen = async () => {
      const res = await visitor.request.get(`${base}/api/listings?category=cars`);
      const items = ((await res.json()) as { items: Array<{ id: number; price: number }> }).items;
      return { price: items.find((i) => i.id === adId)?.price, cache: res.headers()['x-cache-status'] };
    };
    expect((await priceSeen()).price).toBe(840_000);
    // nginx's copy expires after a second; an address nobody asked for since must not be answered
    // with that old copy while nginx renews it.
    await new Promise((r) => setTimeout(r, 2_500));
    await gotoHydrated(seller, `${base}/my-ads/${adId}/edit`);
    await expect.poll(() => field('Price').inputValue()).toBe('840000');
    await field('Price').fill('8,25,000');
    await seller.getByRole('button', { name: 'Save changes' }).click();
    await seller.waitForURL(`${base}/my-ads`);
    const saved = Date.now();
    for (;;) {
      const seen = await priceSeen();
      // An expired copy answered while nginx renews it is as old as the last visit.
      expect(seen.cache).not.toMatch(/STALE|UPDATING/);
      if (seen.price === 825_000) break;
      expect(Date.now() - saved, `old price served (${seen.cache})`).toBeLessThan(2_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    await visitor.close();
  });

  it('the buyer writes to the seller, who sees it live', async () => {
    await seller.goto(`${base}/chats`);
    await expect.poll(() => seller.getByRole('heading', { name: 'Chats', level: 1 }).isVisible()).toBe(true);
    await buyer.getByRole('button', { name: 'Chat with seller' }).click();
    await buyer.waitForURL(/\/chats\/\d+$/);
    await buyer.getByLabel('Message').fill('Is the Venue still available?');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => buyer.getByText('Is the Venue still available?').isVisible()).toBe(true);
    const row = seller.getByTestId('conversation').filter({ hasText: 'Is the Venue still available?' });
    await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it(`an operator takes the ad down, and nobody is shown it ${TAKE_DOWN_MS} ms later`, async () => {
    for (const page of [seller, buyer])
      expect(await offered(page)).toEqual({ inList: true, adPage: 'active' });
    const removed = await operator.request.post(`${base}/api/admin/listings/${adId}/remove`, {
      data: { reason: 'Taken down behind nginx' },
      headers: { origin: base },
    });
    expect(removed.status()).toBe(200);
    const decided = Date.now();
    let gone = 0;
    for (const page of [seller, buyer]) {
      for (;;) {
        const now = await offered(page);
        if (!now.inList && now.adPage !== 'active') break;
        expect(Date.now() - decided, `still shown: ${JSON.stringify(now)}`).toBeLessThan(TAKE_DOWN_MS);
        await new Promise((r) => setTimeout(r, 50));
      }
      gone = Date.now() - decided;
    }
    console.log(`taken-down ad gone from both people's list and ad page ${gone} ms after the decision`);
    expect((await offered(buyer)).adPage).toBe('404');
    await buyer.goto(`${base}${adPath}`);
    await expect.poll(() => buyer.getByText("We can't find that page").first().isVisible()).toBe(true);
    await buyer.goto(`${base}/products/cars`);
    await expect.poll(() => buyer.locator('main a[href^="/products/cars/"]').count()).toBeGreaterThan(0);
    expect(await buyer.locator(`main a[href="${adPath}"]`).count()).toBe(0);
  });
});
