import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/passwords.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { TEST_PASSWORD } from '../test/auth.ts';
import { createUser } from '../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

async function owner(email: string) {
  await createUser(t.database.db, {
    email,
    name: 'Asha Verma',
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
}

describe('guessing a password', () => {
  it('from 100 addresses cannot lock the owner out of their usual address; they hear of it once', async () => {
    const email = 'asha.owner@example.in';
    const home = '198.51.100.7';
    await owner(email);
    expect((await login(email, TEST_PASSWORD, home)).statusCode).toBe(200);

    const codes: number[] = [];
    for (let i = 1; i <= 100; i++) {
      codes.push((await login(email, `guess-number-${i}`, `203.0.113.${i}`)).statusCode);
    }
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    // Most guesses never reach the password check.
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(80);

    const started = Date.now();
    const res = await login(email, TEST_PASSWORD, home);
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);

    await new Promise((resolve) => setTimeout(resolve, 50)); // mail goes out after the answer
    const warnings = t.sent.filter((m) => m.to === email);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.subject).toMatch(/sign in/i);
    expect(warnings[0]!.text).toContain('/forgot');
  });

  it('the owner mistyping at their usual address is slowed, not refused', async () => {
    const email = 'bilal.owner@example.in';
    const home = '198.51.100.8';
    await owner(email);
    expect((await login(email, TEST_PASSWORD, home)).statusCode).toBe(200);
    for (let i = 0; i < 12; i++) await login(email, `typo-${i}`, home);
    expect((await login(email, TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it('an address the account never signed in from is refused once the account is under attack', async () => {
    const email = 'chitra.owner@example.in';
    await owner(email);
    for (let i = 1; i <= 10; i++) await login(email, `guess-${i}`, `192.0.2.${i}`);
    const res = await login(email, TEST_PASSWORD, '192.0.2.200');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('one address trying many accounts is still stopped', async () => {
    const address = '198.51.100.99';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await login(`p${i}@example.in`, 'whatever1', address)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
