import type { BlockList, ConversationSummary, Inbox } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { as } from '../../test/social.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const CANNOT = { error: { code: 'cannot_message', message: "You can't message this person" } };
const YOU_BLOCKED = {
  error: { code: 'you_blocked', message: 'You blocked this person — unblock in Settings' },
};

/** A seller with two ads, a buyer who wrote about the first one, and each one's own ad. */
async function pair() {
  const s = await signedIn(t, { name: 'Seema Seller' });
  const b = await signedIn(t, { name: 'Bharat Buyer' });
  const seller = as(t, s.cookie);
  const buyer = as(t, b.cookie);
  const ad = await createListing(t.database.db, s.user.id, { price: 200_000 });
  const otherAd = await createListing(t.database.db, s.user.id, { price: 90_000 });
  const buyersAd = await createListing(t.database.db, b.user.id, { price: 50_000 });
  const c = (await buyer.post(`/api/listings/${ad.id}/conversation`)).body as ConversationSummary;
  expect((await buyer.post(`/api/conversations/${c.id}/messages`, { body: 'Still for sale?' })).status).toBe(
    201,
  );
  return { s, b, seller, buyer, ad, otherAd, buyersAd, conversationId: c.id };
}

describe('blocking', () => {
  it('needs an account', async () => {
    for (const [method, url] of [
      ['GET', '/api/blocks'],
      ['POST', '/api/blocks'],
      ['DELETE', '/api/blocks/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { userId: 1 } : undefined });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses messages and offers both ways; the blocked person learns only that they cannot message', async () => {
    const p = await pair();
    const blocked = await p.seller.post('/api/blocks', { conversationId: p.conversationId });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toMatchObject({ user: { id: p.b.user.id, name: 'Bharat Buyer' } });

    // The blocked buyer: a message in the old conversation, a new one on another ad, an offer.
    const sent = await p.buyer.post(`/api/conversations/${p.conversationId}/messages`, { body: 'Hello?' });
    expect(sent).toEqual({ status: 403, body: CANNOT });
    expect(await p.buyer.post(`/api/listings/${p.otherAd.id}/conversation`)).toEqual({
      status: 403,
      body: CANNOT,
    });
    expect(await p.buyer.post(`/api/listings/${p.ad.id}/offers`, { amount: 150_000, note: '' })).toEqual({
      status: 403,
      body: CANNOT,
    });
    // The conversation itself stays as it was for them: nothing else gives the block away.
    const theirView = (await p.buyer.get(`/api/conversations/${p.conversationId}`))
      .body as ConversationSummary;
    expect(theirView.closed).toBe(false);
    expect(((await p.buyer.get('/api/conversations')).body as Inbox).items.map((i) => i.id)).toContain(
      p.conversationId,
    );
    expect((await p.buyer.get('/api/blocks')).body).toEqual({ items: [] });

    // The seller who blocked: reminded, both in the conversation and on the buyer's own ad.
    const reply = await p.seller.post(`/api/conversations/${p.conversationId}/messages`, { body: 'Yes' });
    expect(reply).toEqual({ status: 403, body: YOU_BLOCKED });
    expect(await p.seller.post(`/api/listings/${p.buyersAd.id}/conversation`)).toEqual({
      status: 403,
      body: YOU_BLOCKED,
    });
    expect(
      await p.seller.post(`/api/listings/${p.buyersAd.id}/offers`, { amount: 40_000, note: '' }),
    ).toEqual({
      status: 403,
      body: YOU_BLOCKED,
    });

    // Nothing was written by the refused attempts.
    const thread = (await p.seller.get(`/api/conversations/${p.conversationId}/messages`)).body;
    expect(thread.items.map((m: { body: string }) => m.body)).toEqual(['Still for sale?']);
  });

  it('takes the conversation out of the blocker’s inbox and unread count; unblocking brings it back', async () => {
    const p = await pair();
    expect((await p.seller.get('/api/conversations/unread-count')).body).toEqual({ count: 1 });
    expect(((await p.seller.get('/api/conversations')).body as Inbox).items).toHaveLength(1);

    await p.seller.post('/api/blocks', { userId: p.b.user.id });
    expect(((await p.seller.get('/api/conversations')).body as Inbox).items).toEqual([]);
    expect((await p.seller.get('/api/conversations/unread-count')).body).toEqual({ count: 0 });
    const list = (await p.seller.get('/api/blocks')).body as BlockList;
    expect(list.items).toEqual([
      { user: { id: p.b.user.id, name: 'Bharat Buyer' }, blockedAt: expect.any(String) },
    ]);
    expect(Date.now() - Date.parse(list.items[0]!.blockedAt)).toBeLessThan(60_000);

    expect((await p.seller.delete(`/api/blocks/${p.b.user.id}`)).status).toBe(204);
    expect((await p.seller.get('/api/blocks')).body).toEqual({ items: [] });
    expect(((await p.seller.get('/api/conversations')).body as Inbox).items.map((i) => i.id)).toEqual([
      p.conversationId,
    ]);
    expect((await p.seller.get('/api/conversations/unread-count')).body).toEqual({ count: 1 });
    // Both ways open again.
    expect(
      (await p.seller.post(`/api/conversations/${p.conversationId}/messages`, { body: 'Yes' })).status,
    ).toBe(201);
    expect(
      (await p.buyer.post(`/api/listings/${p.ad.id}/offers`, { amount: 180_000, note: '' })).status,
    ).toBe(201);
    expect((await p.seller.post(`/api/listings/${p.buyersAd.id}/conversation`)).status).toBe(200);
  });

  it('blocks the blocked person’s own way too: the buyer who blocks the seller', async () => {
    const p = await pair();
    await p.buyer.post('/api/blocks', { conversationId: p.conversationId });
    expect((await p.buyer.get('/api/conversations')).body.items).toEqual([]);
    expect(await p.seller.post(`/api/conversations/${p.conversationId}/messages`, { body: 'Hi' })).toEqual({
      status: 403,
      body: CANNOT,
    });
    expect(await p.seller.post(`/api/listings/${p.buyersAd.id}/offers`, { amount: 1_000, note: '' })).toEqual(
      {
        status: 403,
        body: CANNOT,
      },
    );
    expect(await p.buyer.post(`/api/listings/${p.otherAd.id}/offers`, { amount: 1_000, note: '' })).toEqual({
      status: 403,
      body: YOU_BLOCKED,
    });
    // The seller still has the conversation (they were not the one who blocked).
    expect((await p.seller.get('/api/conversations')).body.items).toHaveLength(1);
  });

  it('blocking twice is one block; unblocking someone not blocked is fine', async () => {
    const p = await pair();
    const first = await p.seller.post('/api/blocks', { userId: p.b.user.id });
    const again = await p.seller.post('/api/blocks', { conversationId: p.conversationId });
    expect(again.body.blockedAt).toBe(first.body.blockedAt);
    expect((await p.seller.get('/api/blocks')).body.items).toHaveLength(1);
    const stranger = await signedIn(t);
    expect((await p.seller.delete(`/api/blocks/${stranger.user.id}`)).status).toBe(204);
  });

  it('refuses blocking oneself, nobody, or through someone else’s conversation', async () => {
    const p = await pair();
    expect((await p.seller.post('/api/blocks', { userId: p.s.user.id })).status).toBe(400);
    expect((await p.seller.post('/api/blocks', { userId: 999_999_999 })).status).toBe(404);
    expect((await p.seller.post('/api/blocks', {})).status).toBe(400);
    expect((await p.seller.post('/api/blocks', { userId: p.b.user.id, conversationId: 1 })).status).toBe(400);
    const outsider = as(t, (await signedIn(t)).cookie);
    expect((await outsider.post('/api/blocks', { conversationId: p.conversationId })).status).toBe(404);
    expect((await outsider.get('/api/blocks')).body).toEqual({ items: [] });
  });

  it('stops messages sent at the same moment as the block once the block is answered', async () => {
    const p = await pair();
    const before = await p.seller.get(`/api/conversations/${p.conversationId}/messages`);
    const sends = Array.from({ length: 6 }, (_, i) =>
      p.buyer.post(`/api/conversations/${p.conversationId}/messages`, { body: `burst ${i}` }),
    );
    const block = await p.seller.post('/api/blocks', { userId: p.b.user.id });
    expect(block.status).toBe(201);
    const after = await p.buyer.post(`/api/conversations/${p.conversationId}/messages`, { body: 'late' });
    expect(after.status).toBe(403);
    const answers = await Promise.all(sends);
    for (const a of answers) expect([201, 403]).toContain(a.status);
    const delivered = answers.filter((a) => a.status === 201).length;
    const thread = (await p.seller.get(`/api/conversations/${p.conversationId}/messages?limit=60`)).body;
    // Exactly the accepted ones are stored; nothing refused or sent after the block.
    expect(thread.items.length).toBe(before.body.items.length + delivered);
    expect(thread.items.map((m: { body: string }) => m.body)).not.toContain('late');
  });
});
