import { createRequire } from 'node:module';
import fs from 'node:fs';
import { INFO_PAGES } from '@bazaar/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// axe-core checks every page of the app, as a visitor and signed in, on a desktop and a phone:
// no serious or critical violation of WCAG 2.1 A/AA (or axe's best practices) may remain.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

let server: RunningServer;
let browser: Browser;
let adPath = '';

beforeAll(async () => {
  server = await startServer({ CONTACT_EMAIL: 'help@bazaar.example.in' });
  browser = await launchBrowser();
  const list = (await (await fetch(`${server.url}/api/listings?category=cars&limit=1`)).json()) as {
    items: { id: number; category: string }[];
  };
  adPath = `/products/${list.items[0]!.category}/${list.items[0]!.id}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Loads a page, waits until it has settled (data, lazy chunks, photos) and runs axe on it. */
async function audit(page: Page, path: string): Promise<string[]> {
  await page.goto(server.url + path);
  // Some pages keep a second h1 for the other layout (phone or desktop) hidden.
  await page.locator('main h1:visible').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Skeletons and spinners are gone once the data is in.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 15_000,
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: unknown[] };
    return result.violations;
  });
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path} ${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
}

const PUBLIC_PAGES = [
  '/',
  '/products/cars',
  '/products/cars?brand=Maruti%20Suzuki&fuel=petrol&minPrice=100000&maxPrice=900000',
  '/product?q=swift',
  '/product?q=zzqxv', // nothing found: the "no results" page
  '/login',
  '/signup',
  '/forgot',
  ...INFO_PAGES.map((p) => `/${p}`),
  '/no-such-page',
];
const SIGNED_IN_PAGES = () => [adPath, '/adddata', '/post/cars', '/my-ads', '/favourites'];

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`axe on every page (${name}, ${viewport.width}×${viewport.height})`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ viewport });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('finds no serious or critical violation on the public pages', { timeout: 180_000 }, async () => {
      const found: string[] = [];
      for (const path of PUBLIC_PAGES) found.push(...(await audit(page, path)));
      expect(found).toEqual([]);
    });

    it('finds none on the signed-in pages either', { timeout: 120_000 }, async () => {
      await signInAs(page, server.url);
      const found: string[] = [];
      for (const path of SIGNED_IN_PAGES()) found.push(...(await audit(page, path)));
      expect(found).toEqual([]);
    });
  });
}
