import { BLOCK_REFUSALS, type PhoneReveals } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedEitherWay } from '../modules/blocks/repository.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing } from '../test/factories.ts';
import { verifyPhone } from '../test/phones.ts';
import { as } from '../test/social.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** A seller who shows their number on an ad, and a buyer who has seen it once before any block. */
async function sellerAndBuyer() {
  const seller = await signedIn(t, { name: 'Meera Seller' });
  // Show number reveals only a verified number.
  const phone = await verifyPhone(t.database.db, seller.user.id);
  const buyer = await signedIn(t, { name: 'Kabir Buyer' });
  const listing = await createListing(t.database.db, seller.user.id, { showPhone: true });
  const seen = await as(t, buyer.cookie).post(`/api/listings/${listing.id}/phone`);
  expect(seen).toMatchObject({ status: 200, body: { phone } });
  const reveals = async () =>
    (await as(t, seller.cookie).get(`/api/me/listings/${listing.id}/phone-reveals`)).body as PhoneReveals;
  return { seller, buyer, listing, reveals };
}

describe('a block closes the phone number too', () => {
  it('the person a seller blocked cannot see their number, and is not in their reveal log', async () => {
    const { seller, buyer, listing, reveals } = await sellerAndBuyer();
    expect((await as(t, seller.cookie).post('/api/blocks', { userId: buyer.user.id })).status).toBe(201);

    const refused = await as(t, buyer.cookie).post(`/api/listings/${listing.id}/phone`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(BLOCK_REFUSALS.cannotContact);
    // Nothing in the words gives the block away.
    expect(refused.body.error.message).not.toMatch(/block/i);
    expect(JSON.stringify(refused.body)).not.toContain('9123450987');
    expect((await reveals()).total).toBe(1);
  });

  it('a buyer who blocked the seller cannot see the number either, and is told why', async () => {
    const { buyer, seller, listing, reveals } = await sellerAndBuyer();
    expect((await as(t, buyer.cookie).post('/api/blocks', { userId: seller.user.id })).status).toBe(201);

    const refused = await as(t, buyer.cookie).post(`/api/listings/${listing.id}/phone`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe(BLOCK_REFUSALS.blockedByYou);
    expect((await reveals()).total).toBe(1);

    expect((await as(t, buyer.cookie).delete(`/api/blocks/${seller.user.id}`)).status).toBe(204);
    expect((await as(t, buyer.cookie).post(`/api/listings/${listing.id}/phone`)).status).toBe(200);
  });

  it('moderation can ask whether two people have a block between them, either way', async () => {
    const { seller, buyer } = await sellerAndBuyer();
    const db = t.database.db;
    expect(await blockedEitherWay(db, seller.user.id, buyer.user.id)).toBe(false);
    await as(t, seller.cookie).post('/api/blocks', { userId: buyer.user.id });
    expect(await blockedEitherWay(db, seller.user.id, buyer.user.id)).toBe(true);
    expect(await blockedEitherWay(db, buyer.user.id, seller.user.id)).toBe(true);
  });
});
