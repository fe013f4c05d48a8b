import type { Deal, ListingDetail, MyListing, Notification, PublicProfile, Review } from '@bazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deals, ratings, reports } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { verifyPhone } from '../../test/phones.ts';
import { privateKeysIn } from '../../test/private-keys.ts';
import { as } from '../../test/social.ts';
import { signedInStaff } from '../moderation/test-staff.ts';

type Person = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let seller: Person;
let buyer: Person;
let stranger: Person;
let adId: number;
let deal: Deal;

/** The buyer writes about the seller's ad; the seller marks it sold and names the buyer. */
async function soldTo(s: Person, b: Person, title = 'Honda Activa 6G 2021'): Promise<Deal> {
  const ad = await createListing(t.database.db, s.user.id, { title });
  const chat = await as(t, b.cookie).post(`/api/listings/${ad.id}/conversation`);
  await as(t, b.cookie).post(`/api/conversations/${chat.body.id}/messages`, { body: 'Is it available?' });
  expect((await as(t, s.cookie).post(`/api/listings/${ad.id}/sold`)).status).toBeLessThan(300);
  const named = await as(t, s.cookie).put(`/api/me/listings/${ad.id}/deal`, { buyerId: b.user.id });
  expect(named.status).toBe(200);
  return named.body as Deal;
}

beforeAll(async () => {
  t = await testApp();
  seller = await signedIn(t, { name: 'Suresh Seller', email: 'suresh.private@example.in' });
  buyer = await signedIn(t, { name: 'Bina Buyer', email: 'bina.private@example.in' });
  stranger = await signedIn(t, { name: 'Sam Stranger' });
  const ad = await createListing(t.database.db, seller.user.id, { title: 'Royal Enfield Classic 350' });
  adId = ad.id;
  const chat = await as(t, buyer.cookie).post(`/api/listings/${adId}/conversation`);
  await as(t, buyer.cookie).post(`/api/conversations/${chat.body.id}/messages`, { body: 'Still for sale?' });
});
afterAll(() => t.close());

describe('a deal', () => {
  it('is recorded only for a sold ad, by its seller, naming someone who chatted about it', async () => {
    const early = await as(t, seller.cookie).put(`/api/me/listings/${adId}/deal`, { buyerId: buyer.user.id });
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'not_sold' } } });
    await as(t, seller.cookie).post(`/api/listings/${adId}/sold`);
    const candidates = await as(t, seller.cookie).get(`/api/me/listings/${adId}/buyers`);
    expect(candidates.body.items).toEqual([{ id: buyer.user.id, name: 'Bina Buyer' }]);
    expect((await as(t, buyer.cookie).get(`/api/me/listings/${adId}/buyers`)).status).toBe(404);
    const notChatted = await as(t, seller.cookie).put(`/api/me/listings/${adId}/deal`, {
      buyerId: stranger.user.id,
    });
    expect(notChatted.status).toBe(400);
    expect(
      (await as(t, stranger.cookie).put(`/api/me/listings/${adId}/deal`, { buyerId: null })).status,
    ).toBe(404);
    const named = await as(t, seller.cookie).put(`/api/me/listings/${adId}/deal`, { buyerId: buyer.user.id });
    expect(named.status).toBe(200);
    deal = named.body;
    expect(deal).toMatchObject({
      buyer: { id: buyer.user.id },
      seller: { id: seller.user.id },
      canRate: true,
    });
  });

  it('asks both to rate the other, in the bell and by e-mail in English and Hindi', async () => {
    for (const [who, other] of [
      [seller, 'Bina Buyer'],
      [buyer, 'Suresh Seller'],
    ] as const) {
      const bell = (await as(t, who.cookie).get('/api/notifications')).body.items as Notification[];
      const ask = bell.find((n) => n.kind === 'rate_deal');
      expect(ask).toMatchObject({ actor: { name: other }, data: { dealId: deal.id } });
    }
    await t.app.jobs.drain();
    const mails = t.sent.filter((m) => m.subject.includes('rate your deal'));
    expect(mails.map((m) => m.to).sort()).toEqual(['bina.private@example.in', 'suresh.private@example.in']);
    const toBuyer = mails.find((m) => m.to === 'bina.private@example.in')!;
    expect(toBuyer.subject).toContain('rate your deal with Suresh Seller');
    expect(toBuyer.text).toContain('सौदा');
    expect(toBuyer.text).toContain(`/notifications?deal=${deal.id}`);
  });

  it('"someone else" records the sale without anyone to rate', async () => {
    const ad = await createListing(t.database.db, seller.user.id);
    await as(t, seller.cookie).post(`/api/listings/${ad.id}/sold`);
    const other = await as(t, seller.cookie).put(`/api/me/listings/${ad.id}/deal`, { buyerId: null });
    expect(other.body).toMatchObject({ buyer: null, canRate: false });
    expect((await as(t, seller.cookie).post(`/api/deals/${other.body.id}/rating`, { stars: 5 })).status).toBe(
      403,
    );
  });
});

describe("the seller's My Ads", () => {
  const myAd = async (who: Person, id: number) =>
    ((await as(t, who.cookie).get('/api/me/listings')).body.items as MyListing[]).find((a) => a.id === id);

  it('names the buyer of a sold ad by public name only, and says whether to rate them', async () => {
    const s = await signedIn(t, { name: 'Kiran Seller' });
    const b = await signedIn(t, { name: 'Lata Rao', email: 'lata.private@example.in' });
    await verifyPhone(t.database.db, b.user.id, '+919812398123');
    const sold = await soldTo(s, b, 'Maruti Alto 2015');
    const row = await myAd(s, sold.listing.id);
    expect(row?.deal).toEqual({
      id: sold.id,
      buyer: { id: b.user.id, name: 'Lata Rao' },
      canRate: true,
      rated: false,
    });
    const all = (await as(t, s.cookie).get('/api/me/listings')).body;
    expect(JSON.stringify(all)).not.toContain('lata.private');
    expect(JSON.stringify(all)).not.toContain('9812398123');
    expect(privateKeysIn(all)).toEqual([]);
    // The buyer's own My Ads never lists the seller's ad.
    expect(await myAd(b, sold.listing.id)).toBeUndefined();

    await as(t, s.cookie).post(`/api/deals/${sold.id}/rating`, { stars: 5 });
    expect((await myAd(s, sold.listing.id))?.deal).toMatchObject({ canRate: false, rated: true });
  });

  it('says "someone else" with nobody to rate, closes rating after 30 days, and shows no deal once live again', async () => {
    const s = await signedIn(t);
    const ad = await createListing(t.database.db, s.user.id);
    await as(t, s.cookie).post(`/api/listings/${ad.id}/sold`);
    const other = await as(t, s.cookie).put(`/api/me/listings/${ad.id}/deal`, { buyerId: null });
    expect((await myAd(s, ad.id))?.deal).toEqual({
      id: other.body.id,
      buyer: null,
      canRate: false,
      rated: false,
    });

    const b = await signedIn(t);
    const late = await soldTo(s, b, 'Hero Splendor 2018');
    await t.database.db
      .update(deals)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(deals.id, late.id));
    expect((await myAd(s, late.listing.id))?.deal).toMatchObject({
      buyer: { id: b.user.id },
      canRate: false,
    });

    // Put back online, the ad is no longer sold: no "Sold to".
    expect((await as(t, s.cookie).post(`/api/listings/${late.listing.id}/republish`)).status).toBeLessThan(
      300,
    );
    const live = await myAd(s, late.listing.id);
    expect(live?.status).toBe('active');
    expect(live?.deal).toBeNull();
    // An ad nobody named a buyer for has none either.
    const unsold = await createListing(t.database.db, s.user.id);
    expect((await myAd(s, unsold.id))?.deal).toBeNull();
  });
});

describe('ratings', () => {
  it('no deal, no rating: a stranger is refused with a clear message', async () => {
    const refused = await as(t, stranger.cookie).post(`/api/deals/${deal.id}/rating`, {
      stars: 1,
      text: 'Bad',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/only a person you made a deal with/);
    expect((await as(t, stranger.cookie).post('/api/deals/999999/rating', { stars: 1 })).status).toBe(403);
  });

  it('each of the two rates the other once; the review passes the prohibited-words screen', async () => {
    const banned = await as(t, buyer.cookie).post(`/api/deals/${deal.id}/rating`, {
      stars: 5,
      text: 'He also sells a pistol',
    });
    expect(banned.status).toBe(400);
    // Read as people see it, like ads and chats: a Cyrillic о and a zero-width space.
    const disguised = await as(t, buyer.cookie).post(`/api/deals/${deal.id}/rating`, {
      stars: 5,
      text: 'Good guy, also has c\u200bоcaine',
    });
    expect(disguised.status).toBe(400);
    const tooLong = await as(t, buyer.cookie).post(`/api/deals/${deal.id}/rating`, {
      stars: 5,
      text: 'x'.repeat(501),
    });
    expect(tooLong.status).toBe(400);
    expect((await as(t, buyer.cookie).post(`/api/deals/${deal.id}/rating`, { stars: 6 })).status).toBe(400);
    const given = await as(t, buyer.cookie).post(`/api/deals/${deal.id}/rating`, {
      stars: 5,
      text: 'Bike exactly as described',
    });
    expect(given.status).toBe(201);
    expect(given.body as Review).toMatchObject({
      stars: 5,
      raterRole: 'buyer',
      rated: { id: seller.user.id },
    });
    const twice = await as(t, buyer.cookie).post(`/api/deals/${deal.id}/rating`, { stars: 1 });
    expect(twice).toMatchObject({ status: 409, body: { error: { code: 'already_rated' } } });
    const back = await as(t, seller.cookie).post(`/api/deals/${deal.id}/rating`, {
      stars: 4,
      text: 'On time',
    });
    expect(back.status).toBe(201);
    const bell = (await as(t, seller.cookie).get('/api/notifications')).body.items as Notification[];
    expect(bell.find((n) => n.kind === 'rating_received')).toMatchObject({ actor: { id: buyer.user.id } });
    // The buyer may no longer change who bought it once rated.
    const change = await as(t, seller.cookie).put(`/api/me/listings/${adId}/deal`, { buyerId: null });
    expect(change).toMatchObject({ status: 409, body: { error: { code: 'deal_rated' } } });
  });

  it('can be changed for 48 hours by its writer only', async () => {
    const mine = (await as(t, buyer.cookie).get(`/api/deals/${deal.id}`)).body as Deal;
    const id = mine.mine!.id;
    expect((await as(t, seller.cookie).patch(`/api/ratings/${id}`, { stars: 1 })).status).toBe(404);
    const edited = await as(t, buyer.cookie).patch(`/api/ratings/${id}`, { stars: 4, text: 'Good bike' });
    expect(edited.body).toMatchObject({ stars: 4, text: 'Good bike' });
    expect(edited.body.editedAt).not.toBeNull();
    await t.database.db
      .update(ratings)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(eq(ratings.id, id));
    const late = await as(t, buyer.cookie).patch(`/api/ratings/${id}`, { stars: 5 });
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'not_editable' } } });
  });

  it('the rated person answers once, publicly', async () => {
    const mine = (await as(t, buyer.cookie).get(`/api/deals/${deal.id}`)).body as Deal;
    const id = mine.mine!.id;
    expect((await as(t, buyer.cookie).post(`/api/ratings/${id}/reply`, { text: 'Me again' })).status).toBe(
      403,
    );
    const answered = await as(t, seller.cookie).post(`/api/ratings/${id}/reply`, {
      text: 'Thank you, ride safe!',
    });
    expect(answered.body.reply).toMatchObject({ text: 'Thank you, ride safe!' });
    expect((await as(t, seller.cookie).post(`/api/ratings/${id}/reply`, { text: 'Again' })).status).toBe(409);
    const reviews = await t.app.inject({ method: 'GET', url: `/api/users/${seller.user.id}/reviews` });
    expect(reviews.json().items[0]).toMatchObject({ id, reply: { text: 'Thank you, ride safe!' } });
  });

  it('reads the rater\'s "Rate your deal" notice of that deal, and only theirs', async () => {
    const s = await signedIn(t);
    const b = await signedIn(t);
    const first = await soldTo(s, b, 'Suzuki Access 125');
    const second = await soldTo(s, b, 'Honda Shine 2020');
    const asks = async (who: Person) =>
      ((await as(t, who.cookie).get('/api/notifications')).body.items as Notification[])
        .filter((n) => n.kind === 'rate_deal')
        .map((n) => ({ deal: n.data.dealId, read: n.read }));
    const unread = async (who: Person) =>
      (await as(t, who.cookie).get('/api/notifications/unread-count')).body.count as number;
    const before = await unread(b);

    expect((await as(t, b.cookie).post(`/api/deals/${first.id}/rating`, { stars: 4 })).status).toBe(201);
    expect(await asks(b)).toEqual([
      { deal: second.id, read: false },
      { deal: first.id, read: true },
    ]);
    expect(await unread(b)).toBe(before - 1);
    // The other person still has theirs to do.
    expect(await asks(s)).toEqual([
      { deal: second.id, read: false },
      { deal: first.id, read: false },
    ]);
  });

  it('closes 30 days after the deal', async () => {
    const late = await soldTo(seller, stranger, 'Bajaj Pulsar 150');
    await t.database.db
      .update(deals)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(deals.id, late.id));
    const refused = await as(t, stranger.cookie).post(`/api/deals/${late.id}/rating`, { stars: 3 });
    expect(refused).toMatchObject({ status: 410, body: { error: { code: 'rating_closed' } } });
  });
});

describe('the profile and the ad page', () => {
  it('say "new" under 3 ratings, then the average, verified raters weighing more', async () => {
    const maker = await signedIn(t, { name: 'Meena Maker' });
    const before = (await t.app.inject({ method: 'GET', url: `/api/users/${maker.user.id}/profile` })).json();
    expect(before.rating).toEqual({ count: 0, average: null });
    const raters: [number, boolean][] = [
      [5, true],
      [2, false],
    ];
    for (const [stars, verified] of raters) {
      const b = await signedIn(t);
      if (verified) await verifyPhone(t.database.db, b.user.id);
      const d = await soldTo(maker, b);
      await as(t, b.cookie).post(`/api/deals/${d.id}/rating`, { stars });
    }
    const two = (await t.app.inject({ method: 'GET', url: `/api/users/${maker.user.id}/profile` })).json();
    expect(two.rating).toEqual({ count: 2, average: null });
    const third = await signedIn(t);
    const d = await soldTo(maker, third);
    await as(t, third.cookie).post(`/api/deals/${d.id}/rating`, { stars: 2 });
    const profile = (
      await t.app.inject({ method: 'GET', url: `/api/users/${maker.user.id}/profile` })
    ).json() as PublicProfile;
    // (5 × 1.5 + 2 + 2) / 3.5 = 3.29; unweighted it would be 3.0.
    expect(profile.rating).toEqual({ count: 3, average: 3.3 });
    const ad = await createListing(t.database.db, maker.user.id);
    const page = (await as(t, buyer.cookie).get(`/api/listings/${ad.id}`)).body as ListingDetail;
    expect(page.seller.rating).toEqual({ count: 3, average: 3.3 });
    expect(page.seller.badges).toEqual({ emailConfirmed: true, phoneVerified: false, google: false });
  });

  it('shows name, city, badges and live ads, never an e-mail or a number', async () => {
    const number = await verifyPhone(t.database.db, seller.user.id);
    await createListing(t.database.db, seller.user.id, { city: 'pune', state: 'maharashtra', locality: '' });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${seller.user.id}/profile` });
    const profile = res.json() as PublicProfile;
    expect(profile).toMatchObject({
      name: 'Suresh Seller',
      city: 'pune',
      badges: { emailConfirmed: true, phoneVerified: true, google: false },
      replies: null,
      liveAds: 1,
    });
    for (const url of [`/api/users/${seller.user.id}/profile`, `/api/users/${seller.user.id}/reviews`]) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      for (const secret of ['suresh.private', 'bina.private', number.slice(3)])
        expect(body, url).not.toContain(secret);
    }
    // Their ads: the ordinary list, by seller, with its visibility and paging.
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/listings?seller=${seller.user.id}&limit=1` })
    ).json();
    expect(list.items).toHaveLength(1);
    expect(list.nextCursor).not.toBeNull();
  });

  it('answers with no phone or e-mail key, about the person or the reviewer', async () => {
    // By then the seller's number is verified and the review of them answered: the most there is to leak.
    const number = await verifyPhone(t.database.db, buyer.user.id).catch(() => undefined);
    const urls = [
      `/api/users/${seller.user.id}/profile`,
      `/api/users/${seller.user.id}/reviews`,
      `/api/users/${buyer.user.id}/profile`,
      `/api/users/${buyer.user.id}/reviews`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(privateKeysIn(res.json()), url).toEqual([]);
      if (number) expect(res.body, url).not.toContain(number.slice(3));
    }
    const reviews = (
      await t.app.inject({ method: 'GET', url: `/api/users/${seller.user.id}/reviews` })
    ).json();
    expect(reviews.items[0].reply).not.toBeNull();
    // A person shows as id and name only, the reviewer as much as the rated one.
    expect(Object.keys(reviews.items[0].rater).sort()).toEqual(['id', 'name']);
    expect(Object.keys(reviews.items[0].rated).sort()).toEqual(['id', 'name']);
    // The answers of a deal's two people and of rating carry no more.
    const mine = await as(t, seller.cookie).get(`/api/deals/${deal.id}`);
    expect(privateKeysIn(mine.body)).toEqual([]);
    const ad = await as(t, stranger.cookie).get(`/api/listings/${adId}`);
    expect(privateKeysIn((ad.body as ListingDetail).seller)).toEqual([]);
  });

  it('shows first-reply figures only from 5 first messages on', async () => {
    const quick = await signedIn(t, { name: 'Quick Replier' });
    for (let i = 0; i < 5; i++) {
      const ad = await createListing(t.database.db, quick.user.id);
      const b = await signedIn(t);
      const chat = await as(t, b.cookie).post(`/api/listings/${ad.id}/conversation`);
      await as(t, b.cookie).post(`/api/conversations/${chat.body.id}/messages`, { body: 'Hello' });
      if (i < 4)
        await as(t, quick.cookie).post(`/api/conversations/${chat.body.id}/messages`, { body: 'Yes' });
      const profile = (
        await t.app.inject({ method: 'GET', url: `/api/users/${quick.user.id}/profile` })
      ).json();
      if (i < 4) expect(profile.replies).toBeNull();
      else expect(profile.replies).toEqual({ conversations: 5, replyPercent: 80, medianMinutes: 1 });
    }
  });

  it("a suspended person's profile says only that it is unavailable", async () => {
    const gone = { user: await createUser(t.database.db, { name: 'Gone Person', suspendedAt: new Date() }) };
    for (const url of [`/api/users/${gone.user.id}/profile`, `/api/users/${gone.user.id}/reviews`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({
        error: { code: 'profile_unavailable', message: 'This profile is not available' },
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users/99999999/profile' })).statusCode).toBe(404);
  });
});

describe('reports about people and reviews', () => {
  it("take a person's reasons for a person, and an ad's reasons no longer", async () => {
    const subject = await signedIn(t, { name: 'Pawan Person' });
    const reasons = ['fake_profile', 'abusive_messages', 'spam', 'advance_payment', 'fraud_scam'];
    for (const reason of reasons) {
      const reporter = await signedIn(t);
      const filed = await as(t, reporter.cookie).post(`/api/users/${subject.user.id}/report`, { reason });
      expect(filed.status, reason).toBe(201);
    }
    const reporter = await signedIn(t);
    for (const reason of ['wrong_category', 'already_sold', 'duplicate_ad', 'prohibited_item']) {
      const refused = await as(t, reporter.cookie).post(`/api/users/${subject.user.id}/report`, { reason });
      expect(refused.status, reason).toBe(400);
      expect(refused.body.error.fields.reason, reason).toBeTruthy();
    }
    // Something else needs a few words, as for an ad.
    const bare = await as(t, reporter.cookie).post(`/api/users/${subject.user.id}/report`, {
      reason: 'other',
    });
    expect(bare.body.error.fields.detail).toBe('Tell us what is wrong');
    // An ad keeps its own reasons: a person's are not an ad's.
    const ad = await createListing(t.database.db, subject.user.id);
    const another = await signedIn(t);
    const onAd = await as(t, another.cookie).post(`/api/listings/${ad.id}/report`, {
      reason: 'fake_profile',
    });
    expect(onAd.status).toBe(400);

    const staff = await signedInStaff(t, 'operator');
    const queue = (await as(t, staff.cookie).get('/api/admin/people-reports')).body;
    const about = queue.items.filter((r: { subject: { id: number } }) => r.subject.id === subject.user.id);
    expect(about.map((r: { reason: string }) => r.reason).sort()).toEqual([...reasons].sort());
  });

  it('are filed once, never about oneself, and operators hide a review with a reason (audited)', async () => {
    const person = await as(t, stranger.cookie).post(`/api/users/${seller.user.id}/report`, {
      reason: 'fraud_scam',
    });
    expect(person.status).toBe(201);
    expect(
      (
        await as(t, stranger.cookie).post(`/api/users/${seller.user.id}/report`, {
          reason: 'other',
          detail: 'Again',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await as(t, seller.cookie).post(`/api/users/${seller.user.id}/report`, {
          reason: 'abusive_messages',
        })
      ).status,
    ).toBe(409);

    const review = ((await as(t, seller.cookie).get(`/api/deals/${deal.id}`)).body as Deal).theirs!;
    expect(
      (await as(t, buyer.cookie).post(`/api/ratings/${review.id}/report`, { reason: 'offensive' })).status,
    ).toBe(409);
    await verifyPhone(t.database.db, seller.user.id).catch(() => undefined);
    expect(
      (await as(t, seller.cookie).post(`/api/ratings/${review.id}/report`, { reason: 'offensive' })).status,
    ).toBe(201);

    const staff = await signedInStaff(t, 'operator');
    const queue = (await as(t, staff.cookie).get('/api/admin/people-reports')).body;
    expect(queue.items.map((r: { subject: { id: number } }) => r.subject.id)).toEqual(
      expect.arrayContaining([seller.user.id, buyer.user.id]),
    );
    // The reporter with a verified number ranks first.
    expect(queue.items[0]).toMatchObject({
      reporter: { id: seller.user.id, phoneVerified: true },
      review: { id: review.id },
    });
    expect(
      (await as(t, stranger.cookie).post(`/api/admin/ratings/${review.id}/hide`, { reason: 'Rude' })).status,
    ).toBe(404);

    // The review is the buyer's of the seller: the seller's count drops.
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/users/${seller.user.id}/profile` })
    ).json();
    const hidden = await as(t, staff.cookie).post(`/api/admin/ratings/${review.id}/hide`, {
      reason: 'Insults the buyer',
    });
    expect(hidden).toMatchObject({ status: 200, body: { hidden: true } });
    const after = (await t.app.inject({ method: 'GET', url: `/api/users/${seller.user.id}/profile` })).json();
    expect(after.rating.count).toBe(before.rating.count - 1);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, review.id));
    expect(entry).toMatchObject({ action: 'hide_review', targetType: 'rating', reason: 'Insults the buyer' });
    const [closed] = await t.database.db.select().from(reports).where(eq(reports.ratingId, review.id));
    expect(closed!.status).toBe('actioned');
    expect(
      (await as(t, staff.cookie).post(`/api/admin/ratings/${review.id}/hide`, { reason: 'Again' })).status,
    ).toBe(404);
    const dismissed = await as(t, staff.cookie).post(`/api/admin/people-reports/${person.body.id}/dismiss`, {
      reason: 'No evidence',
    });
    expect(dismissed).toMatchObject({ status: 200, body: { dismissed: true } });
  });
});
