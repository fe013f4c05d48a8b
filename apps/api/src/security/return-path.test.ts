import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';

// Row D: a return path that a browser reads as another host must never be followed, by any
// sign-in flow (Google's redirect, the links e-mailed for confirming a sign-up and for a reset).
let provider: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: 'google-next',
      email: 'next@gmail.example',
      email_verified: true,
      name: 'Nisha',
    });
  });
  t = await testApp({
    GOOGLE_CLIENT_ID: 'bazaar-test-client',
    GOOGLE_CLIENT_SECRET: 'bazaar-test-secret',
    GOOGLE_ISSUER: provider.issuer.url!,
    PUBLIC_URL: 'https://bazaar.example',
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** The whole Google round trip with `next` exactly as the attacker wrote it in the query. */
async function googleReturn(rawNext: string): Promise<string> {
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/google?next=${rawNext}` });
  expect(start.statusCode).toBe(302);
  const answer = await fetch(new URL(start.headers.location!), { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location')!);
  const res = await t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: cookiesOf(start) },
  });
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
}

/** Where a browser goes for this Location on Bazaar's page: it drops tabs and newlines first. */
const browserGoesTo = (location: string) =>
  new URL(location.replace(/[\t\n\r]/g, ''), 'https://bazaar.example').origin;

const HOSTILE = [
  '/%09/evil.example/phish',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '%2F%5Cevil.example',
  'https%3A%2F%2Fevil.example%2F',
  '/%2509/evil.example',
  '%09//evil.example',
];

describe('return paths after signing in', () => {
  it.each(HOSTILE)('Google sign-in with next=%s stays on Bazaar', async (next) => {
    const location = await googleReturn(next);
    expect(browserGoesTo(location)).toBe('https://bazaar.example');
    expect(location).toMatch(/^\/(?![/\\])/);
    // eslint-disable-next-line no-control-regex
    expect(location).not.toMatch(/[\u0000-\u001f\\]/);
  });

  it('Google sign-in keeps a real page of Bazaar, with its query', async () => {
    expect(await googleReturn(encodeURIComponent('/products/cars/7?from=list'))).toBe(
      '/products/cars/7?from=list',
    );
  });

  it.each([
    ['/api/auth/signup', { name: 'Nisha', email: 'nisha.next@example.in' }, '/signup/confirm'],
    ['/api/auth/forgot', { email: 'next@gmail.example' }, '/reset'],
  ])('the link %s e-mails carries only a safe next', async (url, body, page) => {
    for (const next of ['/\t/evil.example', '//evil.example', '/\\evil.example', '/products/cars/7']) {
      const before = t.sent.length;
      const res = await t.app.inject({
        method: 'POST',
        url,
        // Each to its own address: one address gets at most 3 confirmation e-mails an hour.
        payload: { ...body, ...(url.endsWith('/signup') && { email: `${before}.${body.email}` }), next },
        remoteAddress: `198.51.${before + 1}.9`,
      });
      expect(res.statusCode).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 20)); // mail goes out after the answer
      const mail = t.sent.at(-1)!;
      expect(t.sent.length).toBe(before + 1);
      const link = new URL(/https:\/\/\S+/.exec(mail.text)![0]);
      expect(link.origin).toBe('https://bazaar.example');
      expect(link.pathname).toBe(page);
      const carried = link.searchParams.get('next');
      if (next === '/products/cars/7') expect(carried).toBe(next);
      else expect(carried).toBeNull();
    }
  });
});
