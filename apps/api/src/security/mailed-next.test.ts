import { safeNext } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { testApp, type TestApp } from '../test/app.ts';

// A crafted `next` at sign-up or "forgot password" ends up in a link in Bazaar's own mail. What
// the one `next` check keeps may be carried, percent-encoded whole: no quote, bracket, space or
// markup of the attacker's reaches the mail as typed, and nothing the check drops is carried.
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ PUBLIC_URL: 'https://bazaar.example' });
  // One account for each try: an address gets only a few reset e-mails an hour.
  for (let i = 0; i < CRAFTED.length; i++)
    await createUser(t.database.db, { email: `reset.${i}@example.in`, name: 'Rekha' });
});
afterAll(() => t.close());

const CRAFTED = [
  `/products/7 "><script>alert(1)</script>`,
  `/x?a='onmouseover=alert(1)//`,
  `/x'"(){}|^\`~!*`,
  '/x?q=Your account is locked, call 999 now',
  '/x#<b>Urgent</b> see https://evil.example',
  '/products/cars/7?from=list&q=a+b',
];
/** What a link may hold: letters, digits, the URL's own delimiters and percent-escapes. */
const ENCODED_LINK = /^https:\/\/bazaar\.example\/[A-Za-z0-9%/?&=._*-]*$/;

async function mailedLink(url: string, payload: Record<string, string>, n: number): Promise<URL> {
  const before = t.sent.length;
  const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: `198.51.100.${n + 1}` });
  expect(res.statusCode).toBe(202);
  await expect.poll(() => t.sent.length).toBe(before + 1); // mail goes out after the answer
  const { text } = t.sent.at(-1)!;
  // One link, on a line of its own, and nothing of the crafted text outside it.
  const links = text.split('\n').filter((line) => line.startsWith('https://'));
  expect(links).toHaveLength(1);
  expect(links[0]).toMatch(ENCODED_LINK);
  expect(text.replace(links[0]!, '')).not.toMatch(/[<>"'`]|script|Urgent|locked|evil\.example/i);
  return new URL(links[0]!);
}

describe('next in e-mailed links', () => {
  it.each(CRAFTED.map((next, i) => [next, i]))('sign-up with next=%s', async (next, i) => {
    const link = await mailedLink(
      '/api/auth/signup',
      { name: 'Nisha', email: `crafted.${i}@example.in`, next: next as string },
      i as number,
    );
    expect(link.pathname).toBe('/signup/confirm');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{20,}$/);
    expect(link.searchParams.get('next')).toBe(safeNext(next as string, 'https://bazaar.example'));
  });

  it.each(CRAFTED.map((next, i) => [next, i]))('forgot password with next=%s', async (next, i) => {
    const link = await mailedLink(
      '/api/auth/forgot',
      { email: `reset.${i}@example.in`, next: next as string },
      50 + (i as number),
    );
    expect(link.pathname).toBe('/reset');
    expect(link.searchParams.get('next')).toBe(safeNext(next as string, 'https://bazaar.example'));
  });

  it('drops what the check refuses, and carries nothing for the home page', async () => {
    for (const [i, next] of [
      '//evil.example/"x"',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/',
    ].entries()) {
      const link = await mailedLink(
        '/api/auth/signup',
        { name: 'Nisha', email: `dropped.${i}@example.in`, next },
        100 + i,
      );
      expect(link.searchParams.has('next')).toBe(false);
    }
  });
});
