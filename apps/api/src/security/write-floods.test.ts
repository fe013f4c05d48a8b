import { RATE_LIMITS } from '@bazaar/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications } from '../db/schema.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing, createUser } from '../test/factories.ts';
import { as } from '../test/social.ts';

// Row F: one account must not flood a conversation, nor write to dozens of sellers in seconds;
// the same holds for offers, reports and saved searches. Throwaway (new) accounts and senders the
// scam shield flagged get less; the refusal says when to try again.
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const MONTH_AGO = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
const R = RATE_LIMITS;

async function sellersWithAds(n: number) {
  const ads: number[] = [];
  for (let i = 0; i < n; i++) {
    const seller = await createUser(t.database.db, { createdAt: MONTH_AGO });
    ads.push((await createListing(t.database.db, seller.id)).id);
  }
  return ads;
}

/** Opens the conversation about each ad and writes a first message in it; gives the statuses. */
async function firstMessages(cookie: string, ads: number[]) {
  const me = as(t, cookie);
  const codes: number[] = [];
  for (const ad of ads) {
    const opened = await me.post(`/api/listings/${ad}/conversation`);
    expect(opened.status).toBe(200);
    codes.push(
      (await me.post(`/api/conversations/${opened.body.id}/messages`, { body: 'Is it available?' })).status,
    );
  }
  return codes;
}

describe('writes a person repeats', () => {
  it('a new account cannot pour messages into one conversation', async () => {
    const [ad] = await sellersWithAds(1);
    const { user, cookie } = await signedIn(t);
    const me = as(t, cookie);
    const { body: conversation } = await me.post(`/api/listings/${ad}/conversation`);
    const codes: number[] = [];
    let refusal: { status: number; body: { error: { code: string; message: string } } } | undefined;
    for (let i = 0; i < 80; i++) {
      const res = await me.post(`/api/conversations/${conversation.id}/messages`, { body: `message ${i}` });
      codes.push(res.status);
      if (res.status === 429) refusal ??= res;
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(R.messages.max.newAccount);
    expect(refusal!.body.error.code).toBe('rate_limited');
    expect(refusal!.body.error.message).toMatch(/try again|wait/i);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.senderId, user.id)));
    expect(stored!.n).toBe(R.messages.max.newAccount);
  });

  it('one account cannot write to dozens of sellers in seconds, and says when to try again', async () => {
    const ads = await sellersWithAds(40);
    const { cookie } = await signedIn(t);
    const before = await t.database.db.select({ n: count() }).from(notifications);
    const codes = await firstMessages(cookie, ads);
    expect(codes.filter((c) => c === 201)).toHaveLength(R.firstMessages.max.newAccount);
    expect(codes.slice(R.firstMessages.max.newAccount).every((c) => c === 429)).toBe(true);
    const after = await t.database.db.select({ n: count() }).from(notifications);
    expect(after[0]!.n - before[0]!.n).toBeLessThanOrEqual(R.firstMessages.max.newAccount);

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${ads.at(-1)}/conversation`,
      headers: { cookie },
    });
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${refused.json().id}/messages`,
      headers: { cookie },
      payload: { body: 'hello?' },
    });
    expect(retry.statusCode).toBe(429);
    const seconds = Number(retry.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(R.firstMessages.windowMs / 1000);
  });

  it('an account with a record gets more; a sender the scam shield flagged gets less', async () => {
    const ads = await sellersWithAds(R.firstMessages.max.newAccount + 2);
    const older = await signedIn(t, { createdAt: MONTH_AGO });
    expect((await firstMessages(older.cookie, ads)).every((c) => c === 201)).toBe(true);

    const flagged = await signedIn(t, { createdAt: MONTH_AGO });
    const codes = await firstMessages(flagged.cookie, ads.slice(0, 1));
    expect(codes).toEqual([201]);
    await t.database.db
      .update(messages)
      .set({ scamKinds: ['advance_fee'] })
      .where(eq(messages.senderId, flagged.user.id));
    const more = await firstMessages(flagged.cookie, ads.slice(1));
    expect(more.filter((c) => c === 201)).toHaveLength(R.firstMessages.max.flagged - 1);
  });

  it('offers, reports and saved searches have limits too', async () => {
    const ads = await sellersWithAds(R.offers.max.newAccount + 1);
    const me = as(t, (await signedIn(t)).cookie);
    const offers: number[] = [];
    for (const ad of ads) offers.push((await me.post(`/api/listings/${ad}/offers`, { amount: 1000 })).status);
    expect(offers.slice(0, -1).every((c) => c === 201)).toBe(true);
    expect(offers.at(-1)).toBe(429);

    const reports: number[] = [];
    for (const ad of ads.slice(0, R.reports.max.newAccount + 1))
      reports.push((await me.post(`/api/listings/${ad}/report`, { reason: 'duplicate_ad' })).status);
    expect(reports.slice(0, -1).every((c) => c === 201)).toBe(true);
    expect(reports.at(-1)).toBe(429);

    const saved: number[] = [];
    for (let i = 0; i <= R.savedSearches.max.newAccount; i++)
      saved.push((await me.post('/api/saved-searches', { query: { q: `phone ${i}` } })).status);
    expect(saved.slice(0, -1).every((c) => c === 201)).toBe(true);
    expect(saved.at(-1)).toBe(429);
  });
});
