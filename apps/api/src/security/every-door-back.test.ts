import { LEGACY_COLLECTIONS, type ListingStatus } from '@bazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../db/schema.ts';
import { expiryRepository } from '../modules/expiry/index.ts';
import { renewToken } from '../modules/expiry/renew-token.ts';
import { signedInStaff } from '../modules/moderation/test-staff.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing } from '../test/factories.ts';
import { as } from '../test/social.ts';
import { sitemapAdIds } from '../test/sitemap.ts';

// Threat (row B): an ad hidden by moderation comes back through a door that forgot a rule. An
// ad's seller is suspended after its reminder went out; the e-mailed renew link then put the ad
// live again in lists, search, the legacy API and the sitemap, open to chat and offers. Every way
// back (renew by link, renew by the seller, republish, removing then republishing, editing an
// ended ad, an operator's dismissal or restoration, reinstatement) asks one rule, tried here for
// held, taken-down, ended and suspended ads.

let t: TestApp;
let operator: ReturnType<typeof as>;
let buyer: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await testApp();
  operator = as(t, (await signedInStaff(t, 'operator')).cookie);
  buyer = await signedIn(t, { name: 'Bina Buyer' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
let n = 0;
const PUBLIC: ListingStatus[] = ['active', 'sold'];

const statusOf = async (id: number) =>
  (await t.database.db.select({ s: listings.status }).from(listings).where(eq(listings.id, id)))[0]!.s;

async function adOf(sellerId: number, fields: Partial<typeof listings.$inferInsert> = {}) {
  n += 1;
  return createListing(t.database.db, sellerId, { title: `Doorstep Hyundai Creta ${n}zq`, ...fields });
}

/** The link a reminder mails, for the ad's current end. */
async function renewLink(id: number) {
  const [row] = await t.database.db
    .select({ period: sql<number>`floor(extract(epoch from ${listings.expiresAt}))::bigint` })
    .from(listings)
    .where(eq(listings.id, id));
  return renewToken(await expiryRepository(t.database.db).signingKey(), {
    listingId: id,
    period: Number(row!.period),
  });
}

const suspend = async (userId: number) =>
  expect((await operator.post(`/api/admin/users/${userId}/suspend`, { reason: 'Fraud' })).status).toBe(200);

/** Everywhere a stranger could find or use the ad: none of it may work. */
async function expectHiddenEverywhere(ad: { id: number; title: string }) {
  expect(PUBLIC).not.toContain(await statusOf(ad.id));
  await t.app.changes.heard();
  const list = (await t.app.inject({ url: '/api/listings?category=cars&limit=48' })).json();
  expect(list.items.map((i: { id: number }) => i.id)).not.toContain(ad.id);
  const search = (await t.app.inject({ url: `/api/listings?q=${encodeURIComponent(ad.title)}` })).json();
  expect(search.items.map((i: { id: number }) => i.id)).not.toContain(ad.id);
  expect(LEGACY_COLLECTIONS.cars.category).toBe('cars');
  const legacy = await t.app.inject({ url: `/api/legacy/cars/${ad.id}`, headers: { cookie: buyer.cookie } });
  expect(legacy.statusCode).toBe(404);
  expect(await sitemapAdIds(t)).not.toContain(ad.id);
  const shopper = as(t, buyer.cookie);
  const talk = await shopper.post(`/api/listings/${ad.id}/conversation`);
  expect(talk.status, JSON.stringify(talk.body)).toBe(404);
  expect((await shopper.post(`/api/listings/${ad.id}/offers`, { amount: 1000 })).status).not.toBe(201);
}

describe('every door back asks the same rule', () => {
  it('row B: a suspended seller’s ended ad stays hidden through the e-mailed renew link', async () => {
    const seller = await signedIn(t, { name: 'Suresh Suspended' });
    const ad = await adOf(seller.user.id, { expiresAt: new Date(Date.now() - DAY), status: 'expired' });
    const token = await renewLink(ad.id);
    await suspend(seller.user.id);

    const info = await t.app.inject({ url: `/api/renew-links/${token}` });
    expect(info.statusCode).toBe(409);
    const renewed = await t.app.inject({ method: 'POST', url: '/api/renew-links', payload: { token } });
    expect(renewed.statusCode).toBe(409);
    expect(renewed.json().error.code).toBe('not_renewable');
    await expectHiddenEverywhere(ad);

    // Reinstated, the seller may renew it again (the link still names its end).
    expect(
      (await operator.post(`/api/admin/users/${seller.user.id}/reinstate`, { reason: 'Cleared' })).status,
    ).toBe(200);
    expect(await statusOf(ad.id)).toBe('expired');
    const back = await t.app.inject({ method: 'POST', url: '/api/renew-links', payload: { token } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await statusOf(ad.id)).toBe('active');
  });

  it('a suspended seller’s live ad stays hidden through its renew link', async () => {
    const seller = await signedIn(t);
    const ad = await adOf(seller.user.id, { expiresAt: new Date(Date.now() + 2 * DAY) });
    const token = await renewLink(ad.id);
    await suspend(seller.user.id);
    expect(await statusOf(ad.id)).toBe('suspended');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/renew-links', payload: { token } })).statusCode,
    ).toBe(409);
    await expectHiddenEverywhere(ad);
  });

  for (const status of ['held', 'taken_down'] as const) {
    it(`a ${status} ad does not come back by renewing, republishing, or removing and republishing`, async () => {
      const seller = await signedIn(t);
      const own = as(t, seller.cookie);
      const ad = await adOf(seller.user.id, { status, statusBefore: 'active' });
      const token = await renewLink(ad.id);

      expect((await own.post(`/api/listings/${ad.id}/renew`)).status).toBe(409);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/renew-links', payload: { token } })).statusCode,
      ).toBe(409);
      expect((await own.post(`/api/listings/${ad.id}/republish`)).status).toBe(409);
      expect(await statusOf(ad.id)).toBe(status);

      // The seller removes it (allowed), then tries to put it back: moderation keeps the last word.
      expect((await own.delete(`/api/listings/${ad.id}`)).status).toBeLessThan(300);
      expect((await own.post(`/api/listings/${ad.id}/republish`)).status).toBe(409);
      expect(await statusOf(ad.id)).toBe('removed');
      await expectHiddenEverywhere(ad);
    });
  }

  it('an operator’s dismissal or restoration keeps a suspended seller’s ads hidden', async () => {
    const seller = await signedIn(t);
    const held = await adOf(seller.user.id, { status: 'held', statusBefore: 'active' });
    const down = await adOf(seller.user.id, { status: 'taken_down', statusBefore: 'active' });
    await suspend(seller.user.id);
    expect((await operator.post(`/api/admin/listings/${held.id}/dismiss`, { reason: 'Fine' })).status).toBe(
      200,
    );
    expect((await operator.post(`/api/admin/listings/${down.id}/restore`, { reason: 'Fine' })).status).toBe(
      200,
    );
    expect(await statusOf(held.id)).toBe('suspended');
    expect(await statusOf(down.id)).toBe('suspended');
    await expectHiddenEverywhere(held);
    await expectHiddenEverywhere(down);
  });

  it('a restored ad whose time ran out while it was down comes back ended, not live', async () => {
    const seller = await signedIn(t);
    const ad = await adOf(seller.user.id, {
      status: 'taken_down',
      statusBefore: 'active',
      expiresAt: new Date(Date.now() - DAY),
    });
    expect((await operator.post(`/api/admin/listings/${ad.id}/restore`, { reason: 'Mistake' })).status).toBe(
      200,
    );
    expect(await statusOf(ad.id)).toBe('expired');
    await expectHiddenEverywhere(ad);
  });

  it('reinstating a seller leaves an ad taken down during the suspension down', async () => {
    const seller = await signedIn(t);
    const ad = await adOf(seller.user.id);
    await suspend(seller.user.id);
    expect(
      (await operator.post(`/api/admin/listings/${ad.id}/remove`, { reason: 'Counterfeit' })).status,
    ).toBe(200);
    expect(
      (await operator.post(`/api/admin/users/${seller.user.id}/reinstate`, { reason: 'Appeal' })).status,
    ).toBe(200);
    expect(await statusOf(ad.id)).toBe('taken_down');
    await expectHiddenEverywhere(ad);
  });

  it('an ended ad edited to bring in a prohibited word is held, and renewing it does not put it live', async () => {
    const seller = await signedIn(t);
    const own = as(t, seller.cookie);
    const ad = await adOf(seller.user.id, { status: 'expired', expiresAt: new Date(Date.now() - DAY) });
    const edit = await own.patch(`/api/listings/${ad.id}`, {
      title: ad.title,
      description: 'Single owner, comes with a bag of cocaine in the boot.',
      price: 450000,
      attributes: {
        brand: 'Hyundai',
        model: 'Creta',
        year: '2019',
        fuel: 'Diesel',
        transmission: 'Manual',
        kmDriven: '42000',
        owners: '1',
      },
      state: 'kerala',
      city: 'kochi',
      locality: 'Kakkanad',
      photoIds: [],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBeLessThan(300);
    expect(await statusOf(ad.id)).toBe('held');
    expect((await own.post(`/api/listings/${ad.id}/renew`)).status).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/renew-links',
          payload: { token: await renewLink(ad.id) },
        })
      ).statusCode,
    ).toBe(409);
    await expectHiddenEverywhere(ad);
  });

  it('a seller in good standing still renews and republishes their own ads', async () => {
    const seller = await signedIn(t);
    const own = as(t, seller.cookie);
    const ended = await adOf(seller.user.id, { status: 'expired', expiresAt: new Date(Date.now() - DAY) });
    expect((await own.post(`/api/listings/${ended.id}/renew`)).status).toBe(200);
    expect(await statusOf(ended.id)).toBe('active');
    const removed = await adOf(seller.user.id);
    expect((await own.delete(`/api/listings/${removed.id}`)).status).toBeLessThan(300);
    expect((await own.post(`/api/listings/${removed.id}/republish`)).status).toBeLessThan(300);
    expect(await statusOf(removed.id)).toBe('active');
  });
});
