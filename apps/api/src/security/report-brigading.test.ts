import type { Queue } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, listings } from '../db/schema.ts';
import { signedInStaff } from '../modules/moderation/test-staff.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { createListing } from '../test/factories.ts';
import { as } from '../test/social.ts';
import { personWithStanding, reportFrom } from '../test/standing.ts';

let t: TestApp;
let operator: ReturnType<typeof as>;
beforeAll(async () => {
  t = await testApp({ REPORT_HOLD_THRESHOLD: '3' });
  operator = as(t, (await signedInStaff(t, 'operator')).cookie);
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.database.db.select({ s: listings.status }).from(listings).where(eq(listings.id, id)))[0]!.s;
const queueItem = async (id: number) =>
  ((await operator.get('/api/admin/queue')).body as Queue).items.find((i) => i.listing.id === id);
const newAd = async () => createListing(t.database.db, (await signedIn(t)).user.id);

describe('report brigading', () => {
  it('three accounts made a minute ago, from one address, do not hold an ad', async () => {
    const ad = await newAd();
    const fresh = await Promise.all(
      [1, 2, 3].map((n) => signedIn(t, { name: `Fresh ${n}`, createdAt: new Date(Date.now() - 60_000) })),
    );
    for (const p of fresh) expect(await reportFrom(t, { ...p, address: '198.51.100.7' }, ad.id)).toBe(201);
    expect(await statusOf(ad.id)).toBe('active');

    // Still in the queue, each report saying why it did not count.
    const item = (await queueItem(ad.id))!;
    expect(item).toMatchObject({ reporters: 3, counted: 0 });
    expect(item.reports.map((r) => r.standing)).toEqual(['new_account', 'new_account', 'new_account']);
  });

  it('three people with standing, from three networks, do', async () => {
    const ad = await newAd();
    const people = await Promise.all([1, 2, 3].map((n) => personWithStanding(t, `Standing ${n}`)));
    for (const p of people.slice(0, 2)) expect(await reportFrom(t, p, ad.id)).toBe(201);
    expect(await statusOf(ad.id)).toBe('active');
    expect(await reportFrom(t, people[2]!, ad.id)).toBe(201);
    expect(await statusOf(ad.id)).toBe('held');
    const item = (await queueItem(ad.id))!;
    expect(item).toMatchObject({ reporters: 3, counted: 3 });
    expect(item.reports.map((r) => r.standing)).toEqual(['counted', 'counted', 'counted']);
  });

  it('an account with no ad and no message sent does not count', async () => {
    const ad = await newAd();
    const idle = await signedIn(t, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
    expect(await reportFrom(t, { ...idle, address: '192.0.2.44' }, ad.id)).toBe(201);
    expect((await queueItem(ad.id))!.reports[0]!.standing).toBe('no_history');
  });

  it('one network counts once per ad, IPv6 by its /48', async () => {
    const ad = await newAd();
    const people = await Promise.all([1, 2, 3].map((n) => personWithStanding(t, `Household ${n}`)));
    const addresses = ['2001:db8:7:1::10', '2001:db8:7:2::20', '203.0.113.9'];
    for (const [i, p] of people.entries()) await reportFrom(t, { ...p, address: addresses[i]! }, ad.id);
    expect(await statusOf(ad.id)).toBe('active');
    const item = (await queueItem(ad.id))!;
    expect(item.reports.map((r) => r.standing)).toEqual(['counted', 'same_network', 'counted']);
  });

  it('a report across a block reaches the queue without counting', async () => {
    const seller = await signedIn(t);
    const ad = await createListing(t.database.db, seller.user.id);
    const people = await Promise.all([1, 2, 3].map((n) => personWithStanding(t, `Neighbour ${n}`)));
    await t.database.db.insert(blocks).values({ blockerId: seller.user.id, blockedId: people[0]!.user.id });
    for (const p of people) await reportFrom(t, p, ad.id);
    expect(await statusOf(ad.id)).toBe('active');
    expect((await queueItem(ad.id))!.reports.map((r) => r.standing)).toEqual([
      'blocked',
      'counted',
      'counted',
    ]);
  });

  it('a popular ad needs more reports: one more for each tenfold audience beyond 10', async () => {
    const ad = await newAd();
    await t.database.db.update(listings).set({ views: 150 }).where(eq(listings.id, ad.id));
    const people = await Promise.all([1, 2, 3, 4].map((n) => personWithStanding(t, `Viewer ${n}`)));
    for (const p of people.slice(0, 3)) await reportFrom(t, p, ad.id);
    expect(await statusOf(ad.id)).toBe('active');
    await reportFrom(t, people[3]!, ad.id);
    expect(await statusOf(ad.id)).toBe('held');
  });

  it('reports without standing rank below reports that count', async () => {
    const brigaded = await newAd();
    const fresh = await Promise.all([1, 2].map(() => signedIn(t)));
    for (const p of fresh) await reportFrom(t, { ...p, address: '198.51.100.8' }, brigaded.id);
    const reported = await newAd();
    await reportFrom(t, await personWithStanding(t), reported.id);
    const ids = ((await operator.get('/api/admin/queue')).body as Queue).items.map((i) => i.listing.id);
    expect(ids.indexOf(reported.id)).toBeLessThan(ids.indexOf(brigaded.id));
  });
});
