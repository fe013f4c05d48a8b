import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';

// The session cache on, long enough that only an explicit forget can end a session within a test.
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await testApp({ SESSION_CACHE_MS: '60000' });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.3.0.${++ip}`,
  });

describe('sessions remembered by the process', () => {
  it('answer from memory: the database is not read again for the same cookie', async () => {
    const { user, cookie } = await signedIn(t, { email: 'cached@example.in', name: 'Asha Rao' });
    expect((await me(cookie)).json().name).toBe('Asha Rao');
    // Changed behind the process's back (as another process would): this one still remembers.
    await t.database.db.execute(sql`update users set name = 'Asha R' where id = ${user.id}`);
    expect((await me(cookie)).json().name).toBe('Asha Rao');
  });

  it('end at once on sign-out, in the process that signed out', async () => {
    const { cookie } = await signedIn(t, { email: 'leaving@example.in' });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, cookie)).statusCode).toBeLessThan(300);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('give the same /api/auth/session answer while remembered, and none the moment it ends', async () => {
    const { cookie } = await signedIn(t, { email: 'session-answer@example.in', name: 'Ravi Menon' });
    const session = () => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    const first = await session();
    expect(first.json().user.name).toBe('Ravi Menon');
    expect((await session()).body).toBe(first.body);
    expect((await post('/api/auth/logout', {}, cookie)).statusCode).toBeLessThan(300);
    expect((await session()).json()).toEqual({ user: null });
  });

  it('end everywhere but the resetting browser at once when the password is reset', async () => {
    const { user, cookie: elsewhere } = await signedIn(t, { email: 'reset-cached@example.in' });
    expect((await me(elsewhere)).statusCode).toBe(200);
    expect((await post('/api/auth/forgot', { email: user.email })).statusCode).toBe(202);
    const token = /reset\?token=([A-Za-z0-9_-]+)/.exec(t.sent.at(-1)!.text)![1]!;
    expect((await post('/api/auth/reset', { token, password: 'a brand new secret' })).statusCode).toBe(204);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('never outlive the session itself', async () => {
    const { user, cookie } = await signedIn(t, { email: 'expiring@example.in' });
    await t.database.db.execute(
      sql`update sessions set expires_at = now() + interval '300 milliseconds' where user_id = ${user.id}`,
    );
    // Persistent sessions do not slide, so the row keeps its near end; the cache must honour it.
    await t.database.db.execute(sql`update sessions set persistent = true where user_id = ${user.id}`);
    expect((await me(cookie)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
