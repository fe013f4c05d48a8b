import { LIMITS, type ConversationSummary, type NotificationsPage } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, forgetRateLimits } from '../../test/factories.ts';
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

const unread = async (who: ReturnType<typeof as>) =>
  ((await who.get('/api/notifications/unread-count')).body as { count: number }).count;

/** A person who keeps the ad in their favourites (the favourites API is built elsewhere; the table is shared). */
async function favouriter(listingId: number) {
  const person = await signedIn(t);
  await t.database.db.insert(favourites).values({ userId: person.user.id, listingId });
  return { ...person, api: as(t, person.cookie) };
}

// The edit form's body for a factory car ad, with a new price.
const editBody = (price: number) => ({
  title: 'Maruti Suzuki Swift VXi',
  description: 'Single owner, full service history, new tyres.',
  price,
  attributes: {
    brand: 'Maruti Suzuki',
    model: 'Swift',
    year: '2018',
    fuel: 'Petrol',
    transmission: 'Manual',
    kmDriven: '40000',
    owners: '1',
  },
  state: 'kerala',
  city: 'kochi',
  locality: 'Kakkanad',
  photoIds: [],
});

describe('the bell', () => {
  it('needs an account', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count' })).statusCode).toBe(
      401,
    );
  });

  it('tells of a new message once per conversation until it is read', async () => {
    const ad = await createListing(t.database.db, people.seller.user.id);
    const c = (await buyer.post(`/api/listings/${ad.id}/conversation`)).body as ConversationSummary;
    const before = await unread(seller);
    await buyer.post(`/api/conversations/${c.id}/messages`, { body: 'Hello' });
    await buyer.post(`/api/conversations/${c.id}/messages`, { body: 'Are you there?' });
    expect(await unread(seller)).toBe(before + 1);
    const bell = (await seller.get('/api/notifications')).body as NotificationsPage;
    expect(bell.items[0]).toMatchObject({
      kind: 'message',
      conversationId: c.id,
      listing: { id: ad.id },
      actor: { name: 'Bilal Buyer' },
    });
    // Reading the conversation reads its message notice too.
    const last = (await seller.get(`/api/conversations/${c.id}/messages`)).body.items.at(-1).id;
    await seller.post(`/api/conversations/${c.id}/read`, { upTo: last });
    expect(await unread(seller)).toBe(before);
    await buyer.post(`/api/conversations/${c.id}/messages`, { body: 'Hello again' });
    expect(await unread(seller)).toBe(before + 1);
  });

  it('marks one read, or all; someone else’s is not found', async () => {
    const ad = await createListing(t.database.db, people.seller.user.id);
    await buyer.post(`/api/listings/${ad.id}/offers`, { amount: 1000 });
    await buyer.post(`/api/listings/${people.listing.id}/offers`, { amount: 2000 });
    const bell = (await seller.get('/api/notifications')).body as NotificationsPage;
    const [newest] = bell.items;
    const count = await unread(seller);
    expect(count).toBeGreaterThanOrEqual(2);

    expect((await stranger.post(`/api/notifications/${newest!.id}/read`)).status).toBe(404);
    expect(await unread(seller)).toBe(count);

    expect((await seller.post(`/api/notifications/${newest!.id}/read`)).status).toBe(204);
    expect(await unread(seller)).toBe(count - 1);
    const after = (await seller.get('/api/notifications')).body as NotificationsPage;
    expect(after.items.find((n) => n.id === newest!.id)!.read).toBe(true);

    expect((await seller.post('/api/notifications/read-all')).status).toBe(204);
    expect(await unread(seller)).toBe(0);
    expect(
      ((await seller.get('/api/notifications')).body as NotificationsPage).items.every((n) => n.read),
    ).toBe(true);
    // Nobody else's bell is touched.
    expect((await stranger.get('/api/notifications')).body.items).toEqual([]);
  });

  it('pages back with `before`', async () => {
    const person = await signedIn(t);
    const api = as(t, person.cookie);
    const total = LIMITS.notificationsPageSize + 3;
    for (let i = 0; i < total; i++) {
      const ad = await createListing(t.database.db, person.user.id);
      // More offers than one buyer may make in an hour: the limit is not what this test is about.
      await forgetRateLimits(t.database.db);
      await buyer.post(`/api/listings/${ad.id}/offers`, { amount: 1000 + i });
    }
    const first = (await api.get('/api/notifications')).body as NotificationsPage;
    expect(first.items).toHaveLength(LIMITS.notificationsPageSize);
    expect(first.items[0]!.data.amount).toBe(1000 + total - 1);
    const second = (await api.get(`/api/notifications?before=${first.nextBefore}`)).body as NotificationsPage;
    expect(second.items.map((n) => n.data.amount)).toEqual([1002, 1001, 1000]);
    expect(second.nextBefore).toBeNull();
  });
});

describe('favourites', () => {
  it('tells everyone who keeps the ad when it is sold (not the seller, not others)', async () => {
    const ad = await createListing(t.database.db, people.seller.user.id);
    const fans = [await favouriter(ad.id), await favouriter(ad.id)];
    const strangerBefore = await unread(stranger);
    expect((await seller.post(`/api/listings/${ad.id}/sold`)).status).toBe(204);
    for (const fan of fans) {
      const bell = (await fan.api.get('/api/notifications')).body as NotificationsPage;
      expect(bell.items).toHaveLength(1);
      expect(bell.items[0]).toMatchObject({ kind: 'favourite_sold', listing: { id: ad.id, status: 'sold' } });
    }
    expect(await unread(stranger)).toBe(strangerBefore);
    // Marking it sold again tells nobody twice.
    await seller.post(`/api/listings/${ad.id}/sold`);
    expect(await unread(fans[0]!.api)).toBe(1);
  });

  it('tells them when the price drops, with the old and new price; not when it rises', async () => {
    const ad = await createListing(t.database.db, people.seller.user.id, { price: 500_000 });
    const fan = await favouriter(ad.id);
    const raised = await seller.patch(`/api/listings/${ad.id}`, editBody(520_000));
    expect(raised.status).toBe(200);
    expect(await unread(fan.api)).toBe(0);
    expect((await seller.patch(`/api/listings/${ad.id}`, editBody(450_000))).status).toBe(200);
    const bell = (await fan.api.get('/api/notifications')).body as NotificationsPage;
    expect(bell.items).toHaveLength(1);
    expect(bell.items[0]).toMatchObject({
      kind: 'price_dropped',
      listing: { id: ad.id, price: 450_000 },
      data: { before: 520_000, after: 450_000 },
    });
  });
});
