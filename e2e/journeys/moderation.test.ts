import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs, signUpByMail } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { firstActiveAd } from '../support/my-ads.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { gotoHydrated } from '../support/hydrated.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Screenshots of the console, for people to look at (nothing binary is committed).
const shots = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-moderation-shots-'));

let server: RunningServer;
let browser: Browser;
let buyer: Page;
let seller: Page;
let operator: Page;
let ad: { id: number; category: string; title: string };

const stamp = Date.now();
const BUYER = { name: 'Ravi Buyer', email: `ravi.${stamp}@example.in`, password: 'buyer-pass-123' };
const OPERATOR = { name: 'Olga Menezes', email: `olga.${stamp}@example.in`, password: 'operator-pass-123' };

/** `npm run admin -- …` on a data directory, as an operator of the server would type it. */
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

const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();
// The console is a lazy chunk fetched on a busy machine: give pages time to arrive.
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

beforeAll(async () => {
  // First run: demo data and two new accounts; the command line refuses while the server runs.
  const first = await startServer({}, { keepDataDir: true });
  browser = await launchBrowser();
  const setup = await browser.newPage();
  await signUpByMail(setup, first, OPERATOR);
  await signUpByMail(setup, first, BUYER);
  await setup.close();
  const refused = adminCli(first.dataDir, 'grant', OPERATOR.email, 'operator');
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('stop the server');
  await first.stop();
  const granted = adminCli(first.dataDir, 'grant', OPERATOR.email, 'operator');
  expect(granted.stdout + granted.stderr).toContain(`${OPERATOR.email} is now operator`);
  server = await startServer({}, { dataDir: first.dataDir });

  const context = () => browser.newContext({ viewport: { width: 1366, height: 768 } });
  const pages = await Promise.all([context(), context(), context()].map(async (c) => (await c).newPage()));
  [buyer, seller, operator] = pages as [Page, Page, Page];
  await signInAs(buyer, server.url, BUYER);
  await signInAs(seller, server.url, DEMO_SELLER);
  await signInAs(operator, server.url, OPERATOR);
  ad = await firstActiveAd(seller, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  console.log(`moderation screenshots: ${shots}`);
});

describe('from a report to a removal, an appeal and a restore', () => {
  it('a buyer reports the ad and is thanked', async () => {
    await gotoHydrated(buyer, `${server.url}/products/${ad.category}/${ad.id}`);
    await buyer.getByRole('button', { name: 'Report this ad' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Report this ad' });
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Fraud or scam').check();
    await dialog
      .getByLabel('Tell us more (optional)')
      .fill('Asked me to pay a token amount before seeing it.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await poll(visible(buyer, /Thank you for telling us/)).toBe(true);
  });

  it('the console does not exist for the buyer', async () => {
    await buyer.goto(`${server.url}/admin`);
    await poll(visible(buyer, "We can't find that page")).toBe(true);
  });

  it('the operator removes the ad from the queue, with a reason', async () => {
    await operator.goto(`${server.url}/admin/queue`);
    const card = operator.getByTestId('queue-item').filter({ hasText: ad.title });
    await poll(() => card.isVisible()).toBe(true);
    await poll(() => card.getByText('Asked me to pay a token amount').isVisible()).toBe(true);
    await operator.screenshot({ path: path.join(shots, 'queue-1366.png'), fullPage: false });
    await card.getByLabel('Reason (required, kept in the audit log)').fill('Advance payment scam');
    await card.getByRole('button', { name: 'Remove ad' }).click();
    await poll(visible(operator, 'Done: Remove ad.')).toBe(true);
    expect((await buyer.request.get(`${server.url}/api/listings/${ad.id}`)).status()).toBe(404);
  });

  it('the seller sees the reason in My Ads and appeals', async () => {
    await seller.goto(`${server.url}/my-ads`);
    const row = seller.getByTestId('my-ad').filter({ hasText: ad.title });
    await poll(() => row.getByText('Removed by Bazaar').isVisible()).toBe(true);
    await poll(() => row.getByText('Advance payment scam').isVisible()).toBe(true);
    await seller.screenshot({ path: path.join(shots, 'my-ads-taken-down-1366.png') });
    await row.getByLabel(/Think this is a mistake/).fill('It is my own car and the papers are in my name.');
    await row.getByRole('button', { name: 'Send appeal' }).click();
    await poll(() => row.getByText(/Appeal sent/).isVisible()).toBe(true);
  });

  it('the operator restores it after reading the appeal', async () => {
    await operator.goto(`${server.url}/admin/queue`);
    const card = operator.getByTestId('queue-item').filter({ hasText: ad.title });
    await poll(() => card.getByText('papers are in my name').isVisible()).toBe(true);
    await operator.screenshot({ path: path.join(shots, 'appeal-1366.png'), fullPage: true });
    await card.getByLabel('Reason (required, kept in the audit log)').fill('Papers check out');
    await card.getByRole('button', { name: 'Restore ad' }).click();
    await poll(visible(operator, 'Done: Restore ad.')).toBe(true);
    expect((await buyer.request.get(`${server.url}/api/listings/${ad.id}`)).status()).toBe(200);
    await seller.goto(`${server.url}/my-ads`);
    const row = seller.getByTestId('my-ad').filter({ hasText: ad.title });
    await poll(() => row.getByTestId('status').textContent()).toBe('Active');
  });

  it('every step is in the audit log; the overview charts the month', async () => {
    await operator.goto(`${server.url}/admin/audit`);
    const log = operator.getByTestId('audit-log');
    await poll(() => log.getByText('Advance payment scam').isVisible()).toBe(true);
    await poll(() => log.getByText('Papers check out').isVisible()).toBe(true);
    await operator.screenshot({ path: path.join(shots, 'audit-1366.png') });
    await operator.goto(`${server.url}/admin`);
    await poll(() => operator.getByRole('img', { name: /^Ads posted/ }).isVisible()).toBe(true);
    await operator.screenshot({ path: path.join(shots, 'overview-1366.png') });
  });

  it('on a phone the console does not scroll sideways', async () => {
    await operator.setViewportSize({ width: 390, height: 844 });
    for (const page of ['/admin', '/admin/audit', '/admin/queue']) {
      await operator.goto(`${server.url}${page}`);
      await operator.waitForLoadState('networkidle');
      await poll(() => operator.getByTestId('console').isVisible()).toBe(true);
      // The console's own content (the shared navbar above it is not the console's).
      const overflow = await operator.evaluate(() => {
        const el = document.querySelector('[data-testid="console"]')!;
        // Wide tables scroll inside their own box; the console itself must fit the screen.
        return Math.max(
          el.scrollWidth - el.clientWidth,
          Math.ceil(el.getBoundingClientRect().right - window.innerWidth),
          0,
        );
      });
      expect({ page, overflow }).toEqual({ page, overflow: 0 });
    }
    await operator.screenshot({ path: path.join(shots, 'queue-390.png') });
  });
});
