import fs from 'node:fs';
import path from 'node:path';
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
let conversationPath: string;

const BUYER = { name: 'Karan Malhotra', email: `karan.${Date.now()}@example.in`, password: 'buyer-pass-123' };
// A page loading or a live event arriving on a busy machine: more than expect.poll's 1 s.
const LOADED = { timeout: 15_000 };
// Set SCREENSHOTS_DIR to keep pictures of each step at desktop and phone width.
const shots = process.env.SCREENSHOTS_DIR;

async function snap(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  for (const [label, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(shots, `${name}-${label}.png`) });
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
  const ad = await firstActiveAd(seller, server.url);
  adPath = `/products/${ad.category}/${ad.id}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('blocking someone in a conversation', () => {
  it('the buyer writes to the seller', async () => {
    await gotoHydrated(buyer, `${server.url}${adPath}`);
    await buyer.getByRole('button', { name: 'Chat with seller' }).click();
    await buyer.waitForURL(/\/chats\/\d+$/);
    conversationPath = new URL(buyer.url()).pathname;
    await buyer.getByLabel('Message').fill('Hello, is it still available?');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => buyer.getByTestId('thread').getByText('Hello, is it still available?').isVisible())
      .toBe(true);
  });

  it('the seller blocks the buyer after confirming; the conversation leaves their chats', async () => {
    // The seller's other tabs, open before the block: their chats and this conversation.
    const otherChats = await seller.context().newPage();
    const otherThread = await seller.context().newPage();
    await otherChats.goto(`${server.url}/chats`);
    await expect
      .poll(() => otherChats.getByTestId('conversation').filter({ hasText: BUYER.name }).count(), LOADED)
      .toBe(1);
    await otherThread.goto(`${server.url}${conversationPath}`);
    await expect.poll(() => otherThread.getByLabel('Message').isVisible(), LOADED).toBe(true);

    await seller.goto(`${server.url}${conversationPath}`);
    const blockButton = seller.getByRole('button', { name: `Block ${BUYER.name}` });
    await expect.poll(() => blockButton.isVisible()).toBe(true);
    await blockButton.click();
    const dialog = seller.getByRole('dialog', { name: `Block ${BUYER.name}?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await snap(seller, 'block-1-confirm');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect.poll(() => seller.getByText(`You blocked ${BUYER.name}`).isVisible()).toBe(true);
    await expect.poll(() => seller.getByTestId('you-blocked').isVisible()).toBe(true);
    expect(await seller.getByLabel('Message').count()).toBe(0);
    await snap(seller, 'block-2-blocked');

    // Live, without a reload: the other tabs drop the conversation and show the block.
    await expect
      .poll(() => otherChats.getByTestId('conversation').filter({ hasText: BUYER.name }).count(), LOADED)
      .toBe(0);
    await expect.poll(() => otherThread.getByTestId('you-blocked').isVisible(), LOADED).toBe(true);
    expect(await otherThread.getByLabel('Message').count()).toBe(0);
    await otherChats.close();
    await otherThread.close();
    // The buyer's open tab is told nothing: it still shows the message box as before.
    expect(await buyer.getByLabel('Message').isVisible()).toBe(true);
    expect(await buyer.getByTestId('you-blocked').count()).toBe(0);

    await seller.goto(`${server.url}/chats`);
    await expect.poll(() => seller.getByRole('heading', { name: 'Chats', level: 1 }).isVisible()).toBe(true);
    await expect
      .poll(() => seller.getByTestId('conversation').filter({ hasText: BUYER.name }).count())
      .toBe(0);
  });

  it('the buyer is told only that they cannot message this person, in chat and when making an offer', async () => {
    await buyer.reload();
    await buyer.getByLabel('Message').fill('Hello?');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => buyer.getByRole('alert').textContent()).toBe("You can't message this person");
    // What they typed stays in the box.
    expect(await buyer.getByLabel('Message').inputValue()).toBe('Hello?');
    await snap(buyer, 'block-3-blocked-side');

    await gotoHydrated(buyer, `${server.url}${adPath}`);
    await buyer.getByRole('button', { name: 'Make Offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Make an offer' });
    await dialog.getByLabel('Your offer (₹)').fill('1,00,000');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect.poll(() => dialog.getByText("You can't message this person").isVisible()).toBe(true);
  });

  it('the seller unblocks the buyer in Settings, from the account menu; messages flow again', async () => {
    await seller.getByRole('button', { name: `Account menu of ${DEMO_SELLER.name}` }).click();
    await seller.getByRole('menuitem', { name: 'Settings' }).click();
    await seller.waitForURL(/\/account\/settings$/);
    const unblock = seller.getByRole('button', { name: `Unblock ${BUYER.name}` });
    await expect.poll(() => unblock.isVisible()).toBe(true);
    expect(await seller.getByRole('heading', { name: 'Blocked people' }).isVisible()).toBe(true);
    await snap(seller, 'block-4-settings');
    await unblock.click();
    await expect.poll(() => seller.getByText(/You haven't blocked anyone/).isVisible()).toBe(true);
    await snap(seller, 'block-5-settings-empty');

    await buyer.goto(`${server.url}${conversationPath}`);
    await buyer.getByLabel('Message').fill('Thanks, coming on Sunday');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => buyer.getByTestId('thread').getByText('Thanks, coming on Sunday').isVisible())
      .toBe(true);
    await seller.goto(`${server.url}/chats`);
    await expect
      .poll(() => seller.getByTestId('conversation').filter({ hasText: BUYER.name }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
  });
});
