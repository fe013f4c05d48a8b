import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { sessionCookie } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';

let t: TestApp;
let ip = 0;
// Each request from a network of its own, so only the limit a test is about is reached.
const nextIp = () => `10.1.${++ip}.1`;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const linkToken = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('sign-up', () => {
  it('e-mails a confirmation link; opening it creates the account and signs in', async () => {
    const res = await post('/api/auth/signup', {
      name: 'Kiran Rao',
      email: 'kiran@example.in',
    });
    expect(res.statusCode).toBe(202);
    expect(res.headers['set-cookie']).toBeUndefined();
    const mail = t.sent.at(-1)!;
    expect(mail.to).toBe('kiran@example.in');
    expect(mail.text).toContain('/signup/confirm?token=');
    const confirm = await post('/api/auth/signup/confirm', {
      token: linkToken(mail.text),
      name: 'Kiran Rao',
      password: 'kiran-secret-1',
    });
    expect(confirm.statusCode).toBe(201);
    expect(confirm.json()).toMatchObject({ name: 'Kiran Rao', email: 'kiran@example.in', phone: null });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(confirm) },
    });
    expect(me.json().name).toBe('Kiran Rao');
    const login = await post('/api/auth/login', { email: 'KIRAN@example.in', password: 'kiran-secret-1' });
    expect(login.statusCode).toBe(200);
  });

  it('a confirmation link works once', async () => {
    await post('/api/auth/signup', { name: 'Once', email: 'once@example.in' });
    const token = linkToken(t.sent.at(-1)!.text);
    const password = 'once-secret-1';
    expect((await post('/api/auth/signup/confirm', { token, name: 'Kiran', password })).statusCode).toBe(201);
    const again = await post('/api/auth/signup/confirm', { token, name: 'Kiran', password });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/expired or was already used/);
  });

  it('does not reveal an existing e-mail, in another case: same answer, the owner is told instead', async () => {
    await createUser(t.database.db, { email: 'meera@example.in', name: 'Meera' });
    const fresh = await post('/api/auth/signup', {
      name: 'X',
      email: 'new-person@example.in',
      password: 'password-123',
    });
    const taken = await post('/api/auth/signup', {
      name: 'X',
      email: 'MEERA@Example.IN',
      password: 'password-123',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    const mail = t.sent.at(-1)!;
    expect(mail.to).toBe('meera@example.in');
    expect(mail.subject).toMatch(/tried to sign up/);
    expect(mail.text).not.toContain('token=');
    const count = await rowsOf<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from users where lower(email) = 'meera@example.in'`,
    );
    expect(Number(count[0]!.n)).toBe(1);
  });

  it('a confirmation for an address taken since then cannot create a second account', async () => {
    await post('/api/auth/signup', { name: 'Late', email: 'late@example.in' });
    const token = linkToken(t.sent.at(-1)!.text);
    await createUser(t.database.db, { email: 'Late@example.in' });
    const res = await post('/api/auth/signup/confirm', { token, name: 'Late', password: 'password-123' });
    expect(res.statusCode).toBe(400);
  });

  it('checks each field: e-mail, name; the password (8 characters) when the link is opened', async () => {
    const res = await post('/api/auth/signup', { name: '', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['email', 'name']);
    await post('/api/auth/signup', { name: 'Short', email: 'short@example.in' });
    const token = linkToken(t.sent.at(-1)!.text);
    const short = await post('/api/auth/signup/confirm', { token, name: 'Short', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().error.fields)).toEqual(['password']);
    expect(
      (await post('/api/auth/signup/confirm', { token, name: 'Short', password: 'long-enough' })).statusCode,
    ).toBe(201);
  });

  it('limits sign-ups per address from one network (3 an hour) with 429 and Retry-After', async () => {
    const body = { name: 'Spam', email: 'victim@example.in' };
    const network = (i: number) => `10.7.7.${i}`;
    for (let i = 1; i <= 3; i++)
      expect((await post('/api/auth/signup', body, network(i))).statusCode).toBe(202);
    const res = await post('/api/auth/signup', body, network(4));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error.code).toBe('rate_limited');
    // Another network's sign-ups for the address are its own.
    expect((await post('/api/auth/signup', body, '10.8.8.1')).statusCode).toBe(202);
  });

  it('never answers with password material', async () => {
    const pw = 'visible-secret-9';
    await post('/api/auth/signup', { name: 'Leak', email: 'leak@example.in' });
    await new Promise((resolve) => setTimeout(resolve, 20)); // mail goes out after the answer
    const confirm = await post('/api/auth/signup/confirm', {
      token: linkToken(t.sent.at(-1)!.text),
      name: 'Leak',
      password: pw,
    });
    const login = await post('/api/auth/login', { email: 'leak@example.in', password: pw });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(login) },
    });
    for (const res of [confirm, login, me]) {
      expect(res.body).not.toContain(pw);
      expect(res.body).not.toContain('argon2');
      expect(res.body.toLowerCase()).not.toContain('passwordhash');
    }
  });
});
