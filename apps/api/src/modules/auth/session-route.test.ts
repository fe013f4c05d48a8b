import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const session = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} });

describe('GET /api/auth/session', () => {
  it('answers 200 with no user for a signed-out visitor, never from a cache', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('treats an unknown session cookie as signed out', async () => {
    const res = await session('bazaar_session=' + 'x'.repeat(43));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers the signed-in person as /api/auth/me does', async () => {
    const { user, cookie } = await signedIn(t, { name: 'Asha Verma' });
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(res.json()).toEqual({ user: me.json() });
    expect(res.json().user).toMatchObject({ id: user.id, name: 'Asha Verma', email: user.email });
  });
});
