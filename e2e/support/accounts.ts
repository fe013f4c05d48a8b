import type { Page } from 'playwright-core';

/**
 * The first demo seller the seed makes (seed 2006, whatever the number of ads); every demo seller
 * has the password README documents.
 */
export const DEMO_SELLER = {
  name: 'Subhajit Chatterjee',
  email: 'subhajit.chatterjee1@example.in',
  password: 'bazaar-demo',
};

/** Signs the page's browser in through the API (its cookie jar is the browser's). */
export async function signInAs(page: Page, baseUrl: string, who = DEMO_SELLER): Promise<void> {
  const res = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email: who.email, password: who.password, remember: false },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`sign-in as ${who.email} failed: ${res.status()} ${await res.text()}`);
}
