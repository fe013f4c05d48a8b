import {
  LIMITS,
  type ChatMessage,
  type ConversationSummary,
  type Inbox,
  type MessagesPage,
} from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { SETTLED_ACCOUNT, createListing } from '../../test/factories.ts';
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

async function openConversation(listingId = people.listing.id, who = buyer) {
  const res = await who.post(`/api/listings/${listingId}/conversation`);
  expect(res.status).toBe(200);
  return res.body as ConversationSummary;
}

const send = (id: number, body: string, who = buyer) =>
  who.post(`/api/conversations/${id}/messages`, { body });

describe('chat with seller', () => {
  it('needs an account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${people.listing.id}/conversation`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('opens the same conversation for the same ad and buyer every time', async () => {
    const first = await openConversation();
    const again = await openConversation();
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      role: 'buyer',
      listing: { id: people.listing.id, title: people.listing.title, status: 'active' },
      other: { id: people.seller.user.id, name: 'Asha Seller' },
      lastMessage: null,
      unread: 0,
      closed: false,
    });
  });

  it('is not for one’s own ad, nor for an ad that does not exist', async () => {
    const own = await seller.post(`/api/listings/${people.listing.id}/conversation`);
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe('own_ad');
    expect((await buyer.post('/api/listings/999999/conversation')).status).toBe(404);
  });

  it('delivers messages both ways and shows them to both parties', async () => {
    const c = await openConversation();
    const sent = await send(c.id, 'Is it still available?');
    expect(sent.status).toBe(201);
    expect(sent.body as ChatMessage).toMatchObject({
      body: 'Is it still available?',
      senderId: people.buyer.user.id,
    });
    expect((await send(c.id, 'Yes, come and see it', seller)).status).toBe(201);

    for (const who of [buyer, seller]) {
      const page = (await who.get(`/api/conversations/${c.id}/messages`)).body as MessagesPage;
      expect(page.items.map((m) => m.body).slice(-2)).toEqual([
        'Is it still available?',
        'Yes, come and see it',
      ]);
    }
    const sellerView = (await seller.get(`/api/conversations/${c.id}`)).body as ConversationSummary;
    expect(sellerView).toMatchObject({
      role: 'seller',
      other: { id: people.buyer.user.id, name: 'Bilal Buyer' },
    });
  });

  it('keeps the text exactly as typed: markup stays text', async () => {
    const c = await openConversation();
    const html = '<img src=x onerror="alert(1)"><b>bold</b> & "quotes"';
    await send(c.id, html);
    const page = (await seller.get(`/api/conversations/${c.id}/messages`)).body as MessagesPage;
    expect(page.items.at(-1)!.body).toBe(html);
  });

  it('takes 1 to 2000 characters, trimmed', async () => {
    const c = await openConversation();
    expect((await send(c.id, '')).status).toBe(400);
    expect((await send(c.id, '   \n  ')).status).toBe(400);
    expect((await send(c.id, 'x'.repeat(LIMITS.messageMax + 1))).status).toBe(400);
    const longest = await send(c.id, 'y'.repeat(LIMITS.messageMax));
    expect(longest.status).toBe(201);
    const padded = await send(c.id, '  ok  ');
    expect(padded.body.body).toBe('ok');
  });
});

describe('privacy', () => {
  it('hides a conversation from everyone but its two parties', async () => {
    const c = await openConversation();
    await send(c.id, 'Private question');
    expect((await stranger.get(`/api/conversations/${c.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/conversations/${c.id}/messages`)).status).toBe(404);
    expect((await send(c.id, 'Let me in', stranger)).status).toBe(404);
    expect((await stranger.post(`/api/conversations/${c.id}/read`, { upTo: 1 })).status).toBe(404);
    const inbox = (await stranger.get('/api/conversations')).body as Inbox;
    expect(inbox.items).toEqual([]);
    expect((await stranger.get('/api/conversations/unread-count')).body).toEqual({ count: 0 });
  });
});

describe('inbox and unread counts', () => {
  it('lists conversations with messages, newest first, with unread counts for each side', async () => {
    const s = await signedIn(t, { name: 'Inbox Seller' });
    const b = await signedIn(t, { name: 'Inbox Buyer' });
    const sellerApi = as(t, s.cookie);
    const buyerApi = as(t, b.cookie);
    const car = await createListing(t.database.db, s.user.id, { title: 'Honda City 2018' });
    const bike = await createListing(t.database.db, s.user.id, { title: 'Royal Enfield Classic 350' });
    const empty = await createListing(t.database.db, s.user.id, { title: 'Never written about' });

    const carChat = await openConversation(car.id, buyerApi);
    const bikeChat = await openConversation(bike.id, buyerApi);
    await openConversation(empty.id, buyerApi);
    await send(carChat.id, 'First about the car', buyerApi);
    await send(bikeChat.id, 'About the bike', buyerApi);
    await send(carChat.id, 'Second about the car', buyerApi);

    const inbox = (await sellerApi.get('/api/conversations')).body as Inbox;
    // The conversation without messages is not in the inbox.
    expect(inbox.items.map((i) => i.listing.title)).toEqual(['Honda City 2018', 'Royal Enfield Classic 350']);
    expect(inbox.items[0]).toMatchObject({
      unread: 2,
      role: 'seller',
      other: { name: 'Inbox Buyer' },
      lastMessage: { body: 'Second about the car' },
    });
    expect(inbox.items[1]!.unread).toBe(1);
    expect((await sellerApi.get('/api/conversations/unread-count')).body).toEqual({ count: 3 });
    // Their own messages are never unread for the sender.
    expect((await buyerApi.get('/api/conversations/unread-count')).body).toEqual({ count: 0 });

    const page = (await sellerApi.get(`/api/conversations/${carChat.id}/messages`)).body as MessagesPage;
    const read = await sellerApi.post(`/api/conversations/${carChat.id}/read`, {
      upTo: page.items.at(-1)!.id,
    });
    expect(read.status).toBe(204);
    expect((await sellerApi.get('/api/conversations/unread-count')).body).toEqual({ count: 1 });

    // Reading "up to" a message id beyond the thread does not pre-read messages still to come.
    await sellerApi.post(`/api/conversations/${bikeChat.id}/read`, { upTo: Number.MAX_SAFE_INTEGER });
    await send(bikeChat.id, 'Still there?', buyerApi);
    expect((await sellerApi.get('/api/conversations/unread-count')).body).toEqual({ count: 1 });

    // The seller replies: now the buyer has one unread message.
    await send(carChat.id, 'Yes, it is available', sellerApi);
    const buyerInbox = (await buyerApi.get('/api/conversations')).body as Inbox;
    expect(buyerInbox.items[0]).toMatchObject({ listing: { title: 'Honda City 2018' }, unread: 1 });
  });

  it('pages the inbox', async () => {
    const s = await signedIn(t);
    const b = await signedIn(t, SETTLED_ACCOUNT);
    const buyerApi = as(t, b.cookie);
    const total = LIMITS.inboxPageSize + 2;
    for (let i = 0; i < total; i++) {
      const ad = await createListing(t.database.db, s.user.id);
      const c = await openConversation(ad.id, buyerApi);
      await send(c.id, `hello ${i}`, buyerApi);
    }
    const first = (await buyerApi.get('/api/conversations')).body as Inbox;
    expect(first.items).toHaveLength(LIMITS.inboxPageSize);
    expect(first.nextCursor).not.toBeNull();
    const second = (await buyerApi.get(`/api/conversations?cursor=${encodeURIComponent(first.nextCursor!)}`))
      .body as Inbox;
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(total);
  });
});

describe('history', () => {
  it('pages back with `before`, oldest first within a page, every message once', async () => {
    const c = await openConversation((await createListing(t.database.db, people.seller.user.id)).id);
    for (let i = 1; i <= 7; i++) await send(c.id, `message ${i}`);
    const newest = (await buyer.get(`/api/conversations/${c.id}/messages?limit=3`)).body as MessagesPage;
    expect(newest.items.map((m) => m.body)).toEqual(['message 5', 'message 6', 'message 7']);
    const middle = (
      await buyer.get(`/api/conversations/${c.id}/messages?limit=3&before=${newest.nextBefore}`)
    ).body as MessagesPage;
    expect(middle.items.map((m) => m.body)).toEqual(['message 2', 'message 3', 'message 4']);
    const oldest = (
      await buyer.get(`/api/conversations/${c.id}/messages?limit=3&before=${middle.nextBefore}`)
    ).body as MessagesPage;
    expect(oldest.items.map((m) => m.body)).toEqual(['message 1']);
    expect(oldest.nextBefore).toBeNull();
  });
});

describe('when the ad changes', () => {
  it('a sold ad keeps its conversations open', async () => {
    const ad = await createListing(t.database.db, people.seller.user.id);
    const c = await openConversation(ad.id);
    expect((await seller.post(`/api/listings/${ad.id}/sold`)).status).toBe(204);
    expect((await send(c.id, 'Sorry I missed it — any other car?')).status).toBe(201);
    expect(((await buyer.get(`/api/conversations/${c.id}`)).body as ConversationSummary).closed).toBe(false);
  });

  it('a removed ad closes its conversations to new messages, and none can be started', async () => {
    const ad = await createListing(t.database.db, people.seller.user.id);
    const c = await openConversation(ad.id);
    await send(c.id, 'Before it went');
    expect((await seller.delete(`/api/listings/${ad.id}`)).status).toBe(204);

    for (const who of [buyer, seller]) {
      const res = await send(c.id, 'Hello?', who);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'conversation_closed' });
      expect(res.body.error.message).toMatch(/removed/);
    }
    const summary = (await buyer.get(`/api/conversations/${c.id}`)).body as ConversationSummary;
    expect(summary.closed).toBe(true);
    // The history stays readable.
    expect(
      ((await buyer.get(`/api/conversations/${c.id}/messages`)).body as MessagesPage).items,
    ).toHaveLength(1);
    expect((await buyer.post(`/api/listings/${ad.id}/conversation`)).status).toBe(404);
  });
});
