import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { TEST_PASSWORD, sessionCookie, signedIn } from '../../test/auth.ts';

// Google sign-in end to end against a local OpenID provider on 127.0.0.1, never Google itself.
let provider: OAuth2Server;
let t: TestApp;
let claims: Record<string, unknown>;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
  t = await testApp({
    GOOGLE_CLIENT_ID: 'bazaar-test-client',
    GOOGLE_CLIENT_SECRET: 'bazaar-test-secret',
    GOOGLE_ISSUER: provider.issuer.url!,
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Browser steps: start at Bazaar, let the provider answer, come back to the callback. */
async function signInWithGoogle(next = '/products/cars/7', tamper?: (callback: URL) => void) {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/google?next=${encodeURIComponent(next)}`,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location!);
  expect(authorize.origin).toBe(provider.issuer.url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const answer = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/google/callback');
  tamper?.(callback);
  return t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: cookiesOf(start) },
  });
}

describe('Google sign-in', () => {
  it('creates an account for a new verified e-mail and returns to the page first asked for', async () => {
    claims = { sub: 'google-1', email: 'priya@gmail.example', email_verified: true, name: 'Priya Menon' };
    const res = await signInWithGoogle('/products/cars/7');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/products/cars/7');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json()).toMatchObject({
      name: 'Priya Menon',
      email: 'priya@gmail.example',
      google: true,
      hasPassword: false,
    });
  });

  it('does not take a name that poses as Bazaar’s team: the e-mail’s name stands in', async () => {
    claims = {
      sub: 'google-9',
      email: 'meena.iyer@gmail.example',
      email_verified: true,
      name: 'Bazaar Support',
    };
    const res = await signInWithGoogle('/');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json().name).toBe('meena iyer');
  });

  it('links an existing account with the same verified e-mail', async () => {
    const { user } = await signedIn(t, { email: 'ravi@example.in', name: 'Ravi Kumar' });
    claims = { sub: 'google-2', email: 'Ravi@Example.in', email_verified: true, name: 'Ravi K' };
    const res = await signInWithGoogle('/');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json()).toMatchObject({ id: user.id, name: 'Ravi Kumar', google: true, hasPassword: true });
    // The password still works too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ravi@example.in', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an unverified e-mail', async () => {
    claims = { sub: 'google-3', email: 'ravi@example.in', email_verified: false, name: 'Impostor' };
    const res = await signInWithGoogle('/');
    expect(res.headers.location).toBe('/login?error=google');
    expect(res.cookies.find((c) => c.name === 'bazaar_session')).toBeUndefined();
  });

  it('refuses a callback whose state this browser did not start', async () => {
    claims = { sub: 'google-4', email: 'state@example.in', email_verified: true, name: 'State' };
    const res = await signInWithGoogle('/', (cb) => cb.searchParams.set('state', 'forged'));
    expect(res.headers.location).toBe('/login?error=google');
  });

  it('never sends people elsewhere after sign-in', async () => {
    claims = { sub: 'google-5', email: 'next@example.in', email_verified: true, name: 'Next' };
    const res = await signInWithGoogle('//evil.example/x');
    expect(res.headers.location).toBe('/');
  });

  it('says so when the server has no Google sign-in', async () => {
    const plain = await testApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/options' })).json()).toEqual({
        google: false,
        openAdPages: false,
      });
      const res = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This server has no Google sign-in');
    } finally {
      await plain.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/options' })).json()).toEqual({
      google: true,
      openAdPages: false,
    });
  });
});
