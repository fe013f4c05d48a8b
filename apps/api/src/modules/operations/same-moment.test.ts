import { LIMITS, type ConversationSummary, type CreatedListing, type MadeOffer } from '@bazaar/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  emailTokens,
  favourites,
  listingPhotos,
  listings,
  messages,
  notifications,
  offers,
  sessions,
  uploads,
  users,
} from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { TEST_PASSWORD, sessionCookie } from '../../test/auth.ts';
import { addPhotos, createListing, createUser } from '../../test/factories.ts';
import { as } from '../../test/social.ts';
import { carAd } from '../../test/http-visitor.ts';
import { upload, uploadIds } from '../../test/uploads.ts';

// The same person sending the same (or conflicting) writes at the same moment: a double tap, two
// tabs. On PostgreSQL these really run side by side; none may answer 500 or leave wrong data.

let t: TestApp;
let ip = 0;
const nextIp = () => `10.9.0.${++ip}`;

beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Starts `n` calls of `fn` together and waits for all of them. */
const atOnce = <T>(n: number, fn: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

/** Every answer a sensible one: no 5xx, and only the statuses this route may give. */
function expectOnly(answers: { status: number; body?: unknown }[], allowed: number[]) {
  for (const a of answers) expect(allowed, JSON.stringify(a.body)).toContain(a.status);
}

/** `app.inject` as a person (cookie) or as a visitor from one address; status and JSON body back. */
async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  opts: { cookie?: string; payload?: object; remoteAddress?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    remoteAddress: opts.remoteAddress,
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, res };
}

const db = () => t.database.db;

let passwordHash: string | undefined;
/** A person with a password, signed in from an address of their own (sign-in is throttled per address). */
async function person() {
  passwordHash ??= await hashPassword(TEST_PASSWORD);
  const user = await createUser(db(), { passwordHash });
  const res = await call('POST', '/api/auth/login', {
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: nextIp(),
  });
  return { user, cookie: sessionCookie(res.res) };
}

/** How many rows of `table` match `where`. */
async function countOf(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db().select({ n: count() }).from(table).where(where);
  return Number(row!.n);
}

/** The sell form's car ad (title left to be made from brand, model and year). */
const car = (photoIds: number[] = [], price = 450_000) => carAd('', price, photoIds);

const linkToken = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('accounts, at the same moment', () => {
  it('sign-up: the budget per address and network counts every one of several at once', async () => {
    const body = { name: 'Twin Tabs', email: 'twin-signup@example.in', password: 'twin-secret-1' };
    const answers = await atOnce(5, () =>
      call('POST', '/api/auth/signup', { payload: body, remoteAddress: nextIp() }),
    );
    expect(statuses(answers)).toEqual([202, 202, 202, 429, 429]);
  });

  it('confirming the sign-up links of one address at once makes one account; the rest are refused', async () => {
    const before = t.sent.length;
    const body = { name: 'Double Click', email: 'double-confirm@example.in', password: 'double-secret-1' };
    await call('POST', '/api/auth/signup', { payload: body, remoteAddress: nextIp() });
    await call('POST', '/api/auth/signup', { payload: body, remoteAddress: nextIp() });
    const [first, second] = t.sent.slice(before).map((m) => linkToken(m.text));
    const answers = await atOnce(6, (i) =>
      call('POST', '/api/auth/signup/confirm', {
        payload: { token: i % 2 ? first! : second!, name: body.name, password: 'twin-secret-1' },
        remoteAddress: nextIp(),
      }),
    );
    expectOnly(answers, [201, 400]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await countOf(users, eq(users.email, body.email))).toBe(1);
  });

  it('signing in several times at once gives each tab its own session; the one signed-in cookie rotates', async () => {
    const { user, cookie } = await person();
    const answers = await atOnce(5, () =>
      call('POST', '/api/auth/login', {
        cookie,
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress: nextIp(),
      }),
    );
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => sessionCookie(a.res))).size).toBe(5);
    expect(await countOf(sessions, eq(sessions.userId, user.id))).toBe(5);
    expect((await call('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('signing out several times at once ends the session and answers 204 to each', async () => {
    const { user, cookie } = await person();
    const answers = await atOnce(4, () => call('POST', '/api/auth/logout', { cookie }));
    expect(statuses(answers)).toEqual([204, 204, 204, 204]);
    expect(await countOf(sessions, eq(sessions.userId, user.id))).toBe(0);
  });

  it('forgot password: several at once are counted (the same answer, 3 e-mails); the link works once', async () => {
    const { user, cookie } = await person();
    const before = t.sent.length;
    const asked = await atOnce(5, () =>
      call('POST', '/api/auth/forgot', { payload: { email: user.email }, remoteAddress: nextIp() }),
    );
    expect(statuses(asked)).toEqual([202, 202, 202, 202, 202]);
    await new Promise((resolve) => setTimeout(resolve, 20)); // mail goes out after the answer
    expect(t.sent.length).toBe(before + 3);

    const token = linkToken(t.sent.at(-1)!.text);
    const answers = await atOnce(6, (i) =>
      call('POST', '/api/auth/reset', {
        payload: { token, password: `new-password-${i}` },
        remoteAddress: nextIp(),
      }),
    );
    expect(statuses(answers)).toEqual([204, 400, 400, 400, 400, 400]);
    const chosen = `new-password-${answers.findIndex((a) => a.status === 204)}`;
    const login = await call('POST', '/api/auth/login', {
      payload: { email: user.email, password: chosen },
      remoteAddress: nextIp(),
    });
    expect(login.status).toBe(200);
    expect((await call('GET', '/api/auth/me', { cookie })).status).toBe(401);
    // The other links of the account died with the reset.
    expect(await countOf(emailTokens, eq(emailTokens.userId, user.id))).toBe(0);
  });
});

describe('favourites, at the same moment', () => {
  it('adding the same ad several times at once keeps one favourite', async () => {
    const { cookie, user } = await person();
    const seller = await createUser(db());
    const ad = await createListing(db(), seller.id);
    const answers = await atOnce(6, () => call('PUT', `/api/favourites/${ad.id}`, { cookie }));
    expect(statuses(answers)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(await countOf(favourites, eq(favourites.userId, user.id))).toBe(1);

    const removed = await atOnce(6, () => call('DELETE', `/api/favourites/${ad.id}`, { cookie }));
    expect(statuses(removed)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(await countOf(favourites, eq(favourites.userId, user.id))).toBe(0);
  });

  it('adding and removing the same ad at once ends in one state or the other', async () => {
    const { cookie, user } = await person();
    const seller = await createUser(db());
    const ad = await createListing(db(), seller.id);
    const answers = await atOnce(6, (i) =>
      call(i % 2 ? 'DELETE' : 'PUT', `/api/favourites/${ad.id}`, { cookie }),
    );
    expect(statuses(answers)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(await countOf(favourites, eq(favourites.userId, user.id))).toBeLessThanOrEqual(1);
  });

  it('never goes past the limit when the last free places are taken from several tabs at once', async () => {
    const { cookie, user } = await person();
    const seller = await createUser(db());
    const base = {
      sellerId: seller.id,
      category: 'cars',
      title: 'Kept car',
      description: 'Kept.',
      price: 100_000,
      state: 'kerala',
      city: 'kochi',
      locality: 'Kakkanad',
    };
    const kept = await db()
      .insert(listings)
      .values(Array.from({ length: LIMITS.favouritesMax - 1 }, () => base))
      .returning({ id: listings.id });
    await db()
      .insert(favourites)
      .values(kept.map((k) => ({ userId: user.id, listingId: k.id })));
    const fresh = await atOnce(5, () => createListing(db(), seller.id));
    const answers = await atOnce(5, (i) => call('PUT', `/api/favourites/${fresh[i]!.id}`, { cookie }));
    expect(statuses(answers)).toEqual([204, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('favourites_full');
    expect(await countOf(favourites, eq(favourites.userId, user.id))).toBe(LIMITS.favouritesMax);
  });
});

describe('chat, at the same moment', () => {
  async function adAndBuyer() {
    const seller = await person();
    const buyer = await person();
    const ad = await createListing(db(), seller.user.id);
    return { seller, buyer, ad };
  }

  it('opening the chat with the seller from several tabs at once makes one conversation', async () => {
    const { buyer, ad } = await adAndBuyer();
    const answers = await atOnce(6, () =>
      call('POST', `/api/listings/${ad.id}/conversation`, { cookie: buyer.cookie }),
    );
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => (a.body as ConversationSummary).id)).size).toBe(1);
    expect(
      await countOf(
        conversations,
        and(eq(conversations.listingId, ad.id), eq(conversations.buyerId, buyer.user.id)),
      ),
    ).toBe(1);
  });

  it('messages sent at once are all kept; the seller gets one "new message" notice', async () => {
    const { seller, buyer, ad } = await adAndBuyer();
    const chat = (await call('POST', `/api/listings/${ad.id}/conversation`, { cookie: buyer.cookie }))
      .body as ConversationSummary;
    const answers = await atOnce(6, (i) =>
      call('POST', `/api/conversations/${chat.id}/messages`, {
        cookie: buyer.cookie,
        payload: { body: `Is it still available? (${i})` },
      }),
    );
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await countOf(messages, eq(messages.conversationId, chat.id))).toBe(6);
    const [row] = await db().select().from(conversations).where(eq(conversations.id, chat.id));
    const newest = Math.max(...answers.map((a) => a.body.id as number));
    // The sender has read everything they sent, up to their newest message, never less.
    expect(row!.buyerReadUpTo).toBe(newest);
    // And the conversation is dated by its newest message, not by whichever write landed last.
    const [last] = await db()
      .select({ at: messages.createdAt })
      .from(messages)
      .where(eq(messages.conversationId, chat.id))
      .orderBy(desc(messages.createdAt))
      .limit(1);
    expect(row!.lastMessageAt.getTime()).toBe(last!.at.getTime());
    expect(
      await countOf(
        notifications,
        and(
          eq(notifications.userId, seller.user.id),
          eq(notifications.kind, 'message'),
          eq(notifications.conversationId, chat.id),
        ),
      ),
    ).toBe(1);
    expect((await as(t, seller.cookie).get('/api/conversations/unread-count')).body.count).toBe(6);
  });

  it('marking read from several tabs at once keeps the furthest point', async () => {
    const { seller, buyer, ad } = await adAndBuyer();
    const chat = (await call('POST', `/api/listings/${ad.id}/conversation`, { cookie: buyer.cookie }))
      .body as ConversationSummary;
    const sent: number[] = [];
    for (let i = 0; i < 4; i++)
      sent.push(
        (
          await call('POST', `/api/conversations/${chat.id}/messages`, {
            cookie: buyer.cookie,
            payload: { body: `Message ${i}` },
          })
        ).body.id as number,
      );
    const answers = await atOnce(6, (i) =>
      call('POST', `/api/conversations/${chat.id}/read`, {
        cookie: seller.cookie,
        payload: { upTo: sent[i % sent.length]! },
      }),
    );
    expect(statuses(answers)).toEqual([204, 204, 204, 204, 204, 204]);
    const [row] = await db().select().from(conversations).where(eq(conversations.id, chat.id));
    expect(row!.sellerReadUpTo).toBe(sent.at(-1));
    expect((await as(t, seller.cookie).get('/api/conversations/unread-count')).body.count).toBe(0);
  });
});

describe('offers, at the same moment', () => {
  async function openOffer() {
    const seller = await person();
    const buyer = await person();
    const ad = await createListing(db(), seller.user.id, { price: 500_000 });
    const made = (await as(t, buyer.cookie).post(`/api/listings/${ad.id}/offers`, { amount: 450_000 }))
      .body as MadeOffer;
    return { seller, buyer, ad, offer: made.offer };
  }

  it('accepting from two tabs at once decides once', async () => {
    const { seller, buyer, offer } = await openOffer();
    const answers = await atOnce(5, () => as(t, seller.cookie).post(`/api/offers/${offer.id}/accept`));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409]);
    expect(
      await countOf(
        notifications,
        and(eq(notifications.userId, buyer.user.id), eq(notifications.kind, 'offer_accepted')),
      ),
    ).toBe(1);
  });

  it('accept and decline at once: exactly one decision, and the buyer hears only that one', async () => {
    const { seller, buyer, offer } = await openOffer();
    const answers = await atOnce(6, (i) =>
      as(t, seller.cookie).post(`/api/offers/${offer.id}/${i % 2 ? 'decline' : 'accept'}`),
    );
    expectOnly(answers, [200, 409]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    const [row] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.status).toBe(won[0]!.body.status);
    const told = await db()
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, buyer.user.id),
          inArray(notifications.kind, ['offer_accepted', 'offer_declined']),
        ),
      );
    expect(told.map((n) => n.kind)).toEqual([
      row!.status === 'accepted' ? 'offer_accepted' : 'offer_declined',
    ]);
  });

  it('a new offer and the seller’s answer to the old one at once: one offer stays open or decided, never two open', async () => {
    // Several rounds: the two used to deadlock on PostgreSQL now and then (the offer held the
    // conversation FOR UPDATE while the answer's notice, referencing it, needed a key-share lock).
    for (let round = 0; round < 8; round++) {
      const { seller, buyer, ad, offer } = await openOffer();
      const answers = await atOnce(6, (i) =>
        i % 2
          ? as(t, seller.cookie).post(`/api/offers/${offer.id}/accept`)
          : as(t, buyer.cookie).post(`/api/listings/${ad.id}/offers`, { amount: 460_000 + i }),
      );
      expectOnly(answers, [200, 201, 409]);
      const open = await countOf(
        offers,
        and(eq(offers.listingId, ad.id), eq(offers.buyerId, buyer.user.id), eq(offers.status, 'open')),
      );
      expect(open).toBe(1);
      expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    }
  });

  /** Each buyer's notices that their offer closed with the ad. */
  const closedNoticesOf = (userId: number) =>
    countOf(
      notifications,
      and(
        eq(notifications.userId, userId),
        inArray(notifications.kind, ['offer_ad_sold', 'offer_ad_removed']),
      ),
    );

  it('offers made while the ad is marked sold: each is refused or made and closed, never left open', async () => {
    for (let round = 0; round < 3; round++) {
      const seller = await person();
      const buyers = [await person(), await person(), await person()];
      const ad = await createListing(db(), seller.user.id, { price: 500_000 });
      const answers = await atOnce(6, (i) =>
        i % 2
          ? as(t, seller.cookie).post(`/api/listings/${ad.id}/sold`)
          : as(t, buyers[i / 2]!.cookie).post(`/api/listings/${ad.id}/offers`, { amount: 450_000 + i }),
      );
      expectOnly(answers, [201, 204, 409]);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error.code).toBe('ad_sold');
      expect(await countOf(offers, and(eq(offers.listingId, ad.id), eq(offers.status, 'open')))).toBe(0);
      // Every offer that was made closed with the sale, and its buyer heard it once.
      const made = await db().select().from(offers).where(eq(offers.listingId, ad.id));
      expect(made).toHaveLength(answers.filter((a) => a.status === 201).length);
      for (const o of made) expect(o.status).toBe('closed');
      for (const b of buyers) {
        const had = made.some((o) => o.buyerId === b.user.id);
        expect(await closedNoticesOf(b.user.id)).toBe(had ? 1 : 0);
      }
    }
  });

  it('accepting while the ad is marked sold: the offer ends accepted or closed, the buyer hears that one', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, buyer, ad, offer } = await openOffer();
      const answers = await atOnce(6, (i) =>
        i % 2
          ? as(t, seller.cookie).post(`/api/listings/${ad.id}/sold`)
          : as(t, seller.cookie).post(`/api/offers/${offer.id}/accept`),
      );
      expectOnly(answers, [200, 204, 409]);
      const [row] = await db().select().from(offers).where(eq(offers.id, offer.id));
      const accepted = answers.filter((a) => a.status === 200);
      expect(accepted).toHaveLength(row!.status === 'accepted' ? 1 : 0);
      expect(['accepted', 'closed']).toContain(row!.status);
      const accepts = await countOf(
        notifications,
        and(eq(notifications.userId, buyer.user.id), eq(notifications.kind, 'offer_accepted')),
      );
      expect([accepts, await closedNoticesOf(buyer.user.id)]).toEqual(
        row!.status === 'accepted' ? [1, 0] : [0, 1],
      );
    }
  });

  it('marking sold and deleting at once with open offers: each buyer hears once', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, buyer, ad } = await openOffer();
      const other = await person();
      await as(t, other.cookie).post(`/api/listings/${ad.id}/offers`, { amount: 440_000 });
      const answers = await atOnce(6, (i) =>
        i % 2
          ? as(t, seller.cookie).delete(`/api/listings/${ad.id}`)
          : as(t, seller.cookie).post(`/api/listings/${ad.id}/sold`),
      );
      expectOnly(answers, [204, 404]);
      expect(await countOf(offers, and(eq(offers.listingId, ad.id), eq(offers.status, 'open')))).toBe(0);
      expect(await closedNoticesOf(buyer.user.id)).toBe(1);
      expect(await closedNoticesOf(other.user.id)).toBe(1);
    }
  });
});

describe('the bell, at the same moment', () => {
  it('marking one notice read and all read from several tabs at once', async () => {
    const seller = await person();
    const buyer = await person();
    const ad = await createListing(db(), seller.user.id);
    for (const amount of [1000, 2000, 3000])
      await as(t, buyer.cookie).post(`/api/listings/${ad.id}/offers`, { amount });
    const [notice] = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, seller.user.id));
    const answers = await atOnce(6, (i) =>
      i % 2
        ? call('POST', `/api/notifications/${notice!.id}/read`, { cookie: seller.cookie })
        : call('POST', '/api/notifications/read-all', { cookie: seller.cookie }),
    );
    expect(statuses(answers)).toEqual([204, 204, 204, 204, 204, 204]);
    expect((await as(t, seller.cookie).get('/api/notifications/unread-count')).body.count).toBe(0);
  });
});

describe('my ads, at the same moment', () => {
  async function sellerWithWatchedAd(price = 450_000) {
    const seller = await person();
    const watcher = await person();
    const ids = await uploadIds(t, seller.cookie, 2);
    const created = await call('POST', '/api/listings', { cookie: seller.cookie, payload: car(ids, price) });
    expect(created.status).toBe(201);
    const id = (created.body as CreatedListing).id;
    expect((await call('PUT', `/api/favourites/${id}`, { cookie: watcher.cookie })).status).toBe(204);
    return { seller, watcher, id, ids };
  }
  const noticesOf = (userId: number, kind: 'favourite_sold' | 'price_dropped') =>
    countOf(notifications, and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const statusOf = async (id: number) =>
    (await db().select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]!.status;

  it('posting the same ad twice at once: its photos go to one ad, the other answer says so', async () => {
    const seller = await person();
    const ids = await uploadIds(t, seller.cookie, 2);
    const answers = await atOnce(4, () =>
      call('POST', '/api/listings', { cookie: seller.cookie, payload: car(ids) }),
    );
    expectOnly(answers, [201, 400]);
    const made = answers.filter((a) => a.status === 201);
    expect(made).toHaveLength(1);
    for (const a of answers.filter((x) => x.status === 400))
      expect(a.body.error.fields).toHaveProperty('photoIds');
    const id = (made[0]!.body as CreatedListing).id;
    expect(await countOf(listingPhotos, eq(listingPhotos.listingId, id))).toBe(2);
    expect(await countOf(listings, eq(listings.sellerId, seller.user.id))).toBe(1);
  });

  it('saving the same edit from several tabs at once: one price-drop notice, photos intact', async () => {
    const { seller, watcher, id, ids } = await sellerWithWatchedAd();
    const answers = await atOnce(5, () =>
      call('PATCH', `/api/listings/${id}`, { cookie: seller.cookie, payload: car(ids, 399_000) }),
    );
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200]);
    expect(await noticesOf(watcher.user.id, 'price_dropped')).toBe(1);
    expect(await countOf(listingPhotos, eq(listingPhotos.listingId, id))).toBe(2);
    expect(await countOf(uploads, eq(uploads.listingId, id))).toBe(2);
  });

  it('editing a demo ad (photos older than uploads) from several tabs at once', async () => {
    const seller = await person();
    const ad = await createListing(db(), seller.user.id);
    await addPhotos(db(), t.config.mediaDir, ad.id, 2);
    const forms = await atOnce(4, () => call('GET', `/api/me/listings/${ad.id}`, { cookie: seller.cookie }));
    expect(statuses(forms)).toEqual([200, 200, 200, 200]);

    const other = await createListing(db(), seller.user.id);
    await addPhotos(db(), t.config.mediaDir, other.id, 2);
    const answers = await atOnce(4, () =>
      call('PATCH', `/api/listings/${other.id}`, { cookie: seller.cookie, payload: car([], 410_000) }),
    );
    expect(statuses(answers)).toEqual([200, 200, 200, 200]);
    expect(await countOf(listingPhotos, eq(listingPhotos.listingId, other.id))).toBe(0);
  });

  it('marking sold from several tabs at once tells each watcher once', async () => {
    const { seller, watcher, id } = await sellerWithWatchedAd();
    const answers = await atOnce(5, () =>
      call('POST', `/api/listings/${id}/sold`, { cookie: seller.cookie }),
    );
    expect(statuses(answers)).toEqual([204, 204, 204, 204, 204]);
    expect(await statusOf(id)).toBe('sold');
    expect(await noticesOf(watcher.user.id, 'favourite_sold')).toBe(1);
  });

  it('sold and republish at once end in one of the two, with no failure', async () => {
    const { seller, id } = await sellerWithWatchedAd();
    const answers = await atOnce(6, (i) =>
      call('POST', `/api/listings/${id}/${i % 2 ? 'republish' : 'sold'}`, { cookie: seller.cookie }),
    );
    expect(statuses(answers)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(['sold', 'active']).toContain(await statusOf(id));
  });

  it('deleting from several tabs at once removes the ad and its photos once', async () => {
    const { seller, id } = await sellerWithWatchedAd();
    const answers = await atOnce(5, () => call('DELETE', `/api/listings/${id}`, { cookie: seller.cookie }));
    expectOnly(answers, [204, 404]);
    expect(answers.filter((a) => a.status === 204).length).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('removed');
    expect(await countOf(listingPhotos, eq(listingPhotos.listingId, id))).toBe(0);
    expect(await countOf(uploads, eq(uploads.listingId, id))).toBe(0);
  });

  it('marking sold and deleting at once: the ad ends removed, never sold again', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, watcher, id } = await sellerWithWatchedAd();
      const answers = await atOnce(6, (i) =>
        i % 2
          ? call('DELETE', `/api/listings/${id}`, { cookie: seller.cookie })
          : call('POST', `/api/listings/${id}/sold`, { cookie: seller.cookie }),
      );
      expectOnly(answers, [204, 404]);
      expect(await statusOf(id)).toBe('removed');
      expect(await noticesOf(watcher.user.id, 'favourite_sold')).toBeLessThanOrEqual(1);
    }
  });

  it('editing and deleting at once: the ad ends removed, with no photos and no 500', async () => {
    for (let round = 0; round < 3; round++) {
      const { seller, id, ids } = await sellerWithWatchedAd();
      const answers = await atOnce(6, (i) =>
        i % 2
          ? call('DELETE', `/api/listings/${id}`, { cookie: seller.cookie })
          : call('PATCH', `/api/listings/${id}`, { cookie: seller.cookie, payload: car(ids, 420_000) }),
      );
      expectOnly(answers, [200, 204, 404]);
      expect(await statusOf(id)).toBe('removed');
      expect(await countOf(listingPhotos, eq(listingPhotos.listingId, id))).toBe(0);
      expect(await countOf(uploads, eq(uploads.listingId, id))).toBe(0);
    }
  });
});

describe('uploads and suggestions, at the same moment', () => {
  it('photos uploaded at once are each stored, as many as one person may send at a time', async () => {
    const { cookie, user } = await person();
    const answers = await atOnce(5, () => upload(t, cookie));
    const stored = answers.filter((a) => a.statusCode === 201);
    // The others are refused, not lost: the web app sends them again.
    expect(stored.length).toBeGreaterThanOrEqual(LIMITS.uploadsInFlightMax);
    expect(answers.filter((a) => a.statusCode !== 201).every((a) => a.statusCode === 429)).toBe(true);
    expect(new Set(stored.map((a) => a.json().id)).size).toBe(stored.length);
    expect(await countOf(uploads, eq(uploads.ownerId, user.id))).toBe(stored.length);
  });

  it('suggestions sent at once are stored, up to the limit', async () => {
    const remoteAddress = nextIp();
    const answers = await atOnce(6, (i) =>
      call('POST', '/api/suggestions', { payload: { text: `A tandem bicycle ${i}` }, remoteAddress }),
    );
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
