import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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
/** The buyer's other tab: the same browser, another page. */
let buyerOtherTab: Page;
let stranger: Page;
let chatPath: string;
let photoUrl: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-chat-photos-'));
/** Set to a folder to keep screenshots of the pages this journey sees. */
const SHOTS = process.env.BAZAAR_SCREENSHOTS;

const stamp = Date.now();
const BUYER = { name: 'Kavya Menon', email: `kavya.${stamp}@example.in`, password: 'buyer-pass-123' };
const OPERATOR = { name: 'Olga Menezes', email: `olga.${stamp}@example.in`, password: 'operator-pass-123' };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let adTitle: string;

/** `npm run admin -- …` on the stopped server's data directory, as its operator would type it. */
function adminCli(dataDir: string, ...args: string[]) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/api/src/modules/moderation/cli.ts'), ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
}

const STRANGER = { name: 'Farhan Ali', email: `farhan.${stamp}@example.in`, password: 'stranger-pass-1' };

/** A made-up registration certificate: a card with a few lines on it, saved as a JPEG. */
async function rcPhoto(file: string, shade: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="760">
    <rect width="1200" height="760" fill="${shade}"/>
    <rect x="40" y="40" width="1120" height="680" rx="24" fill="#f7f3e8" stroke="#1b4d6b" stroke-width="8"/>
    <text x="80" y="140" font-size="56" font-family="sans-serif" fill="#1b4d6b">CERTIFICATE OF REGISTRATION</text>
    <text x="80" y="260" font-size="40" font-family="sans-serif" fill="#333">Regn. No: KA 01 AB 1234</text>
    <text x="80" y="340" font-size="40" font-family="sans-serif" fill="#333">Maker: Maruti Suzuki · Swift VXI</text>
    <text x="80" y="420" font-size="40" font-family="sans-serif" fill="#333">Owner: Subhajit Chatterjee</text>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

/** Whether the element is wholly inside the thread's visible part. */
const inThreadView = (el: Element) => {
  const box = el.getBoundingClientRect();
  const thread = el.closest('[data-testid="thread"]')!.getBoundingClientRect();
  return box.top >= thread.top && box.bottom <= thread.bottom;
};

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function shot(page: Page, name: string, fullPage = false) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

beforeAll(async () => {
  // Kept when stopped: the journey makes a member of staff on it, then starts it again.
  server = await startServer({}, { keepDataDir: true });
  browser = await launchBrowser();
  const viewport = { width: 1366, height: 768 };
  seller = await (await browser.newContext({ viewport })).newPage();
  const buyerContext = await browser.newContext({ viewport });
  buyer = await buyerContext.newPage();
  buyerOtherTab = await buyerContext.newPage();
  stranger = await (await browser.newContext({ viewport })).newPage();
  await signInAs(seller, server.url, DEMO_SELLER);
  await signUpByMail(buyer, server, BUYER);
  await signUpByMail(stranger, server, STRANGER);
  // In a browser of its own: signing up signs that browser in.
  const setup = await (await browser.newContext()).newPage();
  await signUpByMail(setup, server, OPERATOR);
  await setup.context().close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a photo of the RC in chat', () => {
  it('the buyer asks for the RC; their other tab has the conversation open', async () => {
    const ad = await firstActiveAd(seller, server.url);
    adTitle = ad.title;
    await gotoHydrated(buyer, `${server.url}/products/${ad.category}/${ad.id}`);
    await buyer.getByRole('button', { name: 'Chat with seller' }).click();
    await buyer.waitForURL(/\/chats\/\d+$/);
    chatPath = new URL(buyer.url()).pathname;
    await buyer.getByLabel('Message').fill('Can you send a photo of the RC?');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => buyer.getByText('Can you send a photo of the RC?').isVisible()).toBe(true);
    await gotoHydrated(buyerOtherTab, `${server.url}${chatPath}`);
  });

  it('the seller picks two photos, sees previews with their progress, removes one and sends', async () => {
    await gotoHydrated(seller, `${server.url}${chatPath}`);
    const files = [
      await rcPhoto(path.join(work, 'rc-front.jpg'), '#d8e8f0'),
      await rcPhoto(path.join(work, 'rc-back.jpg'), '#f0e0d8'),
    ];
    // A file that is not a photo is refused by the server with a reason, and can be taken out.
    await seller
      .getByTestId('chat-photo-input')
      .setInputFiles({ name: 'rc.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    const refused = seller.getByTestId('picked-photo').getByRole('alert');
    await expect.poll(() => refused.textContent()).toContain('not a photo we can use');
    // The same file would be refused again: Remove, not Try again.
    expect(await seller.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await shot(seller, 'composer-refused-1366');
    await seller.getByRole('button', { name: 'Remove photo 1' }).click();

    await seller.getByTestId('chat-photo-input').setInputFiles(files);
    await expect.poll(() => seller.getByTestId('picked-photo').count()).toBe(2);
    await seller.getByLabel('Message').fill('Here is the RC, front side');
    // Send waits for the uploads, then takes the photos with the text.
    await expect.poll(() => seller.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
    await shot(seller, 'composer-previews-1366');
    await seller.setViewportSize({ width: 390, height: 844 });
    await seller.getByTestId('picked-photo').first().scrollIntoViewIfNeeded();
    expect(await noSidewaysScroll(seller)).toBe(true);
    await shot(seller, 'composer-previews-390', true);
    await seller.setViewportSize({ width: 1366, height: 768 });

    await seller.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect.poll(() => seller.getByTestId('picked-photo').count()).toBe(1);
    await seller.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => seller.getByTestId('picked-photo').count()).toBe(0);
    const sent = seller.getByTestId('message').filter({ hasText: 'Here is the RC, front side' });
    await expect.poll(() => sent.getByRole('button', { name: 'Open photo 1 of 1' }).isVisible()).toBe(true);
  });

  it("the buyer's other tab shows it live, and it opens full size", async () => {
    const thumb = buyerOtherTab.getByRole('button', { name: 'Open photo 1 of 1' });
    await expect.poll(() => thumb.isVisible(), { timeout: 15_000 }).toBe(true);
    const img = thumb.locator('img');
    photoUrl = (await img.getAttribute('src'))!;
    expect(photoUrl).toMatch(/^\/api\/conversations\/\d+\/photos\/.+-card\.webp$/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    // The thread followed the new message down to its end: the photo is in view, whole.
    await expect.poll(() => thumb.evaluate(inThreadView)).toBe(true);
    await shot(buyerOtherTab, 'conversation-photos-1366');

    await thumb.click();
    const viewer = buyerOtherTab.getByRole('dialog', { name: 'Photo 1 of 1' });
    await expect.poll(() => viewer.isVisible()).toBe(true);
    const full = viewer.getByRole('img', { name: 'Photo 1 of 1' });
    await expect.poll(() => full.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await shot(buyerOtherTab, 'viewer-1366');
    await buyerOtherTab.keyboard.press('Escape');
    await expect.poll(() => viewer.isVisible()).toBe(false);
    // Keyboard users are back where they were.
    await expect.poll(() => thumb.evaluate((el) => el === document.activeElement)).toBe(true);

    await buyerOtherTab.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => noSidewaysScroll(buyerOtherTab)).toBe(true);
    await shot(buyerOtherTab, 'conversation-photos-390');
  });

  it("a stranger, or someone signed out, cannot open the photo's address", async () => {
    const asStranger = await stranger.request.get(`${server.url}${photoUrl}`);
    expect(asStranger.status()).toBe(404);
    const signedOut = await (await browser.newContext()).request.get(`${server.url}${photoUrl}`);
    expect(signedOut.status()).toBe(404);
    const asBuyer = await buyer.request.get(`${server.url}${photoUrl}`);
    expect(asBuyer.status()).toBe(200);
    expect(asBuyer.headers()['cache-control']).toBe('private, no-cache');
  });

  it('a report of the message shows its photo to staff, in the queue', async () => {
    const conversationId = chatPath.split('/').at(-1);
    const page = await buyer.request.get(`${server.url}/api/conversations/${conversationId}/messages`);
    const sent = ((await page.json()) as { items: { id: number; body: string }[] }).items.find(
      (m) => m.body === 'Here is the RC, front side',
    )!;
    const reported = await buyer.request.post(
      `${server.url}/api/conversations/${conversationId}/messages/${sent.id}/report`,
      { data: { reason: 'fraud_scam' }, headers: { origin: server.url } },
    );
    expect(reported.status()).toBe(201);

    // Staff are made from the command line, on the stopped server.
    const dataDir = server.dataDir;
    await server.stop();
    const granted = adminCli(dataDir, 'grant', OPERATOR.email, 'operator');
    expect(granted.stdout + granted.stderr).toContain(`${OPERATOR.email} is now operator`);
    server = await startServer({}, { dataDir });
    const operator = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    await signInAs(operator, server.url, OPERATOR);

    await operator.goto(`${server.url}/admin/queue`);
    const card = operator.getByTestId('queue-item').filter({ hasText: adTitle });
    const photos = card.getByRole('list', { name: 'Photos in the reported message' });
    const thumb = photos.getByRole('img', { name: /Photo 1 of the message/ });
    await expect.poll(() => thumb.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => thumb.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    expect(await thumb.getAttribute('src')).toMatch(/^\/api\/admin\/reports\/\d+\/photos\//);
    await thumb.scrollIntoViewIfNeeded();
    await shot(operator, 'queue-report-photos-1366');
    // Now that it is reported, staff may open it at the conversation's address too; a stranger still not.
    expect((await operator.request.get(`${server.url}${photoUrl}`)).status()).toBe(200);
    expect((await stranger.request.get(`${server.url}${photoUrl}`)).status()).toBe(404);
  });
});
