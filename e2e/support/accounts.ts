import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server.ts';

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

/** A new account, made the real way: sign up, then the e-mailed link (read from the server's outbox). */
export async function signUpByMail(
  page: Page,
  server: Pick<RunningServer, 'url' | 'dataDir'>,
  who: { name: string; email: string; password: string },
): Promise<void> {
  const headers = { origin: server.url };
  const res = await page.request.post(`${server.url}/api/auth/signup`, {
    data: { name: who.name, email: who.email },
    headers,
  });
  expect(res.status()).toBe(202);
  const outbox = path.join(server.dataDir, 'mail');
  let token: string | undefined;
  for (const deadline = Date.now() + 10_000; !token && Date.now() < deadline;) {
    for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const text = fs.readFileSync(path.join(outbox, name), 'utf8');
      if (text.includes(who.email)) token = /signup\/confirm\?token=([\w-]+)/.exec(text)?.[1];
    }
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  if (!token) throw new Error(`no sign-up e-mail for ${who.email}`);
  const confirmed = await page.request.post(`${server.url}/api/auth/signup/confirm`, {
    // The password is chosen on the page the link opens, not at sign-up.
    data: { token, name: who.name, password: who.password },
    headers,
  });
  expect(confirmed.status()).toBe(201);
}
