import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
const ANSWER = 'Thank you Meera, enjoy the bike and ride safe on the highway!';
const until = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const chats = new Map<Page, string>();

// Screenshots to look at (SCREENSHOTS=<dir>; a temp folder otherwise).
const shots = process.env.SCREENSHOTS ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-ratings-shots-'));
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });

/** Nothing on the page is wider than the window (no sideways scrolling). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

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

type Box = { x: number; y: number; width: number; height: number } | null;
const overlaps = (a: Box, b: Box) =>
  !!a && !!b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A first message to the seller; its thanks (a toast) must leave the composer uncovered. */
async function chatAbout(page: Page, text: string, size: string) {
  await gotoHydrated(page, `${server.url}/products/${ad.category}/${ad.id}`);
  await page.getByRole('button', { name: 'Chat with seller' }).click();
  await until(() => page.url()).toMatch(/\/chats\/\d+$/);
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await until(() => page.getByTestId('message').count()).toBeGreaterThan(0);
  const thanks = page.getByRole('status').filter({ hasText: 'Thankyou for enquiry' });
  await until(() => thanks.isVisible()).toBe(true);
  // Past the toast's entrance, where it stays.
  await page.waitForTimeout(300);
  await shot(page, `chat-thanks-${size}`);
  const toast = await thanks.boundingBox();
  for (const part of [box, page.getByRole('button', { name: 'Send' })])
    expect(overlaps(toast, await part.boundingBox()), size).toBe(false);
  expect(await sideways(page), size).toBeLessThanOrEqual(0);
  chats.set(page, page.url());
}

/** The person's "Rate your deal" notices, as the bell has them. */
async function rateDealNotices(page: Page) {
  const res = await page.request.get(`${server.url}/api/notifications`);
  const items = ((await res.json()) as { items: { kind: string; read: boolean }[] }).items;
  return items.filter((n) => n.kind === 'rate_deal');
}

async function sellerId(): Promise<number> {
  const res = await buyer.request.get(`${server.url}/api/listings/${ad.id}`);
  return ((await res.json()) as { seller: { id: number } }).seller.id;
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
  it('two people chat with the seller about the ad, on a phone and a laptop', async () => {
    // On a phone the composer is at the bottom of the screen: the thanks must not cover it.
    await buyer.setViewportSize({ width: 390, height: 844 });
    await chatAbout(buyer, 'Is it still available? I can come on Saturday morning.', 'phone');
    await buyer.setViewportSize({ width: 1366, height: 768 });
    await chatAbout(stranger, 'What is your last price?', 'desktop');
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

  it('My Ads says whom the ad was sold to, by first name, with the way to rate them', async () => {
    await seller.goto(`${server.url}/my-ads`);
    const row = seller.getByTestId('my-ad').filter({ hasText: ad.title });
    const soldTo = row.getByTestId('sold-to');
    await until(() => soldTo.textContent()).toContain('Sold to Meera');
    expect(await soldTo.textContent()).not.toContain('Pillai');
    await until(() => soldTo.getByRole('button', { name: 'Rate Meera' }).isVisible()).toBe(true);
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1366, height: 768 }],
    ] as const) {
      await seller.setViewportSize(viewport);
      await row.scrollIntoViewIfNeeded();
      await shot(seller, `my-ads-sold-to-${name}`);
      expect(await sideways(seller), name).toBeLessThanOrEqual(0);
    }
    // My Ads is the seller's own: the buyer's answer carries no "Sold to" of someone else's ad.
    const theirs = await buyer.request.get(`${server.url}/api/me/listings`);
    expect(JSON.stringify(await theirs.json())).not.toContain(ad.title);
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
    // Done: the bell no longer asks.
    await until(async () => (await rateDealNotices(buyer)).map((n) => n.read)).toEqual([true]);
  });

  it('with one rating, the seller shows "New · 1 rating" on the ad page and the profile', async () => {
    const id = await sellerId();
    for (const url of [`/products/${ad.category}/${ad.id}`, `/profile/${id}`]) {
      await gotoHydrated(stranger, `${server.url}${url}`);
      const line = stranger.getByTestId('rating').first();
      await until(() => line.innerText()).toMatch(/^New\s*·\s*1 rating$/);
    }
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1366, height: 768 }],
    ] as const) {
      await stranger.setViewportSize(viewport);
      await shot(stranger, `profile-new-1-rating-${name}`);
      expect(await sideways(stranger), name).toBeLessThanOrEqual(0);
    }
    await stranger.setViewportSize({ width: 1366, height: 768 });
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
    await until(async () => (await rateDealNotices(seller)).every((n) => n.read)).toBe(true);
    // My Ads no longer offers to rate the buyer.
    await seller.goto(`${server.url}/my-ads`);
    const soldTo = seller.getByTestId('my-ad').filter({ hasText: ad.title }).getByTestId('sold-to');
    await until(() => soldTo.textContent()).toContain('You rated Meera');
    expect(await soldTo.getByRole('button').count()).toBe(0);
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

  it('a sold ad says so whole in the phone’s contact bar', async () => {
    await buyer.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(buyer, `${server.url}/products/${ad.category}/${ad.id}`);
    const notice = buyer.getByTestId('contact-bar').getByText('This ad is sold and takes no more offers.');
    await until(() => notice.isVisible()).toBe(true);
    expect(await notice.evaluate((p) => p.scrollWidth - p.clientWidth)).toBeLessThanOrEqual(0);
    await shot(buyer, 'sold-ad-contact-bar-phone');
    await buyer.setViewportSize({ width: 1366, height: 768 });
  });

  it("the buyer's rating, from the seller's bell, opens the seller's own reviews", async () => {
    const id = await sellerId();
    await gotoHydrated(seller, `${server.url}/notifications`);
    await seller.getByTestId('notification').filter({ hasText: 'rated your deal' }).first().click();
    await seller.waitForURL((url) => url.pathname === `/profile/${id}`);
    await until(() => seller.getByTestId('review').filter({ hasText: REVIEW }).isVisible()).toBe(true);
  });

  it("the seller answers the buyer's review once, and the answer shows on their public profile", async () => {
    const id = await sellerId();
    await gotoHydrated(seller, `${server.url}/profile/${id}`);
    const review = seller.getByTestId('review').filter({ hasText: REVIEW });
    await until(() => review.isVisible()).toBe(true);
    await review.getByRole('button', { name: 'Answer this review' }).click();
    await review.getByLabel(/Your answer/).fill(ANSWER);
    await review.getByRole('button', { name: 'Post answer' }).click();
    await until(() => seller.getByText('Your answer is posted.').isVisible()).toBe(true);
    await until(() => review.getByText(ANSWER).isVisible()).toBe(true);
    // Once: the form is gone, and the API refuses a second answer.
    expect(await review.getByRole('button', { name: 'Answer this review' }).count()).toBe(0);
    const reviews = await seller.request.get(`${server.url}/api/users/${id}/reviews`);
    const ratingId = ((await reviews.json()) as { items: { id: number; text: string }[] }).items.find(
      (r) => r.text === REVIEW,
    )!.id;
    const again = await seller.request.post(`${server.url}/api/ratings/${ratingId}/reply`, {
      data: { text: 'And once more' },
      headers: { origin: server.url },
    });
    expect(again.status()).toBe(409);

    // Everyone sees it, under the review, named as the seller's answer; only the seller could answer.
    await gotoHydrated(buyer, `${server.url}/profile/${id}`);
    const seen = buyer.getByTestId('review').filter({ hasText: REVIEW });
    await until(() => seen.getByText(ANSWER).isVisible()).toBe(true);
    await until(() => seen.getByText(`Answer from ${DEMO_SELLER.name}`).isVisible()).toBe(true);
    expect(await seen.getByText('And once more').count()).toBe(0);
    expect(await buyer.getByRole('button', { name: 'Answer this review' }).count()).toBe(0);

    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1366, height: 768 }],
    ] as const) {
      await buyer.setViewportSize(viewport);
      await seen.scrollIntoViewIfNeeded();
      await shot(buyer, `profile-answered-review-${name}`);
      expect(await sideways(buyer), name).toBeLessThanOrEqual(0);
    }
  });

  it("each one's chat header leads to the other person's profile", async () => {
    const id = await sellerId();
    await gotoHydrated(buyer, chats.get(buyer)!);
    const link = buyer.getByTestId('chat-profile');
    await until(() => link.isVisible()).toBe(true);
    await link.click();
    await until(() => buyer.url()).toBe(`${server.url}/profile/${id}`);
    await until(() => buyer.getByRole('heading', { level: 1, name: DEMO_SELLER.name }).isVisible()).toBe(
      true,
    );

    // The seller's side of the same chat names the buyer and leads to the buyer's profile.
    await gotoHydrated(seller, chats.get(buyer)!);
    const back = seller.getByTestId('chat-profile');
    await until(() => back.textContent()).toContain(BUYER.name);
    await back.click();
    await until(() => seller.url()).toMatch(/\/profile\/\d+$/);
    expect(seller.url()).not.toBe(`${server.url}/profile/${id}`);
    await until(() => seller.getByRole('heading', { level: 1, name: BUYER.name }).isVisible()).toBe(true);
  });

  it('someone else reports the person from their profile, once', async () => {
    const id = await sellerId();
    await gotoHydrated(stranger, `${server.url}/profile/${id}`);
    await stranger.getByRole('button', { name: 'Report this person' }).click();
    const dialog = stranger.getByRole('dialog', { name: 'Report this person' });
    await until(() => dialog.isVisible()).toBe(true);
    // A person's reasons, not an ad's.
    expect(await dialog.getByRole('radio', { name: 'Wrong category' }).count()).toBe(0);
    expect(await dialog.getByRole('radio', { name: 'Already sold' }).count()).toBe(0);
    await until(() =>
      dialog.getByRole('radio', { name: 'Fake profile, or pretending to be someone else' }).isVisible(),
    ).toBe(true);
    await stranger.setViewportSize({ width: 390, height: 844 });
    await shot(stranger, 'report-person-phone');
    await stranger.setViewportSize({ width: 1366, height: 768 });
    await dialog.getByRole('radio', { name: 'Asked for payment outside Bazaar or in advance' }).check();
    await dialog.getByLabel('Tell us more (optional)').fill('Asked me to pay an advance by UPI first.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await until(() => stranger.getByText(/Thank you for telling us/).isVisible()).toBe(true);
    const again = await stranger.request.post(`${server.url}/api/users/${id}/report`, {
      data: { reason: 'other', detail: 'Again' },
      headers: { origin: server.url },
    });
    expect(again.status()).toBe(409);
  });
});
