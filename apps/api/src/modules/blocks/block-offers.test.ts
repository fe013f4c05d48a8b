import type { AddressInfo } from 'node:net';
import type { ConversationSummary, MadeOffer, Offer } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { openEvents } from '../../test/sse.ts';
import { as } from '../../test/social.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const CANNOT = { error: { code: 'cannot_message', message: "You can't message this person" } };
const YOU_BLOCKED = {
  error: { code: 'you_blocked', message: 'You blocked this person — unblock in Settings' },
};

/**
 * Two people with open offers on each other's ads (Seema's ad gets Bharat's offer, Bharat's ad
 * gets Seema's), and a third person's open offer on Seema's ad that no block between the two
 * may touch.
 */
async function offersBothWays() {
  const s = await signedIn(t, { name: 'Seema Seller' });
  const b = await signedIn(t, { name: 'Bharat Buyer' });
  const o = await signedIn(t, { name: 'Omkar Other' });
  const seema = as(t, s.cookie);
  const bharat = as(t, b.cookie);
  const other = as(t, o.cookie);
  const seemasAd = await createListing(t.database.db, s.user.id, { price: 200_000 });
  const bharatsAd = await createListing(t.database.db, b.user.id, { price: 50_000 });
  const offer = async (who: typeof seema, adId: number, amount: number) => {
    const made = await who.post(`/api/listings/${adId}/offers`, { amount, note: '' });
    expect(made.status).toBe(201);
    return made.body as MadeOffer;
  };
  return {
    s,
    b,
    seema,
    bharat,
    other,
    seemasAd,
    toSeema: await offer(bharat, seemasAd.id, 180_000),
    toBharat: await offer(seema, bharatsAd.id, 45_000),
    fromOther: await offer(other, seemasAd.id, 170_000),
  };
}

const statusOf = async (who: ReturnType<typeof as>, offerId: number) =>
  ((await who.get(`/api/offers/${offerId}`)).body as Offer).status;
const noticeCount = async (who: ReturnType<typeof as>) =>
  ((await who.get('/api/notifications')).body as { items: unknown[] }).items.length;

describe('a block and the offers between the two people', () => {
  it('closes the open offers both ways, tells nobody, and leaves other people’s offers open', async () => {
    const p = await offersBothWays();
    const notices = { seema: await noticeCount(p.seema), bharat: await noticeCount(p.bharat) };

    expect((await p.seema.post('/api/blocks', { userId: p.b.user.id })).status).toBe(201);

    expect(await statusOf(p.seema, p.toSeema.offer.id)).toBe('closed');
    expect(await statusOf(p.bharat, p.toSeema.offer.id)).toBe('closed');
    expect(await statusOf(p.seema, p.toBharat.offer.id)).toBe('closed');
    expect(await statusOf(p.other, p.fromOther.offer.id)).toBe('open');
    // No "your offer was closed" for the blocked buyer (it would give the block away), and none
    // for the blocker, who did it.
    expect(await noticeCount(p.bharat)).toBe(notices.bharat);
    expect(await noticeCount(p.seema)).toBe(notices.seema);
    // The third person's offer can still be answered.
    expect((await p.seema.post(`/api/offers/${p.fromOther.offer.id}/accept`)).status).toBe(200);
  });

  it('answers accept and decline across the block with the same refusals as messages', async () => {
    const p = await offersBothWays();
    await p.seema.post('/api/blocks', { userId: p.b.user.id });
    for (const action of ['accept', 'decline']) {
      // The blocker, on the blocked person's offer: reminded of the block.
      expect(await p.seema.post(`/api/offers/${p.toSeema.offer.id}/${action}`)).toEqual({
        status: 403,
        body: YOU_BLOCKED,
      });
      // The blocked person, on the blocker's offer: only "You can't message this person".
      expect(await p.bharat.post(`/api/offers/${p.toBharat.offer.id}/${action}`)).toEqual({
        status: 403,
        body: CANNOT,
      });
    }
    // Not the seller: still refused as before, block or not (nothing new is given away).
    expect((await p.bharat.post(`/api/offers/${p.toSeema.offer.id}/accept`)).body.error.code).toBe(
      'not_seller',
    );
    // After an unblock the closed offers stay closed; a new offer is answered as usual.
    await p.seema.delete(`/api/blocks/${p.b.user.id}`);
    expect((await p.seema.post(`/api/offers/${p.toSeema.offer.id}/accept`)).body.error.code).toBe(
      'offer_closed',
    );
    const again = await p.bharat.post(`/api/listings/${p.seemasAd.id}/offers`, { amount: 185_000, note: '' });
    expect((await p.seema.post(`/api/offers/${again.body.offer.id}/accept`)).status).toBe(200);
  });

  it('an accept racing the block: accepted before it, or refused and closed by it, never both', async () => {
    for (let round = 0; round < 6; round++) {
      const p = await offersBothWays();
      const [accepted, blocked] = await Promise.all([
        round % 2
          ? p.seema.post(`/api/offers/${p.toSeema.offer.id}/accept`)
          : p.bharat.post(`/api/offers/${p.toBharat.offer.id}/accept`),
        p.seema.post('/api/blocks', { userId: p.b.user.id }),
      ]);
      expect(blocked.status).toBe(201);
      const offerId = round % 2 ? p.toSeema.offer.id : p.toBharat.offer.id;
      const status = await statusOf(p.seema, offerId);
      if (accepted.status === 200) {
        // Accepted first: the block found it answered and left it so.
        expect(status).toBe('accepted');
      } else {
        expect(accepted).toEqual({ status: 403, body: round % 2 ? YOU_BLOCKED : CANNOT });
        expect(status).toBe('closed');
      }
      // Whatever the order, nothing between the two is left open.
      const other = round % 2 ? p.toBharat.offer.id : p.toSeema.offer.id;
      expect(await statusOf(p.seema, other)).toBe('closed');
    }
  });

  it('tells the blocker’s other tabs, and nothing at all to the blocked person’s', async () => {
    const p = await offersBothWays();
    const c = (await p.bharat.post(`/api/listings/${p.seemasAd.id}/conversation`))
      .body as ConversationSummary;
    const blockerTab = await openEvents(base, p.s.cookie);
    const blockedTab = await openEvents(base, p.b.cookie);
    try {
      await p.seema.post('/api/blocks', { conversationId: c.id });
      expect(await blockerTab.next('blocks')).toEqual({ type: 'blocks' });
      await p.seema.delete(`/api/blocks/${p.b.user.id}`);
      expect(await blockerTab.next('blocks')).toEqual({ type: 'blocks' });
      // A message after the unblock reaches the once-blocked tab: had anything about the block
      // been sent to it, it would have arrived before this.
      await p.seema.post(`/api/conversations/${c.id}/messages`, { body: 'Sorry, my mistake' });
      await blockedTab.next('message');
      for (const e of blockedTab.pending()) expect(e.type).toBe('notification');
    } finally {
      blockerTab.close();
      blockedTab.close();
    }
  });
});
