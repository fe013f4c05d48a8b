import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs, signUpByMail } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated } from '../support/hydrated.ts';
import { firstActiveAd } from '../support/my-ads.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let browser: Browser;
let seller: Page;
let buyer: Page;
let adPath: string;

const BUYER = { name: 'Meera Iyer', email: `meera.${Date.now()}@example.in`, password: 'buyer-pass-123' };

/** Counts in the navbar's badges, read from their accessible labels ("Chats (2 unread)"). */
const badge = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('badge');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // Two people, two browsers: separate cookie jars.
  const sellerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const buyerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  seller = await sellerContext.newPage();
  buyer = await buyerContext.newPage();
  await signInAs(seller, server.url, DEMO_SELLER);
  await signUpByMail(buyer, server, BUYER);
  const ad = await firstActiveAd(seller, server.url);
  adPath = `/products/${ad.category}/${ad.id}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a buyer and a seller', () => {
  it('the seller waits in their inbox', async () => {
    await seller.goto(`${server.url}/chats`);
    await expect.poll(() => seller.getByRole('heading', { name: 'Chats', level: 1 }).isVisible()).toBe(true);
  });

  it('the buyer makes an offer from the ad page', async () => {
    await gotoHydrated(buyer, `${server.url}${adPath}`);
    await buyer.getByRole('button', { name: 'Make Offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Make an offer' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Paise are refused with a clear message; what was typed stays.
    await dialog.getByLabel('Your offer (₹)').fill('1500.50');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect.poll(() => dialog.getByText('Enter whole rupees, without paise.').isVisible()).toBe(true);
    await dialog.getByLabel('Your offer (₹)').fill('1,50,000');
    await dialog.getByLabel('Note to the seller (optional)').fill('I can pay today.');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect.poll(() => buyer.getByText('Congrats Your offer has been made').isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
  });

  it('the buyer writes to the seller', async () => {
    await buyer.getByRole('button', { name: 'Chat with seller' }).click();
    await buyer.waitForURL(/\/chats\/\d+$/);
    // The offer is already in the thread.
    await expect.poll(() => buyer.getByTestId('offer-card').getAttribute('data-status')).toBe('open');
    await buyer.getByLabel('Message').fill('Is the <b>price</b> negotiable?');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => buyer.getByText('Thankyou for enquiry').isVisible()).toBe(true);
    await expect.poll(() => buyer.getByText('Is the <b>price</b> negotiable?').isVisible()).toBe(true);
  });

  it('the seller sees both without reloading, and accepts', async () => {
    // The inbox and badges update live.
    const row = seller.getByTestId('conversation').filter({ hasText: BUYER.name });
    await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => row.textContent()).toContain('Is the <b>price</b> negotiable?');
    await expect.poll(() => badge(seller, 'chat-link').textContent()).toBe('2');
    await expect.poll(() => badge(seller, 'bell').isVisible()).toBe(true);

    await row.click();
    await seller.waitForURL(/\/chats\/\d+$/);
    const card = seller.getByTestId('offer-card');
    await expect.poll(() => card.textContent()).toContain('₹ 1,50,000');
    expect(await card.textContent()).toContain('I can pay today.');
    // Text stays text: no <b> element came from the message.
    await expect.poll(() => seller.getByText('Is the <b>price</b> negotiable?').isVisible()).toBe(true);
    expect(await seller.getByTestId('thread').locator('b').count()).toBe(0);
    // Reading the thread clears the chat badge.
    await expect.poll(() => badge(seller, 'chat-link').count()).toBe(0);

    await card.getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(() => seller.getByText('You accepted the offer.').isVisible())
      .toBe(true)
      .catch(async (e) => {
        await seller.screenshot({ path: '/tmp/chat-fail.png' });
        throw e;
      });
    await expect.poll(() => card.getAttribute('data-status')).toBe('accepted');
  });

  it('the buyer sees the offer accepted and a notification, without reloading', async () => {
    await expect
      .poll(() => buyer.getByTestId('offer-card').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('accepted');
    await expect.poll(() => badge(buyer, 'bell').textContent()).toBe('1');
    await buyer.getByTestId('bell').click();
    const notice = buyer.getByTestId('notification').first();
    await expect.poll(() => notice.textContent()).toContain(`accepted your offer of ₹ 1,50,000`);
    await notice.click();
    await expect.poll(() => badge(buyer, 'bell').count()).toBe(0);
  });

  it('a reply from the seller reaches the buyer live', async () => {
    // The buyer's quick questions are not offered to the seller.
    expect(await seller.getByRole('group', { name: 'Quick replies' }).count()).toBe(0);
    await seller.getByLabel('Message').fill('Yes, a little. Come and see it on Sunday.');
    await seller.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(
        () => buyer.getByTestId('thread').getByText('Yes, a little. Come and see it on Sunday.').isVisible(),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
  });

  it('the buyer offers more; the seller marks the ad sold; the buyer sees that offer closed and is told', async () => {
    await gotoHydrated(buyer, `${server.url}${adPath}`);
    await buyer.getByRole('button', { name: 'Make Offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Make an offer' });
    await dialog.getByLabel('Your offer (₹)').fill('1,60,000');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect.poll(() => buyer.getByText('Congrats Your offer has been made').isVisible()).toBe(true);
    await buyer.getByRole('button', { name: 'Chat with seller' }).click();
    await buyer.waitForURL(/\/chats\/\d+$/);
    const newer = buyer.getByTestId('offer-card').filter({ hasText: '₹ 1,60,000' });
    await expect.poll(() => newer.getAttribute('data-status')).toBe('open');

    await seller.goto(`${server.url}/my-ads`);
    const row = seller
      .getByTestId('my-ad')
      .filter({ has: seller.locator(`a[href="${adPath}"]`) })
      .first();
    await row.getByRole('button', { name: 'Mark as sold' }).click();
    await expect.poll(() => row.getByTestId('status').textContent()).toBe('Sold');

    // Live, without reloading: the open offer closes; the accepted one stays accepted.
    await expect.poll(() => newer.getAttribute('data-status'), { timeout: 10_000 }).toBe('closed');
    // The card reads the ad's status from the conversation, which can refresh a moment after the
    // offer does (for that moment it says only "Closed", as for an offer closed by a block).
    await expect.poll(() => newer.textContent()).toContain('Closed: the ad was sold or removed');
    const first = buyer.getByTestId('offer-card').filter({ hasText: '₹ 1,50,000' });
    expect(await first.getAttribute('data-status')).toBe('accepted');
    await buyer.getByTestId('bell').click();
    const notice = buyer.getByTestId('notification').filter({ hasText: 'was sold' });
    await expect.poll(() => notice.textContent()).toContain('Your offer of ₹ 1,60,000 is closed.');
  });
});
