import type { ListingInsights } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istToday } from '../../db/ist-day.ts';
import { favourites } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { as } from '../../test/social.ts';
import { listingsRepository } from '../listings/repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

describe('seller insights', () => {
  it('gives views, favourites, chats and offers per day over the ad’s life, and the price band', async () => {
    const seller = await signedIn(t);
    const buyer = await signedIn(t);
    const ad = await createListing(t.database.db, seller.user.id, {
      brand: 'Hyundai',
      model: 'Creta',
      year: 2019,
      kmDriven: 40_000,
      price: 600_000,
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    for (let i = 0; i < 8; i++) {
      const other = await createUser(t.database.db);
      await createListing(t.database.db, other.id, {
        brand: 'Hyundai',
        model: 'Creta',
        year: 2019,
        kmDriven: 40_000,
        price: 400_000 + i * 10_000,
      });
    }
    // Views go through the same batched flush the ad page uses.
    await listingsRepository(t.database.db).addViews(new Map([[ad.id, 3]]));
    await listingsRepository(t.database.db).addViews(new Map([[ad.id, 2]]));
    await t.database.db
      .insert(favourites)
      .values({ userId: buyer.user.id, listingId: ad.id, createdAt: new Date(Date.now() - DAY) });
    const chat = await as(t, buyer.cookie).post(`/api/listings/${ad.id}/offers`, { amount: 550_000 });
    expect(chat.status).toBeLessThan(300);

    const res = await as(t, seller.cookie).get(`/api/me/listings/${ad.id}/insights`);
    expect(res.status).toBe(200);
    const insights = res.body as ListingInsights;
    expect(insights.days).toHaveLength(3);
    const today = insights.days.at(-1)!;
    expect(today).toEqual({ day: istToday(), views: 5, favourites: 0, chats: 1, offers: 1 });
    expect(insights.days[1]!.favourites).toBe(1);
    expect(insights.days[0]).toMatchObject({ views: 0, favourites: 0, chats: 0, offers: 0 });
    expect(insights.price).toMatchObject({ comparables: 8, verdict: 'above' });

    // Only the seller sees them.
    expect((await as(t, buyer.cookie).get(`/api/me/listings/${ad.id}/insights`)).status).toBe(404);
  });
});
