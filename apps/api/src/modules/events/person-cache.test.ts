import type { ConversationSummary } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvents } from '../../db/live-events.ts';
import { signedIn } from '../../test/auth.ts';
import { testAppPair } from '../../test/app-pair.ts';
import { createListing } from '../../test/factories.ts';
import { as } from '../../test/social.ts';
import { PersonCache } from './person-cache.ts';

// A minute: only the live events can make these tests see a fresh answer in time.
const LONG_TTL = '60000';

describe('per-person answers on two API processes sharing one database', () => {
  let pair: Awaited<ReturnType<typeof testAppPair>>;

  beforeAll(async () => {
    pair = await testAppPair({ PERSON_CACHE_MS: LONG_TTL });
  });
  afterAll(() => pair.close());

  const on = (i: 0 | 1) => pair.on(i);
  const count = async (i: 0 | 1, cookie: string, url: string) =>
    (await as(on(i), cookie).get(url)).body.count as number;
  const hearts = async (i: 0 | 1, cookie: string) =>
    (await as(on(i), cookie).get('/api/favourites/ids')).body.ids as number[];

  it('serves no stale unread count after a message, an offer or a read on the other process', async () => {
    const seller = await signedIn(on(0), { name: 'Seller reading on one' });
    const buyer = await signedIn(on(1), { name: 'Buyer writing on two' });
    const stranger = await signedIn(on(0), { name: 'Stranger on one' });
    const listing = await createListing(on(0).database.db, seller.user.id, { price: 300_000 });
    const chats = '/api/conversations/unread-count';
    const bell = '/api/notifications/unread-count';

    // Process one remembers the seller's zeros.
    expect(await count(0, seller.cookie, chats)).toBe(0);
    expect(await count(0, seller.cookie, bell)).toBe(0);
    expect(await count(0, stranger.cookie, chats)).toBe(0);

    const buyerApi = as(on(1), buyer.cookie);
    const c = (await buyerApi.post(`/api/listings/${listing.id}/conversation`)).body as ConversationSummary;
    expect(
      (await buyerApi.post(`/api/conversations/${c.id}/messages`, { body: 'Still for sale?' })).status,
    ).toBe(201);
    await expect.poll(() => count(0, seller.cookie, chats), { timeout: 3000 }).toBe(1);
    await expect.poll(() => count(0, seller.cookie, bell), { timeout: 3000 }).toBe(1);

    const offer = await buyerApi.post(`/api/listings/${listing.id}/offers`, {
      amount: 280_000,
      note: 'Cash today',
    });
    expect(offer.status).toBe(201);
    await expect.poll(() => count(0, seller.cookie, chats), { timeout: 3000 }).toBe(2);
    await expect.poll(() => count(0, seller.cookie, bell), { timeout: 3000 }).toBeGreaterThan(1);

    // Nobody else's answer changed or leaked.
    expect(await count(0, stranger.cookie, chats)).toBe(0);
    expect(await count(0, stranger.cookie, bell)).toBe(0);

    // The seller reads the thread on process two; process one hears it.
    const thread = await as(on(1), seller.cookie).get(`/api/conversations/${c.id}/messages`);
    const newest = thread.body.items.at(-1).id as number;
    const read = await on(1).app.inject({
      method: 'POST',
      url: `/api/conversations/${c.id}/read`,
      headers: { cookie: seller.cookie },
      payload: { upTo: newest },
    });
    expect(read.statusCode).toBe(204);
    await expect.poll(() => count(0, seller.cookie, chats), { timeout: 3000 }).toBe(0);

    // The buyer's own read of the bell on the process that wrote answers at once.
    expect(await count(1, buyer.cookie, bell)).toBe(0);
    await as(on(1), seller.cookie).post('/api/notifications/read-all');
    expect(await count(1, seller.cookie, bell)).toBe(0);
    await expect.poll(() => count(0, seller.cookie, bell), { timeout: 3000 }).toBe(0);
  });

  it('serves no stale hearts after a favourite is added or removed on the other process', async () => {
    const seller = await signedIn(on(0), { name: 'Heart seller' });
    const buyer = await signedIn(on(0), { name: 'Heart buyer' });
    const listing = await createListing(on(0).database.db, seller.user.id);
    expect(await hearts(0, buyer.cookie)).toEqual([]);

    const put = await on(1).app.inject({
      method: 'PUT',
      url: `/api/favourites/${listing.id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(put.statusCode).toBe(204);
    // On the process that wrote it: at once.
    expect(await hearts(1, buyer.cookie)).toEqual([listing.id]);
    await expect.poll(() => hearts(0, buyer.cookie), { timeout: 3000 }).toEqual([listing.id]);
    expect(await hearts(0, seller.cookie)).toEqual([]);

    const del = await on(1).app.inject({
      method: 'DELETE',
      url: `/api/favourites/${listing.id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(await hearts(1, buyer.cookie)).toEqual([]);
    await expect.poll(() => hearts(0, buyer.cookie), { timeout: 3000 }).toEqual([]);
  });
});

/** Live events a test can send by hand, as NOTIFY would deliver them. */
function handEvents() {
  const listeners = new Set<(payload: string) => void>();
  const events: LiveEvents = {
    publish: async (payload) => {
      for (const l of listeners) l(payload);
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    listening: async () => {},
    close: async () => listeners.clear(),
  };
  return events;
}

describe('PersonCache', () => {
  it('reads once per person while the answer stands, and again after an event names them', async () => {
    const events = handEvents();
    const cache = new PersonCache(events, 60_000);
    let reads = 0;
    const load = (n: number) => async () => (reads++, n);
    expect(await cache.get(1, 'chatsUnread', load(3))).toBe(3);
    expect(await cache.get(1, 'chatsUnread', load(4))).toBe(3);
    expect(await cache.get(2, 'chatsUnread', load(7))).toBe(7);
    expect(reads).toBe(2);
    await events.publish(JSON.stringify({ type: 'message', conversationId: 5, to: [1] }));
    expect(await cache.get(1, 'chatsUnread', load(4))).toBe(4);
    expect(await cache.get(2, 'chatsUnread', load(8))).toBe(7);
    await events.publish(JSON.stringify({ type: 'resync', to: [] }));
    expect(await cache.get(2, 'chatsUnread', load(8))).toBe(8);
    cache.close();
  });

  it('keeps nothing it read while an event about the person arrived', async () => {
    const events = handEvents();
    const cache = new PersonCache(events, 60_000);
    let release!: (n: number) => void;
    const slow = cache.get(1, 'notificationsUnread', () => new Promise<number>((r) => (release = r)));
    await events.publish(JSON.stringify({ type: 'notification', to: [1] }));
    release(0);
    expect(await slow).toBe(0);
    expect(await cache.get(1, 'notificationsUnread', async () => 1)).toBe(1);
    cache.close();
  });

  it('holds the answers of at most maxPeople people and forgets failed reads', async () => {
    const cache = new PersonCache(handEvents(), 60_000, { maxPeople: 3 });
    // Room for three people's three answers each: the nine newest single answers here.
    for (let id = 1; id <= 10; id++) await cache.get(id, 'favouriteIds', async () => [id]);
    expect(cache.size()).toBe(9);
    expect(await cache.get(10, 'favouriteIds', async () => [0])).toEqual([10]);
    expect(await cache.get(1, 'favouriteIds', async () => [0])).toEqual([0]);
    await expect(cache.get(20, 'chatsUnread', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get(20, 'chatsUnread', async () => 5)).toBe(5);
    cache.close();
  });
});
