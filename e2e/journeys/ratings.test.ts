import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs, signUpByMail } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydrated.ts';
import { firstActiveAd } from '../support/my-ads.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// Ratings come after a deal, never without one: the seller marks the ad sold to the buyer who chatted
// about it, then each rates the other from the bell; a stranger who only chatted cannot.

let server: RunningServer;
let browser: Browser;
let seller: Page;
let buyer: Page;
let stranger: Page;
let ad: { id: number; category: string; title: string };

const stamp = Date.now();
const BUYER = { name: 'Meera Pillai', email: `meera.${stamp}@example.in`, password: 'buyer-pass-123' };
const STRANGER = { name: 'Kabir Sethi', email: `kabir.${stamp}@example.in`, password: 'other-pass-123' };
const REVIEW = 'Bike exactly as described, the seller met me on time at the metro station.';
const until = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** Opens "Rate your deal with …" from the person's notifications; the rating form opens over them. */
async function openRatingFromBell(page: Page): Promise<number> {
  await page.goto(`${server.url}/notifications`);
  const item = page
    .getByTestId('notification')
    .filter({ hasText: /Rate your deal with/ })
    .first();
  await until(() => item.isVisible()).toBe(true);
  await item.click();
  await until(() => page.url()).toMatch(/deal=\d+/);
  return Number(/deal=(\d+)/.exec(page.url())![1]);
}

async function chatAbout(page: Page, text: string) {
  await gotoHydrated(page, `${server.url}/products/${ad.category}/${ad.id}`);
  await page.getByRole('button', { name: 'Chat with seller' }).click();
  await until(() => page.url()).toMatch(/\/chats\/\d+$/);
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await until(() => page.getByTestId('message').count()).toBeGreaterThan(0);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const open = async () => (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  [seller, buyer, stranger] = await Promise.all([open(), open(), open()]);
  await signInAs(seller, server.url, DEMO_SELLER);
  await signUpByMail(buyer, server, BUYER);
  await signUpByMail(stranger, server, STRANGER);
  ad = await firstActiveAd(seller, server.url);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('ratings after a deal', () => {
  it('two people chat with the seller about the ad', async () => {
    await chatAbout(buyer, 'Is it still available? I can come on Saturday morning.');
    await chatAbout(stranger, 'What is your last price?');
  });

  it('the seller marks the ad sold and names the buyer among the people who chatted', async () => {
    await seller.goto(`${server.url}/my-ads`);
    const row = seller.getByRole('listitem').filter({ hasText: ad.title });
    await until(() => row.getByRole('button', { name: 'Mark as sold' }).isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Mark as sold' }).click();
    const dialog = seller.getByRole('dialog', { name: 'Who bought it?' });
    await until(() => dialog.isVisible()).toBe(true);
    // Only the people who chatted about the ad, and "someone else".
    await until(() => dialog.getByRole('radio').count()).toBe(3);
    await dialog.getByRole('radio', { name: BUYER.name }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await until(() => seller.getByText('The buyer was told they can rate the deal.').isVisible()).toBe(true);
  });

  it('the buyer rates the seller from the bell, with a review', async () => {
    await openRatingFromBell(buyer);
    const form = buyer.getByRole('dialog', { name: /Rate your deal with/ });
    await until(() => form.isVisible()).toBe(true);
    // Stars are required; the mistake is said, and the review typed so far stays.
    await form.getByLabel('Review (optional)').fill(REVIEW);
    await form.getByRole('button', { name: 'Post rating' }).click();
    await until(() => form.getByText('Choose 1 to 5 stars.').isVisible()).toBe(true);
    expect(await form.getByLabel('Review (optional)').inputValue()).toBe(REVIEW);
    await form
      .locator('label')
      .filter({ hasText: /^5 stars$/ })
      .click();
    await form.getByRole('button', { name: 'Post rating' }).click();
    await until(() => buyer.getByText('Thank you for rating the deal.').isVisible()).toBe(true);
  });

  it('the seller rates the buyer back', async () => {
    await openRatingFromBell(seller);
    const form = seller.getByRole('dialog', { name: /Rate your deal with/ });
    await until(() => form.isVisible()).toBe(true);
    await form
      .locator('label')
      .filter({ hasText: /^4 stars$/ })
      .click();
    await form.getByRole('button', { name: 'Post rating' }).click();
    await until(() => seller.getByText('Thank you for rating the deal.').isVisible()).toBe(true);
  });

  it('a stranger who only chatted cannot rate the deal, even by its address', async () => {
    const deal = await openRatingFromBell(buyer);
    await stranger.goto(`${server.url}/notifications?deal=${deal}`);
    await until(() =>
      stranger.getByText('You can rate only a person you made a deal with on Bazaar.').isVisible(),
    ).toBe(true);
    expect(await stranger.getByRole('button', { name: 'Post rating' }).count()).toBe(0);
  });

  it("the seller's rating and the review are public", async () => {
    const res = await buyer.request.get(`${server.url}/api/listings/${ad.id}`);
    const sellerId = ((await res.json()) as { seller: { id: number } }).seller.id;
    const reviews = await buyer.request.get(`${server.url}/api/users/${sellerId}/reviews`);
    expect(reviews.status()).toBe(200);
    const body = JSON.stringify(await reviews.json());
    expect(body).toContain(REVIEW);
    expect(body).not.toContain(BUYER.email);
  });
});
