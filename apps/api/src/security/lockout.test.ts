import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/passwords.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { TEST_PASSWORD } from '../test/auth.ts';
import { createUser } from '../test/factories.ts';

// Row 5: wrong passwords and "forgot password" calls from strangers must lock out the strangers,
// not the owner: the owner's own reset goes through, and a new password ends the lock-out.
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const mailsTo = async (to: string) => {
  await new Promise((resolve) => setTimeout(resolve, 20)); // mail goes out after the answer
  return t.sent.filter((m) => m.to === to);
};
const ATTACKERS = ['203.0.113.10', '198.18.0.10', '192.0.2.10', '100.64.0.10'];

describe('an account under attack', () => {
  it('lets its owner reset the password and then sign in from a new address', async () => {
    const email = 'rekha.owner@example.in';
    await createUser(t.database.db, {
      email,
      name: 'Rekha',
      passwordHash: await hashPassword(TEST_PASSWORD),
    });

    // 12 wrong passwords from 4 addresses, then 3 "forgot password" calls by the attacker.
    for (let i = 0; i < 12; i++)
      await post('/api/auth/login', { email, password: `guess-${i}` }, ATTACKERS[i % 4]!);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/forgot', { email }, ATTACKERS[0]!)).statusCode).toBe(202);

    // The owner, at home, asks for a reset: it is answered and the e-mail arrives.
    const home = '172.16.5.20';
    const before = (await mailsTo(email)).length;
    const forgot = await post('/api/auth/forgot', { email }, home);
    expect(forgot.statusCode).toBe(202);
    const mails = await mailsTo(email);
    expect(mails.length).toBe(before + 1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)![1]!;

    const newPassword = 'rekha-new-secret-9';
    expect((await post('/api/auth/reset', { token, password: newPassword }, home)).statusCode).toBe(204);

    // From a network the account never used (a phone on mobile data), right away.
    const res = await post('/api/auth/login', { email, password: newPassword }, '10.20.30.40');
    expect(res.statusCode).toBe(200);
  });

  it('still refuses the attackers their guesses', async () => {
    const email = 'sunil.owner@example.in';
    await createUser(t.database.db, {
      email,
      name: 'Sunil',
      passwordHash: await hashPassword(TEST_PASSWORD),
    });
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push(
        (await post('/api/auth/login', { email, password: `guess-${i}` }, ATTACKERS[i % 4]!)).statusCode,
      );
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(10);
    expect(codes.slice(-10).every((c) => c === 429)).toBe(true);
  });

  it("strangers' forgot-password calls do not fill the owner's inbox, nor learn anything", async () => {
    const email = 'tara.owner@example.in';
    await createUser(t.database.db, { email, name: 'Tara', passwordHash: await hashPassword(TEST_PASSWORD) });
    const answers = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/auth/forgot', { email }, ATTACKERS[2]!);
      expect(res.statusCode).toBe(202);
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
    expect((await mailsTo(email)).length).toBe(3);
  });
});
