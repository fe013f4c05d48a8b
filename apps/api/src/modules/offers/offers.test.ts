import {
  LIMITS,
  type MadeOffer,
  type MessagesPage,
  type NotificationsPage,
  type Offer,
} from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { createListing } from '../../test/factories.ts';
import { as, sellerBuyerStranger } from '../../test/social.ts';

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
