import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { phoneAd } from '../test/http-visitor.ts';
import { as } from '../test/social.ts';

// Threat: a scammer names themselves "Bazaar Support" or "Customer Care" and then, in a chat,
// asks a buyer for an OTP "to verify the payment". Bazaar's own team never chats under a name, so
// no person may take one that reads as the team, however it is written.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('a name that poses as Bazaar’s team', () => {
  it('is refused when a sign-up is confirmed, and the link still works with a real name', async () => {
    const email = 'posing@example.in';
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Kavya', email } });
    await new Promise((resolve) => setTimeout(resolve, 20)); // mail goes out after the answer
    const token = tokenIn(t.sent.find((m) => m.to === email)!.text);
    const confirm = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup/confirm',
        payload: { token, name, password: 'a-good-long-secret' },
      });
    for (const name of ['Bazaar Support', 'Bаzааr Help', 'Customer Care', 'ＡＤＭＩＮ']) {
      const refused = await confirm(name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().error.code).toBe('reserved_name');
      expect(Object.keys(refused.json().error.fields)).toEqual(['name']);
    }
    expect((await confirm('Kavya Rao')).statusCode).toBe(201);
  });

  it('is refused as the seller name on an ad, and the account keeps its name', async () => {
    const s = await signedIn(t, { name: 'Suresh Pillai' });
    const res = await as(t, s.cookie).post(
      '/api/listings',
      phoneAd({ seller: { name: 'Bazaar Official Team' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('reserved_name');
    expect(Object.keys(res.body.error.fields)).toEqual(['seller.name']);
    const [me] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, s.user.id));
    expect(me!.name).toBe('Suresh Pillai');
    const ordinary = await as(t, s.cookie).post('/api/listings', phoneAd({ seller: { name: 'Suresh P' } }));
    expect(ordinary.status).toBe(201);
  });
});
