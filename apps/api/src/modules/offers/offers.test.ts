import {
  LIMITS,
  type MadeOffer,
  type MessagesPage,
  type NotificationsPage,
  type Offer,
} from '@bazaar/shared';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { openEvents } from '../../test/sse.ts';
import { as, sellerBuyerStranger } from '../../test/social.ts';
import { forgetRateLimits } from '../../test/factories.ts';

let t: TestApp;
let people: Awaited<ReturnType<typeof sellerBuyerStranger>>;
let seller: ReturnType<typeof as>;
let buyer: ReturnType<typeof as>;
let stranger: ReturnType<typeof as>;

beforeAll(async () => {
  t = await testApp();
  people = await sellerBuyerStranger(t);
  seller = as(t, people.seller.cookie);
  buyer = as(t, people.buyer.cookie);
  stranger = as(t, people.stranger.cookie);
});
// One buyer makes offers through the whole file; the limits have their own test (security/).
beforeEach(() => forgetRateLimits(t.database.db));
afterAll(() => t.close());

const freshAd = () => createListing(t.database.db, people.seller.user.id, { price: 500_000 });
const offer = (listingId: number, body: object, who = buyer) =>
  who.post(`/api/listings/${listingId}/offers`, body);

describe('making an offer', () => {
  it('needs an account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${people.listing.id}/offers`,
      payload: { amount: 1000 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('is stored, shown in the thread and tells the seller', async () => {
    const ad = await freshAd();
    const res = await offer(ad.id, { amount: 420_000, note: 'Can pay today' });
    expect(res.status).toBe(201);
    const made = res.body as MadeOffer;
    expect(made.offer).toMatchObject({
      amount: 420_000,
      note: 'Can pay today',
      status: 'open',
      listingId: ad.id,
    });

    const thread = (await seller.get(`/api/conversations/${made.conversationId}/messages`))
      .body as MessagesPage;
    expect(thread.items).toHaveLength(1);
    expect(thread.items[0]).toMatchObject({
      senderId: people.buyer.user.id,
      body: 'Can pay today',
      offer: { id: made.offer.id, amount: 420_000, status: 'open' },
    });

    const bell = (await seller.get('/api/notifications')).body as NotificationsPage;
    expect(bell.items[0]).toMatchObject({
      kind: 'offer_made',
      read: false,
      listing: { id: ad.id },
      conversationId: made.conversationId,
      actor: { id: people.buyer.user.id, name: 'Bilal Buyer' },
      data: { amount: 420_000 },
    });
  });

  it('takes whole rupees above zero, up to the limit, and a short optional note', async () => {
    const ad = await freshAd();
    for (const amount of [0, -5, 12.5, LIMITS.offerMax + 1, '1000']) {
      const res = await offer(ad.id, { amount });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.error.fields).toHaveProperty('amount');
    }
    expect((await offer(ad.id, { amount: 1000, note: 'n'.repeat(LIMITS.offerNoteMax + 1) })).status).toBe(
      400,
    );
    const noNote = await offer(ad.id, { amount: LIMITS.offerMax });
    expect(noNote.status).toBe(201);
    expect(noNote.body.offer.note).toBe('');
  });

  it('keeps one open offer per buyer and ad: a new one replaces it', async () => {
    const ad = await freshAd();
    const first = (await offer(ad.id, { amount: 400_000 })).body as MadeOffer;
    const second = (await offer(ad.id, { amount: 430_000 })).body as MadeOffer;
    expect(second.conversationId).toBe(first.conversationId);
    expect(((await buyer.get(`/api/offers/${first.offer.id}`)).body as Offer).status).toBe('replaced');
    expect(((await buyer.get(`/api/offers/${second.offer.id}`)).body as Offer).status).toBe('open');
    // The replaced offer can no longer be accepted.
    const late = await seller.post(`/api/offers/${first.offer.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('offer_closed');
    // Another buyer's offer on the same ad is theirs alone and stays open.
    const other = (await offer(ad.id, { amount: 410_000 }, stranger)).body as MadeOffer;
    await offer(ad.id, { amount: 440_000 });
    expect(((await stranger.get(`/api/offers/${other.offer.id}`)).body as Offer).status).toBe('open');
  });

  it('keeps one open offer when the same buyer sends several at the same moment (two tabs, a double tap)', async () => {
    const ad = await freshAd();
    const answers = await Promise.all(
      [401_000, 402_000, 403_000, 404_000].map((amount) => offer(ad.id, { amount })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const states = await Promise.all(
      answers.map(
        async (a) =>
          ((await buyer.get(`/api/offers/${(a.body as MadeOffer).offer.id}`)).body as Offer).status,
      ),
    );
    expect(states.filter((s) => s === 'open')).toHaveLength(1);
    expect(states.filter((s) => s === 'replaced')).toHaveLength(3);
  });

  it('is refused on one’s own ad, a sold ad and a removed ad, with clear errors', async () => {
    const own = await offer(people.listing.id, { amount: 1000 }, seller);
    expect(own.status).toBe(403);
    expect(own.body.error).toMatchObject({ code: 'own_ad', message: 'This is your own ad' });

    const sold = await freshAd();
    await seller.post(`/api/listings/${sold.id}/sold`);
    const soldRes = await offer(sold.id, { amount: 1000 });
    expect(soldRes.status).toBe(409);
    expect(soldRes.body.error.code).toBe('ad_sold');

    const removed = await freshAd();
    await seller.delete(`/api/listings/${removed.id}`);
    const removedRes = await offer(removed.id, { amount: 1000 });
    expect(removedRes.status).toBe(409);
    expect(removedRes.body.error.code).toBe('ad_removed');

    expect((await offer(987654321, { amount: 1000 })).status).toBe(404);
  });
});

describe('deciding on an offer', () => {
  it('the seller accepts; the buyer is told', async () => {
    const ad = await freshAd();
    const made = (await offer(ad.id, { amount: 480_000 })).body as MadeOffer;
    const res = await seller.post(`/api/offers/${made.offer.id}/accept`);
    expect(res.status).toBe(200);
    expect(res.body as Offer).toMatchObject({ status: 'accepted' });
    expect(res.body.decidedAt).not.toBeNull();

    const bell = (await buyer.get('/api/notifications')).body as NotificationsPage;
    expect(bell.items[0]).toMatchObject({
      kind: 'offer_accepted',
      listing: { id: ad.id },
      actor: { id: people.seller.user.id },
      data: { amount: 480_000 },
    });
    const thread = (await buyer.get(`/api/conversations/${made.conversationId}/messages`))
      .body as MessagesPage;
    expect(thread.items[0]!.offer!.status).toBe('accepted');
    // Decided once.
    expect((await seller.post(`/api/offers/${made.offer.id}/decline`)).status).toBe(409);
  });

  it('the seller declines; the buyer is told', async () => {
    const ad = await freshAd();
    const made = (await offer(ad.id, { amount: 100 })).body as MadeOffer;
    expect(((await seller.post(`/api/offers/${made.offer.id}/decline`)).body as Offer).status).toBe(
      'declined',
    );
    const bell = (await buyer.get('/api/notifications')).body as NotificationsPage;
    expect(bell.items[0]!.kind).toBe('offer_declined');
  });

  it('only the seller decides: the buyer cannot accept their own offer', async () => {
    const ad = await freshAd();
    const made = (await offer(ad.id, { amount: 450_000 })).body as MadeOffer;
    const res = await buyer.post(`/api/offers/${made.offer.id}/accept`);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_seller');
    expect(((await buyer.get(`/api/offers/${made.offer.id}`)).body as Offer).status).toBe('open');
  });

  it('is invisible to anyone else (404)', async () => {
    const ad = await freshAd();
    const made = (await offer(ad.id, { amount: 450_000 })).body as MadeOffer;
    expect((await stranger.get(`/api/offers/${made.offer.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/offers/${made.offer.id}/accept`)).status).toBe(404);
    expect((await stranger.post(`/api/offers/${made.offer.id}/decline`)).status).toBe(404);
    expect((await seller.get(`/api/offers/${made.offer.id}`)).status).toBe(200);
  });

  it('is no longer possible once the ad is removed', async () => {
    const ad = await freshAd();
    const made = (await offer(ad.id, { amount: 450_000 })).body as MadeOffer;
    await seller.delete(`/api/listings/${ad.id}`);
    const res = await seller.post(`/api/offers/${made.offer.id}/accept`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('ad_removed');
  });
});

describe('when the ad is sold or removed', () => {
  type Api = ReturnType<typeof as>;
  /** Another buyer, signed in. */
  async function newBuyer() {
    const person = await signedIn(t);
    return { ...person, api: as(t, person.cookie) };
  }
  const statusOf = async (who: Api, id: number) =>
    ((await who.get(`/api/offers/${id}`)).body as Offer).status;
  const bellOf = async (who: Api) => ((await who.get('/api/notifications')).body as NotificationsPage).items;
  const closedNotices = async (who: Api) =>
    (await bellOf(who)).filter((n) => n.kind === 'offer_ad_sold' || n.kind === 'offer_ad_removed');

  /**
   * An ad with offers in every state: two buyers with an open one (the first also has an older,
   * replaced one), one accepted and one declined.
   */
  async function adWithOffers() {
    const ad = await freshAd();
    const [a, b, c, d] = [await newBuyer(), await newBuyer(), await newBuyer(), await newBuyer()];
    const replaced = (await offer(ad.id, { amount: 400_000 }, a.api)).body as MadeOffer;
    const openA = (await offer(ad.id, { amount: 410_000 }, a.api)).body as MadeOffer;
    const openB = (await offer(ad.id, { amount: 420_000 }, b.api)).body as MadeOffer;
    const accepted = (await offer(ad.id, { amount: 430_000 }, c.api)).body as MadeOffer;
    const declined = (await offer(ad.id, { amount: 100_000 }, d.api)).body as MadeOffer;
    expect((await seller.post(`/api/offers/${accepted.offer.id}/accept`)).status).toBe(200);
    expect((await seller.post(`/api/offers/${declined.offer.id}/decline`)).status).toBe(200);
    return { ad, a, b, c, d, replaced, openA, openB, accepted, declined };
  }

  it('marking it sold closes the open offers (only those) and tells each of their buyers once', async () => {
    const x = await adWithOffers();
    const sellerBell = (await bellOf(seller)).length;
    const strangerBell = (await bellOf(stranger)).length;
    expect((await seller.post(`/api/listings/${x.ad.id}/sold`)).status).toBe(204);

    expect(await statusOf(x.a.api, x.openA.offer.id)).toBe('closed');
    expect(await statusOf(x.b.api, x.openB.offer.id)).toBe('closed');
    expect(await statusOf(x.a.api, x.replaced.offer.id)).toBe('replaced');
    expect(await statusOf(x.c.api, x.accepted.offer.id)).toBe('accepted');
    expect(await statusOf(x.d.api, x.declined.offer.id)).toBe('declined');
    const closed = (await seller.get(`/api/offers/${x.openA.offer.id}`)).body as Offer;
    expect(closed.decidedAt).not.toBeNull();

    for (const [buyer, made] of [
      [x.a, x.openA],
      [x.b, x.openB],
    ] as const) {
      const told = await closedNotices(buyer.api);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        kind: 'offer_ad_sold',
        read: false,
        listing: { id: x.ad.id, status: 'sold' },
        conversationId: made.conversationId,
        actor: { id: people.seller.user.id },
        data: { amount: made.offer.amount },
      });
    }
    // The accepted and declined buyers heard their answer already; the seller and others hear nothing.
    expect(await closedNotices(x.c.api)).toEqual([]);
    expect(await closedNotices(x.d.api)).toEqual([]);
    expect(await bellOf(seller)).toHaveLength(sellerBell);
    expect(await bellOf(stranger)).toHaveLength(strangerBell);
    expect((await stranger.get(`/api/offers/${x.openA.offer.id}`)).status).toBe(404);

    // The thread shows the offer closed.
    const thread = (await x.a.api.get(`/api/conversations/${x.openA.conversationId}/messages`))
      .body as MessagesPage;
    expect(thread.items.find((m) => m.offer?.id === x.openA.offer.id)!.offer!.status).toBe('closed');

    // Selling it again, or deleting it now, tells nobody anything more.
    expect((await seller.post(`/api/listings/${x.ad.id}/sold`)).status).toBe(204);
    expect((await seller.delete(`/api/listings/${x.ad.id}`)).status).toBe(204);
    expect(await closedNotices(x.a.api)).toHaveLength(1);
    expect(await closedNotices(x.b.api)).toHaveLength(1);
    expect(await bellOf(seller)).toHaveLength(sellerBell);
  });

  it('deleting it closes the open offers (only those) and tells each of their buyers it was removed', async () => {
    const x = await adWithOffers();
    const strangerBell = (await bellOf(stranger)).length;
    expect((await seller.delete(`/api/listings/${x.ad.id}`)).status).toBe(204);

    expect(await statusOf(x.a.api, x.openA.offer.id)).toBe('closed');
    expect(await statusOf(x.b.api, x.openB.offer.id)).toBe('closed');
    expect(await statusOf(x.a.api, x.replaced.offer.id)).toBe('replaced');
    expect(await statusOf(x.c.api, x.accepted.offer.id)).toBe('accepted');
    expect(await statusOf(x.d.api, x.declined.offer.id)).toBe('declined');
    for (const [buyer, made] of [
      [x.a, x.openA],
      [x.b, x.openB],
    ] as const) {
      const told = await closedNotices(buyer.api);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        kind: 'offer_ad_removed',
        listing: { id: x.ad.id },
        conversationId: made.conversationId,
        data: { amount: made.offer.amount },
      });
    }
    expect(await closedNotices(x.c.api)).toEqual([]);
    expect(await closedNotices(x.d.api)).toEqual([]);
    expect(await bellOf(stranger)).toHaveLength(strangerBell);
  });

  it('a closed offer can no longer be accepted or declined (409 offer_closed)', async () => {
    const ad = await freshAd();
    const made = (await offer(ad.id, { amount: 450_000 })).body as MadeOffer;
    await seller.post(`/api/listings/${ad.id}/sold`);
    for (const decision of ['accept', 'decline']) {
      const res = await seller.post(`/api/offers/${made.offer.id}/${decision}`);
      expect(res.status, decision).toBe(409);
      expect(res.body.error.code).toBe('offer_closed');
    }
    expect(await statusOf(buyer, made.offer.id)).toBe('closed');
  });

  it('republishing the ad leaves closed offers closed; the buyer can make a new one', async () => {
    for (const end of ['sold', 'removed'] as const) {
      const ad = await freshAd();
      const made = (await offer(ad.id, { amount: 450_000 })).body as MadeOffer;
      if (end === 'sold') await seller.post(`/api/listings/${ad.id}/sold`);
      else await seller.delete(`/api/listings/${ad.id}`);
      expect((await seller.post(`/api/listings/${ad.id}/republish`)).status).toBe(204);

      expect(await statusOf(buyer, made.offer.id), end).toBe('closed');
      const late = await seller.post(`/api/offers/${made.offer.id}/accept`);
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('offer_closed');

      const again = await offer(ad.id, { amount: 455_000 });
      expect(again.status).toBe(201);
      const fresh = again.body as MadeOffer;
      expect(fresh.conversationId).toBe(made.conversationId);
      expect(fresh.offer.status).toBe('open');
      expect(await statusOf(buyer, made.offer.id)).toBe('closed');
      expect(((await seller.post(`/api/offers/${fresh.offer.id}/accept`)).body as Offer).status).toBe(
        'accepted',
      );
    }
  });

  it('tells the buyer’s open tabs at once (the offer and the bell), and no one else', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const ad = await freshAd();
    const made = (await offer(ad.id, { amount: 450_000 })).body as MadeOffer;
    const buyerTab = await openEvents(base, people.buyer.cookie);
    const sellerTab = await openEvents(base, people.seller.cookie);
    const strangerTab = await openEvents(base, people.stranger.cookie);
    try {
      await seller.post(`/api/listings/${ad.id}/sold`);
      const [notice] = await closedNotices(buyer);
      expect(await buyerTab.next('offer')).toEqual({
        type: 'offer',
        conversationId: made.conversationId,
        offerId: made.offer.id,
      });
      expect(await buyerTab.next('notification')).toEqual({
        type: 'notification',
        notificationId: notice!.id,
      });
      // The seller's thread shows the card closed too; their bell does not ring.
      expect(await sellerTab.next('offer')).toMatchObject({ offerId: made.offer.id });
      expect(sellerTab.pending().filter((e) => e.type === 'notification')).toEqual([]);
      expect(strangerTab.pending()).toEqual([]);
    } finally {
      for (const tab of [buyerTab, sellerTab, strangerTab]) tab.close();
    }
  });
});
