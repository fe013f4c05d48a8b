import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../db/schema.ts';
import { discoverRoutes } from '../fuzz/routes.ts';
import { signedInStaff } from '../modules/moderation/test-staff.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing } from '../test/factories.ts';
import { as } from '../test/social.ts';
import { jpeg, multipart } from '../test/uploads.ts';

/**
 * Every route of the router, tried as four people who must not act on someone else's things: a
 * signed-out visitor, a stranger, a suspended person and someone the owner blocked. Each route is
 * listed below with how to make a target that belongs to the owner; a route the router has and
 * this table does not fails the test, so a new route cannot go untried.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
interface Call {
  method: Method;
  url: string;
  payload?: object;
}
type Maker = (w: World) => Promise<Call> | Call;

type Entry =
  /** Nothing of anyone's: public pages, sign-in, the catalog. Why, in a few words. */
  | { open: string }
  /** Staff only: 404 to everyone else, as if it did not exist. */
  | { staff: true }
  /** Acts on or shows one of the owner's things: refused to all four. */
  | { owned: Maker }
  /**
   * The person's own account or lists: signed-out and suspended refused; others see only theirs.
   * A stream (`stream`) is tried only where it must be refused: it does not end for the others.
   */
  | { self: Maker; stream?: true }
  /** Toward someone else's public ad: refused signed out and suspended; across a block as said. */
  | { toward: Maker; acrossBlock: 'refused' | 'allowed' };

interface Person {
  user: { id: number; email: string };
  cookie: string;
}
interface World {
  t: TestApp;
  owner: Person;
  buyer: Person;
  operator: Person;
  /** The owner's public ad, a buyer's conversation on it, a message and an offer. */
  ad: number;
  conversation: number;
  message: number;
  offer: number;
  notification: number;
  savedSearch: number;
  /** A photo the buyer sent in the conversation (its private address). */
  photo: string;
}

const OWNER_EMAIL = 'owner.private@example.in';
const OWNER_PHONE = '9123456780';

async function ownerAd(w: Pick<World, 't' | 'owner'>, status?: 'sold' | 'taken_down') {
  const ad = await createListing(w.t.database.db, w.owner.user.id, { showPhone: true });
  if (status) await w.t.database.db.update(listings).set({ status }).where(eq(listings.id, ad.id));
  return ad.id;
}

async function freshOffer(w: World) {
  const ad = await ownerAd(w);
  const made = await as(w.t, w.buyer.cookie).post(`/api/listings/${ad}/offers`, { amount: 100_000 });
  return made.body.offer.id as number;
}

/** A deal between the owner (seller) and the buyer, who chatted about the ad. */
async function ownerDeal(w: World) {
  const ad = await ownerAd(w);
  const buyerSays = as(w.t, w.buyer.cookie);
  const chat = (await buyerSays.post(`/api/listings/${ad}/conversation`)).body.id as number;
  await buyerSays.post(`/api/conversations/${chat}/messages`, { body: 'Is it still there?' });
  const ownerSays = as(w.t, w.owner.cookie);
  await ownerSays.post(`/api/listings/${ad}/sold`);
  return (await ownerSays.put(`/api/me/listings/${ad}/deal`, { buyerId: w.buyer.user.id })).body.id as number;
}

/** A rating in a fresh deal: by the owner of the buyer, or by the buyer of the owner. */
async function ownerRating(w: World, by: 'owner' | 'buyer') {
  const deal = await ownerDeal(w);
  const who = by === 'owner' ? w.owner : w.buyer;
  return (await as(w.t, who.cookie).post(`/api/deals/${deal}/rating`, { stars: 4, text: 'Fine' })).body
    .id as number;
}

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, payload: object = {}): Call => ({ method: 'POST', url, payload });

const ROUTES: Record<string, Entry> = {
  'GET /metrics': { open: 'operations metrics, no person in them' },
  'GET /media/*': { open: 'photos: withdrawn-photos.test.ts tries them as each person' },
  'GET /api/docs': { open: 'API document' },
  'GET /api/docs/': { open: 'API document' },
  'GET /api/docs/static/index.html': { open: 'API document' },
  'GET /api/docs/static/swagger-initializer.js': { open: 'API document' },
  'GET /api/docs/static/*': { open: 'API document' },
  'GET /api/docs/json': { open: 'API document' },
  'GET /api/docs/yaml': { open: 'API document' },
  'GET /api/health': { open: 'probe' },
  'GET /api/ready': { open: 'probe' },
  'GET /api/catalog': { open: 'categories' },
  'GET /api/auth/options': { open: 'sign-in options' },
  'POST /api/auth/signup': { open: 'signing up' },
  'POST /api/auth/signup/confirm': { open: 'a token from an e-mail' },
  'GET /api/auth/session': { open: 'who am I: null when signed out' },
  'POST /api/auth/login': { open: 'signing in' },
  'POST /api/auth/logout': { open: 'ends the caller’s own session' },
  'POST /api/auth/forgot': { open: 'asks for a reset e-mail' },
  'POST /api/auth/reset': { open: 'a token from an e-mail' },
  'GET /api/auth/google': { open: 'signing in' },
  'GET /api/auth/google/callback': { open: 'signing in' },
  'GET /api/listings': { open: 'public lists' },
  'GET /api/listings/:id': { open: 'public ad page (held ads: moderation tests)' },
  'OPTIONS /api/legacy/:collection': { open: 'original client’s API, public ads only' },
  'GET /api/legacy/:collection': { open: 'original client’s API, public ads only' },
  'OPTIONS /api/legacy/:collection/:id': { open: 'original client’s API, public ads only' },
  'GET /api/legacy/:collection/:id': { open: 'original client’s API, public ads only' },
  'GET /api/search/suggest': { open: 'search suggestions' },
  'POST /api/suggestions': { open: 'suggest a product' },
  'GET /api/price-band': { open: 'public prices' },
  'POST /api/alerts/unsubscribe': { open: 'a signed token from an e-mail' },
  'GET /api/renew-links/:token': { open: 'a signed token from an e-mail (reads only)' },
  'POST /api/renew-links': { open: 'a signed token from an e-mail' },
  'GET /dev/mail': { open: 'development outbox, off in production' },
  'GET /api/users/:id/profile': { open: 'public profile: no e-mail or number (ratings.test.ts)' },
  'GET /api/users/:id/reviews': { open: 'public reviews: names only (ratings.test.ts)' },

  'GET /api/admin/me': { staff: true },
  'GET /api/admin/docs/json': { staff: true },
  'GET /api/admin/queue': { staff: true },
  'POST /api/admin/listings/:id/dismiss': { staff: true },
  'POST /api/admin/listings/:id/remove': { staff: true },
  'POST /api/admin/listings/:id/restore': { staff: true },
  'POST /api/admin/users/:id/warn': { staff: true },
  'POST /api/admin/users/:id/suspend': { staff: true },
  'POST /api/admin/users/:id/reinstate': { staff: true },
  'GET /api/admin/audit': { staff: true },
  'GET /api/admin/reports/:id/photos/*': { staff: true },
  'GET /api/admin/stats': { staff: true },
  'GET /api/admin/operators': { staff: true },
  'POST /api/admin/operators': { staff: true },
  'POST /api/admin/operators/revoke': { staff: true },
  'GET /api/admin/people-reports': { staff: true },
  'POST /api/admin/people-reports/:id/dismiss': { staff: true },
  'POST /api/admin/ratings/:id/hide': { staff: true },

  'GET /api/conversations/:id': { owned: (w) => get(`/api/conversations/${w.conversation}`) },
  'GET /api/conversations/:id/messages': {
    owned: (w) => get(`/api/conversations/${w.conversation}/messages`),
  },
  'POST /api/conversations/:id/messages': {
    owned: (w) => post(`/api/conversations/${w.conversation}/messages`, { body: 'Is it still there?' }),
  },
  'POST /api/conversations/:id/photos': {
    owned: (w) => post(`/api/conversations/${w.conversation}/photos`),
  },
  // The owner (the seller) opens the buyer's photo; chat-photos.test.ts tries staff with and without a report.
  'GET /api/conversations/:id/photos/*': { owned: (w) => get(w.photo) },
  'POST /api/conversations/:id/read': {
    owned: (w) => post(`/api/conversations/${w.conversation}/read`, { upTo: w.message }),
  },
  'POST /api/conversations/:id/messages/:messageId/report': {
    owned: (w) =>
      post(`/api/conversations/${w.conversation}/messages/${w.message}/report`, { reason: 'offensive' }),
  },
  'PATCH /api/listings/:id': {
    owned: async (w) => ({
      method: 'PATCH',
      url: `/api/listings/${await ownerAd(w)}`,
      payload: { title: 'Changed by someone else' },
    }),
  },
  'DELETE /api/listings/:id': {
    owned: async (w) => ({ method: 'DELETE', url: `/api/listings/${await ownerAd(w)}` }),
  },
  'POST /api/listings/:id/sold': { owned: async (w) => post(`/api/listings/${await ownerAd(w)}/sold`) },
  'POST /api/listings/:id/republish': {
    owned: async (w) => post(`/api/listings/${await ownerAd(w, 'sold')}/republish`),
  },
  'POST /api/listings/:id/renew': { owned: async (w) => post(`/api/listings/${await ownerAd(w)}/renew`) },
  'GET /api/me/listings/:id': { owned: (w) => get(`/api/me/listings/${w.ad}`) },
  'GET /api/me/listings/:id/phone-reveals': { owned: (w) => get(`/api/me/listings/${w.ad}/phone-reveals`) },
  'GET /api/me/listings/:id/insights': { owned: (w) => get(`/api/me/listings/${w.ad}/insights`) },
  'POST /api/me/listings/:id/appeal': {
    owned: async (w) =>
      post(`/api/me/listings/${await ownerAd(w, 'taken_down')}/appeal`, {
        text: 'Someone else appeals against it',
      }),
  },
  'GET /api/offers/:id': { owned: (w) => get(`/api/offers/${w.offer}`) },
  'GET /api/me/listings/:id/buyers': { owned: (w) => get(`/api/me/listings/${w.ad}/buyers`) },
  'PUT /api/me/listings/:id/deal': {
    owned: async (w) => ({
      method: 'PUT',
      url: `/api/me/listings/${await ownerAd(w, 'sold')}/deal`,
      payload: { buyerId: null },
    }),
  },
  // Buyer and seller alike: a deal is the owner's (and the buyer's); nobody else's.
  'GET /api/deals/:id': { owned: async (w) => get(`/api/deals/${await ownerDeal(w)}`) },
  'POST /api/deals/:id/rating': {
    owned: async (w) => post(`/api/deals/${await ownerDeal(w)}/rating`, { stars: 5 }),
  },
  'PATCH /api/ratings/:id': {
    owned: async (w) => ({
      method: 'PATCH',
      url: `/api/ratings/${await ownerRating(w, 'owner')}`,
      payload: { stars: 1, text: 'Changed by someone else' },
    }),
  },
  'POST /api/ratings/:id/reply': {
    owned: async (w) => post(`/api/ratings/${await ownerRating(w, 'buyer')}/reply`, { text: 'Thanks' }),
  },
  'POST /api/offers/:id/accept': { owned: async (w) => post(`/api/offers/${await freshOffer(w)}/accept`) },
  'POST /api/offers/:id/decline': { owned: async (w) => post(`/api/offers/${await freshOffer(w)}/decline`) },
  'POST /api/notifications/:id/read': { owned: (w) => post(`/api/notifications/${w.notification}/read`) },
  'PATCH /api/saved-searches/:id': {
    owned: (w) => ({
      method: 'PATCH',
      url: `/api/saved-searches/${w.savedSearch}`,
      payload: { enabled: false },
    }),
  },
  'DELETE /api/saved-searches/:id': {
    owned: (w) => ({ method: 'DELETE', url: `/api/saved-searches/${w.savedSearch}` }),
  },

  'POST /api/listings/:id/phone': {
    toward: (w) => post(`/api/listings/${w.ad}/phone`),
    acrossBlock: 'refused',
  },
  'POST /api/listings/:id/conversation': {
    toward: async (w) => post(`/api/listings/${await ownerAd(w)}/conversation`),
    acrossBlock: 'refused',
  },
  'POST /api/listings/:id/offers': {
    toward: async (w) => post(`/api/listings/${await ownerAd(w)}/offers`, { amount: 90_000 }),
    acrossBlock: 'refused',
  },
  // Across a block a report is filed (it reaches the queue) but never counts toward a hold.
  'POST /api/listings/:id/report': {
    toward: async (w) => post(`/api/listings/${await ownerAd(w)}/report`, { reason: 'fraud_scam' }),
    acrossBlock: 'allowed',
  },

  // Reports about a person or a review reach the operators whoever files them, blocks included.
  'POST /api/users/:id/report': {
    toward: (w) => post(`/api/users/${w.owner.user.id}/report`, { reason: 'fraud_scam' }),
    acrossBlock: 'allowed',
  },
  'POST /api/ratings/:id/report': {
    toward: async (w) =>
      post(`/api/ratings/${await ownerRating(w, 'owner')}/report`, { reason: 'offensive' }),
    acrossBlock: 'allowed',
  },

  'GET /api/auth/me': { self: () => get('/api/auth/me') },
  'GET /api/me/phone': { self: () => get('/api/me/phone') },
  'POST /api/me/phone': { self: () => post('/api/me/phone', { phone: '9812345670' }) },
  'POST /api/me/phone/verify': { self: () => post('/api/me/phone/verify', { code: '123456' }) },
  'DELETE /api/me/phone': { self: () => ({ method: 'DELETE', url: '/api/me/phone' }) },
  'GET /api/me/deals': { self: () => get('/api/me/deals') },
  'GET /api/conversations': { self: () => get('/api/conversations') },
  'GET /api/conversations/unread-count': { self: () => get('/api/conversations/unread-count') },
  'POST /api/listings': { self: () => post('/api/listings', {}) },
  'GET /api/me/listings': { self: () => get('/api/me/listings') },
  'GET /api/saved-searches': { self: () => get('/api/saved-searches') },
  'POST /api/saved-searches': { self: () => post('/api/saved-searches', { query: { category: 'cars' } }) },
  'GET /api/alerts/digest': { self: () => get('/api/alerts/digest') },
  'PUT /api/alerts/digest': {
    self: () => ({ method: 'PUT', url: '/api/alerts/digest', payload: { digest: false } }),
  },
  'POST /api/uploads': { self: () => post('/api/uploads') },
  'GET /api/notifications': { self: () => get('/api/notifications') },
  'GET /api/notifications/unread-count': { self: () => get('/api/notifications/unread-count') },
  'POST /api/notifications/read-all': { self: () => post('/api/notifications/read-all') },
  'GET /api/blocks': { self: () => get('/api/blocks') },
  'POST /api/blocks': { self: (w) => post('/api/blocks', { userId: w.buyer.user.id }) },
  'DELETE /api/blocks/:userId': {
    self: (w) => ({ method: 'DELETE', url: `/api/blocks/${w.owner.user.id}` }),
  },
  'GET /api/events': { self: () => get('/api/events'), stream: true },
  'GET /api/favourites': { self: () => get('/api/favourites') },
  'GET /api/favourites/ids': { self: () => get('/api/favourites/ids') },
  'PUT /api/favourites/:listingId': { self: (w) => ({ method: 'PUT', url: `/api/favourites/${w.ad}` }) },
  'DELETE /api/favourites/:listingId': {
    self: (w) => ({ method: 'DELETE', url: `/api/favourites/${w.ad}` }),
  },
};

let w: World;
let people: Record<'signed out' | 'stranger' | 'suspended' | 'blocked', string | undefined>;

beforeAll(async () => {
  // The API alone: the web app's page routes (when it is built) own nothing.
  const t = await testApp({ WEB_DIST: '' });
  const owner = await signedIn(t, { name: 'Owner Person', email: OWNER_EMAIL, phone: OWNER_PHONE });
  const buyer = await signedIn(t, { name: 'Buyer Person' });
  const operator = await signedInStaff(t, 'operator');
  const ad = await ownerAd({ t, owner });
  const buyerSays = as(t, buyer.cookie);
  const conversation = (await buyerSays.post(`/api/listings/${ad}/conversation`)).body.id as number;
  const message = (await buyerSays.post(`/api/conversations/${conversation}/messages`, { body: 'Hello' }))
    .body.id as number;
  const offer = (await buyerSays.post(`/api/listings/${ad}/offers`, { amount: 120_000 })).body.offer
    .id as number;
  const ownerSays = as(t, owner.cookie);
  const notification = (await ownerSays.get('/api/notifications')).body.items[0].id as number;
  const savedSearch = (await ownerSays.post('/api/saved-searches', { query: { category: 'cars' } })).body
    .id as number;
  const form = multipart(await jpeg(200, 150));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversation}/photos`,
    headers: { ...form.headers, cookie: buyer.cookie },
    payload: form.payload,
  });
  const withPhoto = await buyerSays.post(`/api/conversations/${conversation}/messages`, {
    photoIds: [uploaded.json<{ id: number }>().id],
  });
  const photo = withPhoto.body.photos[0].card as string;
  w = { t, owner, buyer, operator, ad, conversation, message, offer, notification, savedSearch, photo };

  const stranger = await signedIn(t, { name: 'Stranger Person' });
  const blocked = await signedIn(t, { name: 'Blocked Person' });
  expect((await ownerSays.post('/api/blocks', { userId: blocked.user.id })).status).toBeLessThan(300);
  const suspended = await signedIn(t, { name: 'Suspended Person' });
  const decision = await as(t, operator.cookie).post(`/api/admin/users/${suspended.user.id}/suspend`, {
    reason: 'Scam messages',
  });
  expect(decision.status).toBe(200);
  people = {
    'signed out': undefined,
    stranger: stranger.cookie,
    suspended: suspended.cookie,
    blocked: blocked.cookie,
  };
});
afterAll(() => w.t.close());

async function send(call: Call, cookie: string | undefined) {
  const res = await w.t.app.inject({
    method: call.method,
    url: call.url,
    headers: cookie ? { cookie } : {},
    payload: call.payload,
  });
  return { status: res.statusCode, body: res.body };
}

/** Never the owner's private details, whatever the answer. */
const revealsOwner = (body: string) => body.includes(OWNER_EMAIL) || body.includes(OWNER_PHONE);

describe('route matrix', () => {
  it('lists every route of the router, and only those', () => {
    const found = discoverRoutes(w.t.app)
      .filter((r) => !r.staticFile)
      .flatMap((r) => r.methods.map((m) => `${m} ${r.path}`));
    const unlisted = found.filter((k) => !(k in ROUTES));
    expect(
      unlisted,
      'New routes: add each to ROUTES in security/route-matrix.test.ts with how to make a target it acts on',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((k) => !found.includes(k)),
      'Routes listed that the router no longer has',
    ).toEqual([]);
  });

  for (const [route, entry] of Object.entries(ROUTES)) {
    if ('open' in entry) continue;
    it(route, async () => {
      if ('staff' in entry) {
        const [method, path] = route.split(' ') as [Method, string];
        const call = { method, url: path.replace(/:\w+/g, String(w.owner.user.id)), payload: {} };
        for (const [who, cookie] of Object.entries(people))
          expect((await send(call, cookie)).status, `${who}: ${route}`).toBe(404);
        return;
      }
      const make = 'owned' in entry ? entry.owned : 'self' in entry ? entry.self : entry.toward;
      const call = await make(w);
      for (const [who, cookie] of Object.entries(people)) {
        const mustRefuse =
          'owned' in entry ||
          who === 'signed out' ||
          who === 'suspended' ||
          ('toward' in entry && who === 'blocked' && entry.acrossBlock === 'refused');
        if (!mustRefuse && 'stream' in entry) continue;
        const res = await send(call, cookie);
        const refused = [401, 403, 404].includes(res.status);
        if (mustRefuse) expect(refused, `${who}: ${route} answered ${res.status} ${res.body}`).toBe(true);
        // What an ad's seller chose to show (their number) reaches those allowed to ask for it.
        if (mustRefuse || !('toward' in entry))
          expect(revealsOwner(res.body), `${who}: ${route} showed the owner's details`).toBe(false);
      }
      // The target is real: its owner is not told it does not exist.
      if ('owned' in entry) {
        const res = await send(call, w.owner.cookie);
        expect([401, 403, 404], `owner: ${route} answered ${res.status} ${res.body}`).not.toContain(
          res.status,
        );
      }
    });
  }
});
