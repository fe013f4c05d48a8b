import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, listings, notifications } from '../db/schema.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { carAd } from '../test/http-visitor.ts';
import { createListing } from '../test/factories.ts';
import { as } from '../test/social.ts';

// Threat: an ad under moderation changes by a door that is not moderation's. Marking a held ad
// sold answered 204, and editing it changed what the operator was about to decide on. Every
// seller's action on a held or taken-down ad is refused with the same 409 `under_review`.

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

const rowOf = async (id: number) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;

/** The whole form, as the edit page sends it: a new ad's fields but its category and seller. */
function form(title: string, price: number) {
  const { category: _category, seller: _seller, ...fields } = carAd(title, price, []);
  return fields;
}

describe('a held or taken-down ad stays as moderation found it', () => {
  for (const status of ['held', 'taken_down'] as const) {
    it(`refuses marking a ${status} ad sold, editing, renewing or republishing it`, async () => {
      const seller = await signedIn(t);
      const own = as(t, seller.cookie);
      const ad = await createListing(t.database.db, seller.user.id, { status, statusBefore: 'active' });

      const sold = await own.post(`/api/listings/${ad.id}/sold`);
      expect([sold.status, sold.body?.error?.code]).toEqual([409, 'under_review']);
      const edit = await own.patch(`/api/listings/${ad.id}`, form('Hyundai Creta, call 98xxxxxx', 1000));
      expect([edit.status, edit.body?.error?.code]).toEqual([409, 'under_review']);
      expect((await own.post(`/api/listings/${ad.id}/renew`)).status).toBe(409);
      expect((await own.post(`/api/listings/${ad.id}/republish`)).status).toBe(409);

      const after = await rowOf(ad.id);
      expect([after.status, after.title, after.price]).toEqual([status, ad.title, ad.price]);
    });
  }

  it('refuses marking an ended ad sold; a live one is sold, and selling it again changes nothing', async () => {
    const seller = await signedIn(t);
    const own = as(t, seller.cookie);
    const ended = await createListing(t.database.db, seller.user.id, {
      status: 'expired',
      expiresAt: new Date(Date.now() - DAY),
    });
    const refused = await own.post(`/api/listings/${ended.id}/sold`);
    expect([refused.status, refused.body?.error?.code]).toEqual([409, 'not_active']);
    expect((await rowOf(ended.id)).status).toBe('expired');

    const live = await createListing(t.database.db, seller.user.id);
    expect((await own.post(`/api/listings/${live.id}/sold`)).status).toBe(204);
    expect((await own.post(`/api/listings/${live.id}/sold`)).status).toBe(204);
    expect((await rowOf(live.id)).status).toBe('sold');
  });

  it('tells those who keep an ad of a lower price only while they may see it', async () => {
    const seller = await signedIn(t);
    const own = as(t, seller.cookie);
    const keeper = await signedIn(t, { name: 'Kavya Keeper' });
    const ended = await createListing(t.database.db, seller.user.id, {
      status: 'expired',
      expiresAt: new Date(Date.now() - DAY),
    });
    const live = await createListing(t.database.db, seller.user.id);
    await t.database.db.insert(favourites).values([
      { userId: keeper.user.id, listingId: ended.id },
      { userId: keeper.user.id, listingId: live.id },
    ]);
    for (const ad of [ended, live]) {
      const edit = await own.patch(`/api/listings/${ad.id}`, form(ad.title, ad.price - 10_000));
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    }
    const told = await t.database.db
      .select({ listingId: notifications.listingId })
      .from(notifications)
      .where(and(eq(notifications.userId, keeper.user.id), eq(notifications.kind, 'price_dropped')));
    expect(told).toEqual([{ listingId: live.id }]);
  });
});
