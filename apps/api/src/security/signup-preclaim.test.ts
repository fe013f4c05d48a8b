import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { sessionCookie } from '../test/auth.ts';

// Row E: signing up with someone else's address must give the attacker nothing: not the account
// (the password is chosen by whoever opens the e-mailed link) and not the owner's sign-up allowance.
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
const mailTo = async (to: string) => {
  await new Promise((resolve) => setTimeout(resolve, 20)); // mail goes out after the answer
  return t.sent.filter((m) => m.to === to);
};

const ATTACKER = '203.0.113.50';
const OWNER = '198.51.100.20';
const ATTACKER_PASSWORD = 'attacker-chose-this';

describe('a sign-up started by someone else', () => {
  it('mails none of the words typed: a name cannot carry a message in Bazaar’s mail', async () => {
    const victim = 'nisha.victim@example.in';
    const bait = 'Bazaar Security: your account is locked, unlock at http://evil.example/x';
    expect((await post('/api/auth/signup', { name: bait, email: victim }, ATTACKER)).statusCode).toBe(202);
    const [mail] = await mailTo(victim);
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).not.toContain('locked');
  });

  it('does not decide the password: the owner chooses it when opening the link', async () => {
    const victim = 'meera.victim@example.in';
    const started = await post(
      '/api/auth/signup',
      { name: 'Meera', email: victim, password: ATTACKER_PASSWORD },
      ATTACKER,
    );
    expect(started.statusCode).toBe(202);
    const [mail] = await mailTo(victim);
    const ownPassword = 'meera-own-secret-7';
    const opened = await post(
      '/api/auth/signup/confirm',
      { token: tokenIn(mail!.text), name: 'Meera', password: ownPassword },
      OWNER,
    );
    expect(opened.statusCode).toBe(201);
    expect(sessionCookie(opened)).toBeTruthy();

    const attacker = await post('/api/auth/login', { email: victim, password: ATTACKER_PASSWORD }, ATTACKER);
    expect(attacker.statusCode).toBe(401);
    const owner = await post('/api/auth/login', { email: victim, password: ownPassword }, OWNER);
    expect(owner.statusCode).toBe(200);
  });

  it('does not decide the name or the number: the owner names themselves, no number is kept', async () => {
    const victim = 'farah.victim@example.in';
    await post(
      '/api/auth/signup',
      { name: 'Attacker Name', email: victim, phone: '+919876543210' },
      ATTACKER,
    );
    const [mail] = await mailTo(victim);
    const opened = await post(
      '/api/auth/signup/confirm',
      { token: tokenIn(mail!.text), name: 'Farah Khan', password: 'farah-own-secret-7' },
      OWNER,
    );
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({ name: 'Farah Khan', phone: null });
  });

  it('opening the link without choosing a password creates nothing', async () => {
    const victim = 'nikhil.victim@example.in';
    await post('/api/auth/signup', { name: 'Nikhil', email: victim, password: ATTACKER_PASSWORD }, ATTACKER);
    const [mail] = await mailTo(victim);
    const token = tokenIn(mail!.text);
    expect((await post('/api/auth/signup/confirm', { token }, OWNER)).statusCode).toBe(400);
    const attacker = await post('/api/auth/login', { email: victim, password: ATTACKER_PASSWORD }, ATTACKER);
    expect(attacker.statusCode).toBe(401);
    // The link still works for its owner.
    const opened = await post(
      '/api/auth/signup/confirm',
      { token, name: 'Nikhil', password: 'nikhil-own-secret' },
      OWNER,
    );
    expect(opened.statusCode).toBe(201);
  });

  it('cannot keep the name typed at sign-up: confirming asks the name again', async () => {
    const victim = 'ravi.victim@example.in';
    await post('/api/auth/signup', { name: 'Attacker Name', email: victim }, ATTACKER);
    const [mail] = await mailTo(victim);
    const token = tokenIn(mail!.text);
    const nameless = await post('/api/auth/signup/confirm', { token, password: 'ravi-own-secret' }, OWNER);
    expect(nameless.statusCode).toBe(400);
    expect(Object.keys(nameless.json().error.fields)).toEqual(['name']);
    const opened = await post(
      '/api/auth/signup/confirm',
      { token, name: 'Ravi Menon', password: 'ravi-own-secret' },
      OWNER,
    );
    expect(opened.statusCode).toBe(201);
    expect(opened.json().name).toBe('Ravi Menon');
  });

  it('sends an address at most 3 confirmations an hour, whichever networks ask', async () => {
    const victim = 'omana.victim@example.in';
    for (let network = 1; network <= 7; network++)
      for (let i = 0; i < 3; i++) {
        const res = await post(
          '/api/auth/signup',
          { name: 'Omana', email: victim },
          `203.0.${network}.${i + 1}`,
        );
        expect(res.statusCode).toBe(202);
      }
    const own = await post('/api/auth/signup', { name: 'Omana', email: victim }, OWNER);
    expect(own.statusCode).toBe(202);
    const mails = await mailTo(victim);
    expect(mails).toHaveLength(3);
    // The owner finishes with any link that reached the inbox, choosing name and password.
    const opened = await post(
      '/api/auth/signup/confirm',
      { token: tokenIn(mails[0]!.text), name: 'Omana K', password: 'omana-own-secret' },
      OWNER,
    );
    expect(opened.statusCode).toBe(201);
    const login = await post('/api/auth/login', { email: victim, password: 'omana-own-secret' }, OWNER);
    expect(login.statusCode).toBe(200);
  });
});
