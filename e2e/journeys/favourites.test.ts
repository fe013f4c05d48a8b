import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { gotoHydrated } from '../support/hydrated.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The heart of the (first) card that links to `href`. */
const heartOf = (href: string) =>
  page
    .locator('main li')
    .filter({ has: page.locator(`a[href="${href}"]`) })
    .first()
    .getByRole('button', { name: /favourites$/ });

describe('favourites', () => {
  let adPath: string;

  it('signed out, the heart leads to login and back to the home page', async () => {
    await gotoHydrated(page, server.url);
    const firstCard = page.locator('main li:has(button[aria-pressed]) a[href^="/products/"]').first();
    await expect.poll(() => firstCard.count(), { timeout: 15_000 }).toBe(1);
    adPath = (await firstCard.getAttribute('href'))!;

    await heartOf(adPath).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/');
    await page.getByLabel('Email address').fill(DEMO_SELLER.email);
    await page.getByLabel('Password').fill(DEMO_SELLER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('hearts an ad on the home page, and it stays hearted after a reload', async () => {
    const heart = heartOf(adPath);
    await expect.poll(() => heart.getAttribute('aria-label')).toBe('Add to favourites');
    // The heart turns at once; the reload below waits for the server to have kept it (a reload
    // sooner cancels the request before it leaves, on a busy machine).
    const kept = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/favourites/'),
    );
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect((await kept).status()).toBe(204);
    expect(await heart.getAttribute('aria-label')).toBe('Remove from favourites');

    await page.reload();
    await expect.poll(() => heartOf(adPath).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
  });

  it('finds it on the Favourites page from the account menu', async () => {
    await page.getByRole('button', { name: `Account menu of ${DEMO_SELLER.name}` }).click();
    await page.getByRole('menuitem', { name: 'Favourites' }).click();
    await page.waitForURL(`${server.url}/favourites`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Favourites', level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.locator(`main a[href="${adPath}"]`).count()).toBe(1);
    expect(await heartOf(adPath).getAttribute('aria-pressed')).toBe('true');
  });

  it('removes it there, and the page says there are none, with a way to browse', async () => {
    await heartOf(adPath).click();
    await expect.poll(() => page.locator(`main a[href="${adPath}"]`).count()).toBe(0);
    await expect.poll(() => page.getByText('No favourites yet').isVisible()).toBe(true);

    // Gone for the server too, not only from this screen.
    await page.reload();
    await expect.poll(() => page.getByText('No favourites yet').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('link', { name: 'Browse ads' }).click();
    await page.waitForURL(`${server.url}/`);
    await expect.poll(() => heartOf(adPath).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('false');
  });
});
