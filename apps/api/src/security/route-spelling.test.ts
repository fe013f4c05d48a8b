import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn, TEST_PASSWORD } from '../test/auth.ts';
import { createUser } from '../test/factories.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

// The same routes, spelled as the router still matches them.
const SPELLINGS = ['/%61pi', '/%61%70%69', '/ap%69'];

describe('checks follow the matched route, not the URL string (row H)', () => {
  it.each(SPELLINGS)('refuses a sign-in from another site at %s/auth/login', async (prefix) => {
    const user = await createUser(t.database.db, { passwordHash: await hashPassword(TEST_PASSWORD) });
    const res = await t.app.inject({
      method: 'POST',
      url: `${prefix}/auth/login`,
      headers: { origin: 'https://evil.example' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode === 403 || res.statusCode === 404).toBe(true);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each(SPELLINGS)('loads the session and keeps personal answers private at %s/auth/me', async (prefix) => {
    const { user, cookie } = await signedIn(t);
    const plain = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    const spelled = await t.app.inject({ method: 'GET', url: `${prefix}/auth/me`, headers: { cookie } });
    expect(spelled.statusCode).toBe(plain.statusCode);
    expect(spelled.json()).toEqual(plain.json());
    expect(JSON.stringify(spelled.json())).toContain(user.email);
    expect(spelled.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(spelled.headers['cache-control']).toMatch(/no-store/);
    expect(spelled.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });
});
