import { LIMITS, RATE_LIMITS } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing, createUser } from '../test/factories.ts';
import { as } from '../test/social.ts';

// A message the server refuses (a prohibited word, too long) was counted against the sender's
// message limits as if it had been sent: a person rewording a refused message, or a buyer whose
// first message to a seller was refused, ran out of messages they never sent. Only accepted
// messages count; every try, refused or not, is bounded by a more generous limit of its own.
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const R = RATE_LIMITS;
const MONTH_AGO = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
const REFUSED = [{ body: 'cocaine for the weekend?' }, { body: 'x'.repeat(LIMITS.messageMax + 1) }];

async function conversationsWith(cookie: string, n: number): Promise<number[]> {
  const me = as(t, cookie);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const seller = await createUser(t.database.db, { createdAt: MONTH_AGO });
    const ad = await createListing(t.database.db, seller.id);
    ids.push((await me.post(`/api/listings/${ad.id}/conversation`)).body.id);
  }
  return ids;
}

describe('refused messages and the sender’s limits', () => {
  it('refused messages use up none of the messages a person may send', async () => {
    const { cookie } = await signedIn(t);
    const me = as(t, cookie);
    const [id] = await conversationsWith(cookie, 1);
    const refused: number[] = [];
    for (let i = 0; i < R.messages.max.newAccount; i++)
      refused.push((await me.post(`/api/conversations/${id}/messages`, REFUSED[i % 2])).status);
    expect(refused.every((s) => s === 400)).toBe(true);
    const sent: number[] = [];
    for (let i = 0; i < R.messages.max.newAccount; i++)
      sent.push(
        (await me.post(`/api/conversations/${id}/messages`, { body: `Still available? ${i}` })).status,
      );
    expect(sent.every((s) => s === 201)).toBe(true);
    // The limit on accepted messages still holds.
    expect((await me.post(`/api/conversations/${id}/messages`, { body: 'one more' })).status).toBe(429);
  });

  it('a refused first message uses up none of the first messages to new people', async () => {
    const { cookie } = await signedIn(t);
    const me = as(t, cookie);
    const ids = await conversationsWith(cookie, R.firstMessages.max.newAccount);
    for (const id of ids) {
      expect((await me.post(`/api/conversations/${id}/messages`, REFUSED[0])).status).toBe(400);
      expect((await me.post(`/api/conversations/${id}/messages`, { body: 'Is it available?' })).status).toBe(
        201,
      );
    }
    const [next] = await conversationsWith(cookie, 1);
    expect((await me.post(`/api/conversations/${next}/messages`, { body: 'Is it available?' })).status).toBe(
      429,
    );
  });

  it('a flood of refused tries is bounded by the limit on tries', async () => {
    const { cookie } = await signedIn(t);
    const me = as(t, cookie);
    const [id] = await conversationsWith(cookie, 1);
    const codes: number[] = [];
    for (let i = 0; i <= R.messageAttempts.max.newAccount; i++)
      codes.push((await me.post(`/api/conversations/${id}/messages`, REFUSED[0])).status);
    expect(codes.slice(0, -1).every((s) => s === 400)).toBe(true);
    const refusal = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { cookie },
      payload: { body: 'an honest question' },
    });
    expect(codes.at(-1)).toBe(429);
    expect(refusal.statusCode).toBe(429);
    expect(Number(refusal.headers['retry-after'])).toBeGreaterThan(0);
  });
});
