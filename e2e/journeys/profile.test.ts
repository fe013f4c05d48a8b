import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs, signUpByMail } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { gotoHydrated, waitHydrated } from '../support/hydrated.ts';
import { firstActiveAd } from '../support/my-ads.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// A buyer checks who sells before travelling with cash: from the ad, the seller's name leads to
// their public profile (badges, rating line, their other ads), which the server renders with its
// own head for crawlers and link previews.

let server: RunningServer;
let browser: Browser;
let buyer: Page;
let ad: { id: number; category: string };

const BUYER = { name: 'Meena Iyer', email: `meena.${Date.now()}@example.in`, password: 'buyer-pass-123' };
const SHOTS = process.env.SCREENSHOT_DIR;
const until = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const seller = await (await browser.newContext()).newPage();
  await signInAs(seller, server.url, DEMO_SELLER);
  ad = await firstActiveAd(seller, server.url);
  buyer = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signUpByMail(buyer, server, BUYER);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('seller profile', () => {
  let profilePath: string;

  it("leads from the ad's seller box to the seller's profile, with badges, rating and their ads", async () => {
    await gotoHydrated(buyer, `${server.url}/products/${ad.category}/${ad.id}`);
    const link = buyer.getByTestId('seller-profile');
    await until(() => link.textContent()).toBe(DEMO_SELLER.name);
    await link.click();
    await buyer.waitForURL(/\/profile\/\d+$/);
    profilePath = new URL(buyer.url()).pathname;
    const profile = buyer.getByTestId('profile');
    await until(() => profile.getByRole('heading', { level: 1 }).textContent()).toContain(DEMO_SELLER.name);
    await until(() => profile.getByTestId('badges').isVisible()).toBe(true);
    await until(() => profile.getByTestId('rating').isVisible()).toBe(true);
    // Their live ads, the one we came from among them.
    await until(() => profile.locator(`a[href="/products/${ad.category}/${ad.id}"]`).count()).toBeGreaterThan(
      0,
    );
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      for (const [w, h] of [
        [1366, 768],
        [390, 844],
      ] as const) {
        await buyer.setViewportSize({ width: w, height: h });
        expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
        await buyer.screenshot({ path: path.join(SHOTS, `profile-${w}.png`) });
      }
      await buyer.setViewportSize({ width: 1366, height: 768 });
    }
  });

  it("comes from the server with the seller's name and its own head", async () => {
    const res = await buyer.request.get(server.url + profilePath);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain(DEMO_SELLER.name);
    expect(html).toMatch(new RegExp(`<title>[^<]*${DEMO_SELLER.name}`));
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('"@type":"ProfilePage"');
    // And it hydrates as it came.
    await gotoHydrated(buyer, server.url + profilePath);
    await waitHydrated(buyer);
    await until(() => buyer.getByTestId('profile').isVisible()).toBe(true);
  });

  it('answers an unknown profile with the not-found page and status 404', async () => {
    const res = await buyer.request.get(`${server.url}/profile/987654321`);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
  });
});
