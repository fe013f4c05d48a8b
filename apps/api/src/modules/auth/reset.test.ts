import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../../test/app.ts';
import { TEST_PASSWORD, sessionCookie, signedIn } from '../../test/auth.ts';

let t: TestApp;
let ip = 0;
const nextIp = () => `10.2.0.${++ip}`;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

async function resetToken(email: string): Promise<string> {
  const before = t.sent.length;
  expect((await post('/api/auth/forgot', { email })).statusCode).toBe(202);
  expect(t.sent.length).toBe(before + 1);
  return /reset\?token=([A-Za-z0-9_-]+)/.exec(t.sent.at(-1)!.text)![1]!;
}

describe('forgot and reset password', () => {
  it('answers an unknown e-mail exactly like a known one, and e-mails only the known', async () => {
    await signedIn(t, { email: 'known@example.in' });
    const before = t.sent.length;
    const known = await post('/api/auth/forgot', { email: 'KNOWN@example.in' });
    const unknown = await post('/api/auth/forgot', { email: 'unknown@example.in' });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(t.sent.length).toBe(before + 1);
    expect(t.sent.at(-1)!.to).toBe('known@example.in');
  });

  it('sets the new password, ends every session, and the link works once', async () => {
    const { user, cookie: elsewhere } = await signedIn(t, { email: 'reset@example.in' });
    const token = await resetToken(user.email);
    expect((await post('/api/auth/reset', { token, password: 'brand-new-pass' })).statusCode).toBe(204);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'brand-new-pass' })).statusCode,
    ).toBe(200);
    const reused = await post('/api/auth/reset', { token, password: 'another-pass-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toMatch(/expired or was already used/);
  });

  it('keeps the session of the browser that reset, if it is signed in to that account', async () => {
    const { user, cookie } = await signedIn(t, { email: 'here@example.in' });
    const { cookie: other } = await (async () => {
      const res = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      return { cookie: sessionCookie(res) };
    })();
    const token = await resetToken(user.email);
    await post('/api/auth/reset', { token, password: 'brand-new-pass' }, { cookie });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('refuses an expired link (older than 60 minutes)', async () => {
    const { user } = await signedIn(t, { email: 'late@example.in' });
    const token = await resetToken(user.email);
    await t.database.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await post('/api/auth/reset', { token, password: 'brand-new-pass' })).statusCode).toBe(400);
  });

  it('stores only a hash of the token, valid for 60 minutes', async () => {
    const { user } = await signedIn(t, { email: 'hash@example.in' });
    const token = await resetToken(user.email);
    const res = (await t.database.db.execute(
      sql`select token_hash, extract(epoch from expires_at - created_at) as ttl from email_tokens where user_id = ${user.id}`,
    )) as unknown as { rows: { token_hash: string; ttl: string }[] };
    expect(res.rows[0]!.token_hash).not.toBe(token);
    expect(res.rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.round(Number(res.rows[0]!.ttl))).toBe(3600);
  });

  it('refuses a made-up token and a short password', async () => {
    expect(
      (await post('/api/auth/reset', { token: 'x'.repeat(43), password: 'long-enough-1' })).statusCode,
    ).toBe(400);
    const short = await post('/api/auth/reset', { token: 'x'.repeat(43), password: 'short' });
    expect(short.json().error.fields.password).toBeDefined();
  });

  it('limits reset e-mails per address and network, answering the same', async () => {
    await signedIn(t, { email: 'flood@example.in' });
    const before = t.sent.length;
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await post('/api/auth/forgot', { email: 'flood@example.in' })).body);
    await new Promise((resolve) => setTimeout(resolve, 20)); // mail goes out after the answer
    expect(new Set(answers).size).toBe(1);
    expect(t.sent.slice(before).filter((m) => m.to === 'flood@example.in')).toHaveLength(3);
  });
});
