import type { Queue } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, reports } from '../db/schema.ts';
import { signedInStaff } from '../modules/moderation/test-staff.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing, createUser } from '../test/factories.ts';
import { as } from '../test/social.ts';
import { reportFrom } from '../test/standing.ts';

// Threat (row 2): three accounts a day old, each with an ad, on three networks (mobile data and a
// VPN), report any ad and it is held at once. Now a report weighs what its reporter's record says,
// and accounts under 30 days without an upheld report cannot hold the ad of a seller in good
// standing on their own: their reports rank the ad in the operators' queue instead.

const DAY = 86_400_000;
let t: TestApp;
let operator: ReturnType<typeof as>;
let network = 0;
beforeAll(async () => {
  t = await testApp({ REPORT_HOLD_THRESHOLD: '3' });
  operator = as(t, (await signedInStaff(t, 'operator')).cookie);
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.database.db.select({ s: listings.status }).from(listings).where(eq(listings.id, id)))[0]!.s;
const queue = async () => ((await operator.get('/api/admin/queue')).body as Queue).items;

/** A confirmed account `days` old with an ad of its own, on a network of its own. */
async function reporter(days: number) {
  const person = await signedIn(t, { createdAt: new Date(Date.now() - days * DAY - 3_600_000) });
  await createListing(t.database.db, person.user.id);
  network += 1;
  return { ...person, address: `100.64.${network}.9` };
}

/** A seller of long standing: a year on Bazaar, never reported with cause. */
async function goodSellersAd() {
  const seller = await createUser(t.database.db, { createdAt: new Date(Date.now() - 365 * DAY) });
  return createListing(t.database.db, seller.id);
}

describe('reports from throwaway accounts', () => {
  it('three day-old accounts on three networks rank a good seller’s ad but do not hold it', async () => {
    const ad = await goodSellersAd();
    const quiet = await goodSellersAd();
    await reportFrom(t, await reporter(3), quiet.id);

    for (const p of [await reporter(1), await reporter(1), await reporter(1)])
      expect(await reportFrom(t, p, ad.id)).toBe(201);
    expect(await statusOf(ad.id)).toBe('active');

    const items = await queue();
    const item = items.find((i) => i.listing.id === ad.id)!;
    expect(item.reports.map((r) => r.standing)).toEqual(['ranked', 'ranked', 'ranked']);
    // Ranked above an ad with one such report.
    expect(items.indexOf(item)).toBeLessThan(items.findIndex((i) => i.listing.id === quiet.id));
  });

  it('a reporter with a record still holds it together with them', async () => {
    const ad = await goodSellersAd();
    for (const p of [await reporter(1), await reporter(1)]) await reportFrom(t, p, ad.id);
    expect(await statusOf(ad.id)).toBe('active');
    await reportFrom(t, await reporter(45), ad.id);
    expect(await statusOf(ad.id)).toBe('held');
  });

  it('an upheld report lifts a young account off probation; dismissed ones weigh it down', async () => {
    const seller = await createUser(t.database.db, { createdAt: new Date(Date.now() - 365 * DAY) });
    const young = await reporter(5);
    // Earlier, this young account reported a scam that an operator took down.
    const scam = await createListing(t.database.db, (await createUser(t.database.db)).id);
    await reportFrom(t, young, scam.id);
    expect((await operator.post(`/api/admin/listings/${scam.id}/remove`, { reason: 'Scam' })).status).toBe(
      200,
    );

    const ad = await createListing(t.database.db, seller.id);
    await reportFrom(t, young, ad.id);
    const [filed] = await t.database.db.select().from(reports).where(eq(reports.listingId, ad.id));
    expect(filed).toMatchObject({ standing: 'counted', weight: 1.25 });

    // A careless reporter: eight reports dismissed, so their reports weigh nothing.
    const careless = await reporter(90);
    for (let i = 0; i < 8; i += 1) {
      const other = await createListing(t.database.db, (await createUser(t.database.db)).id);
      await reportFrom(t, careless, other.id);
      expect(
        (await operator.post(`/api/admin/listings/${other.id}/dismiss`, { reason: 'Fine' })).status,
      ).toBe(200);
    }
    const target = await goodSellersAd();
    for (const p of [careless, await reporter(60), await reporter(60)]) await reportFrom(t, p, target.id);
    expect(await statusOf(target.id)).toBe('active');
    await reportFrom(t, await reporter(60), target.id);
    expect(await statusOf(target.id)).toBe('held');
  });

  it('a new seller’s ad can still be held by young accounts', async () => {
    const ad = await createListing(t.database.db, (await createUser(t.database.db)).id);
    for (const p of [await reporter(2), await reporter(2), await reporter(2)]) await reportFrom(t, p, ad.id);
    expect(await statusOf(ad.id)).toBe('held');
  });
});
