import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs, signUpByMail } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { gotoHydrated } from '../support/hydrated.ts';

// Every payload sets window.__xss or opens a dialog if it ever runs as code.
const PAYLOADS = fs
  .readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../support/xss-payloads.txt'),
    'utf8',
  )
  .split('\n')
  .filter((line) => line.trim() !== '');
// A word no demo ad has, so a search finds exactly the ads posted here.
const MARKER = 'zqxjvdruk';
const TITLE_MAX = 70;
const CATEGORY = 'mobile-accessories';

let server: RunningServer;
let browser: Browser;
let sellerContext: BrowserContext;
let buyerContext: BrowserContext;
let seller: Page;
let buyer: Page;
const dialogs: string[] = [];
const ads: { id: number; title: string; description: string }[] = [];
let sellerName: string;
let buyerName: string;

/** Nothing ran: no payload set its flag, none opened a dialog. */
async function expectInert(page: Page) {
  // Give onerror/onload/ontoggle handlers of anything that was parsed as markup time to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

/**
 * The payload is on the page as text, character for character. textContent, not innerText: a
 * card's CSS may upper-case a title. Markup that had been parsed would not be in it as written.
 */
async function expectShown(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate((t) => document.body.textContent?.includes(t), text), { timeout: 15_000 })
    .toBe(true);
}

function watchDialogs(page: Page) {
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  sellerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  buyerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  seller = await sellerContext.newPage();
  buyer = await buyerContext.newPage();
  watchDialogs(seller);
  watchDialogs(buyer);
  await signInAs(seller, server.url, DEMO_SELLER);
  // The buyer's name is a payload: the seller sees it in the inbox and the conversation.
  buyerName = PAYLOADS.find((p) => p.length <= 80 && p.includes('onerror'))!;
  await signUpByMail(buyer, server, {
    name: buyerName,
    email: `xss.${Date.now()}@example.in`,
    password: 'buyer-pass-123',
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('hostile text in ads, names, searches and messages', () => {
  it('is accepted by the API as text, like any other', async () => {
    sellerName = PAYLOADS[1]!;
    for (const [i, payload] of PAYLOADS.entries()) {
      const title = payload.length <= TITLE_MAX ? payload : payload.slice(0, TITLE_MAX);
      const description = `${MARKER} ${i}: ${payload}\n${PAYLOADS[(i + 1) % PAYLOADS.length]}`;
      const res = await seller.request.post(`${server.url}/api/listings`, {
        headers: { origin: server.url },
        data: {
          // A category without brand and model: its cards show the title itself.
          category: CATEGORY,
          title,
          description,
          price: 1_000 + i,
          attributes: { condition: 'Good' },
          state: 'kerala',
          city: 'kochi',
          locality: payload.slice(0, 100),
          photoIds: [],
          seller: { name: sellerName, phone: '98470 12345' },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      ads.push({ id: ((await res.json()) as { id: number }).id, title, description });
    }
  });

  it('stays inert on the home page and the category list', async () => {
    await gotoHydrated(seller, server.url);
    await expectShown(seller, ads.at(-1)!.title);
    await expectInert(seller);
    await gotoHydrated(seller, `${server.url}/products/${CATEGORY}`);
    await expectShown(seller, ads.at(-1)!.title);
    await expectInert(seller);
  });

  it('stays inert on every ad page, title, description and seller name shown as typed', async () => {
    for (const ad of ads) {
      await gotoHydrated(seller, `${server.url}/products/${CATEGORY}/${ad.id}`);
      await expect.poll(() => seller.getByRole('heading', { level: 1 }).textContent()).toBe(ad.title);
      await expectShown(seller, ad.description.split('\n')[0]!);
      await expectInert(seller);
    }
    await expectShown(seller, sellerName);
  });

  it('stays inert in search results and in the search box', async () => {
    await gotoHydrated(seller, `${server.url}/product?q=${MARKER}`);
    await expectShown(seller, ads[0]!.title);
    await expectInert(seller);
    for (const payload of PAYLOADS.filter((p) => p.length <= 100).slice(0, 8)) {
      await gotoHydrated(seller, `${server.url}/product?q=${encodeURIComponent(payload)}`);
      await expect.poll(() => seller.locator('input[type="search"]').first().inputValue()).toBe(payload);
      await expectInert(seller);
    }
  });

  it('stays inert in My Ads', async () => {
    await seller.goto(`${server.url}/my-ads`);
    for (const ad of ads.slice(0, 10)) await expectShown(seller, ad.title);
    await expectInert(seller);
  });

  it('keeps the server-rendered tags of ad pages (title, description, JSON-LD) as text', async () => {
    const probe = await sellerContext.newPage();
    // The probe itself can tell: a payload put in the page unescaped does run.
    await probe.setContent(`<p>${PAYLOADS[1]}</p>`);
    await expect.poll(() => probe.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBe(1);
    await probe.goto('about:blank');
    watchDialogs(probe);
    for (const ad of ads) {
      const html = await (await probe.request.get(`${server.url}/products/${CATEGORY}/${ad.id}`)).text();
      // The page as a crawler or link preview gets it, before any script of ours: a payload that
      // broke out of an attribute or of the JSON-LD block would run here.
      await probe.setContent(html.replace(/<script type="module"[^>]*><\/script>/g, ''));
      await expectInert(probe);
      const og = await probe.evaluate(
        () => document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? '',
      );
      expect(og).toContain(ad.title);
      const ld = await probe.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      );
      expect(ld.length).toBeGreaterThan(0);
      expect(ld.map((s) => JSON.stringify(JSON.parse(s))).join('\n')).toContain(
        JSON.stringify(ad.title).slice(1, -1),
      );
    }
    await probe.close();
  });

  it('stays inert in chat, for the seller and the buyer', async () => {
    const ad = ads[0]!;
    const started = await buyer.request.post(`${server.url}/api/listings/${ad.id}/conversation`, {
      headers: { origin: server.url },
      data: {},
    });
    expect(started.status(), await started.text()).toBeLessThan(300);
    const conversation = ((await started.json()) as { id: number }).id;
    const messages = PAYLOADS.slice(0, 12);
    for (const body of messages) {
      const res = await buyer.request.post(`${server.url}/api/conversations/${conversation}/messages`, {
        headers: { origin: server.url },
        data: { body },
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
    }
    await seller.goto(`${server.url}/chats`);
    await expectShown(seller, buyerName);
    await expectInert(seller);
    await seller.goto(`${server.url}/chats/${conversation}`);
    for (const body of messages) await expectShown(seller, body);
    await expectInert(seller);
    await buyer.goto(`${server.url}/chats/${conversation}`);
    for (const body of messages) await expectShown(buyer, body);
    await expectShown(buyer, sellerName);
    await expectInert(buyer);
  });
});
