import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/app.ts';
import { TEST_PASSWORD, sessionCookie, signedIn } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';
import { hashPassword } from './passwords.ts';

let t: TestApp;
let ip = 0;
// Each test its own address, so the per-IP budget of one does not spill into the next.
const nextIp = () => `10.0.0.${++ip}`;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

async function account(email: string) {
  return createUser(t.database.db, {
    email,
    name: 'Asha Verma',
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
}

describe('POST /api/auth/login', () => {
  it('signs in with an HttpOnly, SameSite=Lax browser-session cookie and answers who it is', async () => {
    await account('asha@example.in');
    const res = await login({ email: 'Asha@Example.in', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Asha Verma', email: 'asha@example.in', hasPassword: true });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^bazaar_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Max-Age');
    expect(setCookie).not.toContain('Secure');
    expect((await me(sessionCookie(res))).json().name).toBe('Asha Verma');
  });

  it('keeps Remember me for 30 days', async () => {
    await account('remember@example.in');
    const res = await login({ email: 'remember@example.in', password: TEST_PASSWORD, remember: true });
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=2592000');
  });

  it('answers a wrong password and an unknown e-mail alike: 401, same body', async () => {
    await account('wrong@example.in');
    const wrong = await login({ email: 'wrong@example.in', password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.in', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses empty fields with 400 and the field named', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('rotates the session id at sign-in: the cookie from before stops working', async () => {
    const { user, cookie: before } = await signedIn(t);
    const res = await login({ email: user.email, password: TEST_PASSWORD }, { cookie: before });
    const after = sessionCookie(res);
    expect(after).not.toBe(before);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);
  });

  it('sets Secure cookies when PUBLIC_URL is https', async () => {
    const secure = await testApp({ PUBLIC_URL: 'https://bazaar.example.in' });
    try {
      await createUser(secure.database.db, {
        email: 's@example.in',
        passwordHash: await hashPassword(TEST_PASSWORD),
      });
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 's@example.in', password: TEST_PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers 401 when signed out or with a made-up cookie', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('bazaar_session=' + 'x'.repeat(43))).statusCode).toBe(401);
  });

  it('logout deletes the session on the server: the old cookie no longer works', async () => {
    const { cookie } = await signedIn(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/bazaar_session=;/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a browser session after 24 h idle, and slides the limit while it is used', async () => {
    const { user, cookie } = await signedIn(t);
    const db = t.database.db;
    // Used 23 h ago: still alive, and the use moves the limit a day ahead again.
    await db.execute(
      sql`update sessions set expires_at = now() + interval '1 hour' where user_id = ${user.id}`,
    );
    expect((await me(cookie)).statusCode).toBe(200);
    const rows = await db.execute(
      sql`select expires_at > now() + interval '23 hours' as slid from sessions where user_id = ${user.id}`,
    );
    expect((rows as unknown as { rows: { slid: boolean }[] }).rows[0]!.slid).toBe(true);
    await db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('abuse', () => {
  it('limits attempts per account: 429 with Retry-After, even with the right password', async () => {
    await account('target@example.in');
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: 'target@example.in', password: `guess-${i}` })).statusCode).toBe(401);
    }
    const res = await login({ email: 'target@example.in', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.message).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./);
  });

  it('limits attempts per IP address', async () => {
    const address = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await login({ email: `p${i}@example.in`, password: 'whatever1' }, {}, address)).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('refuses a cross-site POST with 403 and accepts our own origin', async () => {
    await account('csrf@example.in');
    const payload = { email: 'csrf@example.in', password: TEST_PASSWORD };
    const evil = await login(payload, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['set-cookie']).toBeUndefined();
    expect((await login(payload, { referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await login(payload, { origin: 'null' })).statusCode).toBe(403);
    expect((await login(payload, { origin: t.config.publicUrl })).statusCode).toBe(200);
    expect(
      (await login(payload, { origin: 'http://bazaar.lan:8080', host: 'bazaar.lan:8080' })).statusCode,
    ).toBe(200);
    const { cookie } = await signedIn(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });
});
