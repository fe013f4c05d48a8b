import type { ListingsPage, MyListings } from '@bazaar/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, signInAs } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { fillPattern, routerPatterns, type RouteParams } from '../support/routes.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { gotoHydrated } from '../support/hydrated.ts';

// Every route of the router at the two common phone widths, signed out and signed in (Chromium's
// mobile emulation): no page may scroll sideways, and every control of the header must be whole on
// screen. Mobile emulation widens the layout viewport to whatever overflows, so the page is
// measured against the phone's width, not against innerWidth alone.
const WIDTHS = [360, 390];

let server: RunningServer;
let browser: Browser;
let params: RouteParams;

interface Problem {
  url: string;
  scrollWidth?: number;
  cut?: string[];
}

async function check(page: Page, url: string, width: number): Promise<Problem | undefined> {
  await page.goto(server.url + url, { waitUntil: 'load' });
  // Lazy pages, their data and photos settle; the header is in the first paint.
  await page.waitForLoadState('domcontentloaded');
  await page.waitForTimeout(400);
  const seen = await page.evaluate((phone) => {
    const header = document.querySelector('header');
    const controls = [...(header?.querySelectorAll<HTMLElement>('a, button, select, input') ?? [])];
    const cut = controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return r.left < -0.5 || r.right > phone + 0.5 || r.top < -0.5;
      })
      .map((el) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, cut };
  }, width);
  if (seen.scrollWidth > width || seen.innerWidth > width || seen.cut.length > 0)
    return { url, scrollWidth: seen.scrollWidth, cut: seen.cut };
  return undefined;
}

async function visitAll(width: number, signedIn: boolean): Promise<Problem[]> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  if (signedIn) await signInAs(page, server.url);
  const problems: Problem[] = [];
  try {
    for (const pattern of await routerPatterns()) {
      const problem = await check(page, fillPattern(pattern, params), width);
      if (problem) problems.push(problem);
    }
  } finally {
    await context.close();
  }
  return problems;
}

beforeAll(async () => {
  server = await startServer({ DEMO_LISTINGS: '80' });
  browser = await launchBrowser();
  // Real parameters: a car of someone else, one of the demo seller's own ads, a chat about the car.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, server.url);
  const cars = (await (
    await page.request.get(`${server.url}/api/listings?category=cars`)
  ).json()) as ListingsPage;
  const mine = (await (await page.request.get(`${server.url}/api/me/listings`)).json()) as MyListings;
  const ownIds = new Set(mine.items.map((item) => item.id));
  const car = cars.items.find((item) => !ownIds.has(item.id))!;
  const chat = await page.request.post(`${server.url}/api/listings/${car.id}/conversation`, {
    headers: { origin: server.url },
  });
  expect(chat.ok()).toBe(true);
  params = {
    category: 'cars',
    ids: {
      products: car.id,
      'my-ads': mine.items[0]!.id,
      chats: ((await chat.json()) as { id: number }).id,
      profile: (
        (await (await page.request.get(`${server.url}/api/auth/session`)).json()) as { user: { id: number } }
      ).user.id,
    },
  };
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('every page on a phone', () => {
  it('reads every route from the route table, so new pages are checked too', async () => {
    const patterns = await routerPatterns();
    for (const p of ['', 'products/:category/:id', 'profile/:id', 'login', 'chats/:id', 'privacy', '*'])
      expect(patterns).toContain(p);
  });

  for (const width of WIDTHS) {
    for (const signedIn of [false, true]) {
      it(`${width} px, signed ${signedIn ? 'in as ' + DEMO_SELLER.name : 'out'}: no sideways scroll, header whole`, async () => {
        expect(await visitAll(width, signedIn)).toEqual([]);
      }, 300_000);
    }
  }

  it('keeps Make Offer and Chat with seller in a bar at the bottom of a phone screen, not on a desktop', async () => {
    const look = async (width: number) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: width < 768 });
      const page = await context.newPage();
      await signInAs(page, server.url);
      await gotoHydrated(page, `${server.url}/products/cars/${params.ids.products}`);
      const offer = page.getByRole('button', { name: 'Make Offer' });
      await offer.waitFor();
      const top = await offer.boundingBox();
      const bar = page.getByTestId('contact-bar');
      const position = await bar.evaluate((el) => getComputedStyle(el).position);
      // At the very end of the page the footer's last line must still be above the bar. The footer's
      // code loads after the page, so a page the server could not render in time shows it a moment later.
      await page.locator('footer').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const end = await page.evaluate(() => {
        const footer = document.querySelector('footer')!.getBoundingClientRect();
        const bar = document.querySelector('[data-testid="contact-bar"]')!.getBoundingClientRect();
        return { footerBottom: footer.bottom, barTop: bar.top };
      });
      await context.close();
      return { top, position, end };
    };
    const phone = await look(390);
    expect(phone.position).toBe('fixed');
    expect(phone.top!.y + phone.top!.height).toBeLessThanOrEqual(800);
    expect(phone.top!.y).toBeGreaterThan(700);
    expect(phone.end.footerBottom).toBeLessThanOrEqual(phone.end.barTop + 1);
    const desktop = await look(1366);
    expect(desktop.position).not.toBe('fixed');
  });
});
