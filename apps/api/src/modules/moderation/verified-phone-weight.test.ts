import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { verifyPhone } from '../../test/phones.ts';
import { personWithStanding, reportFrom } from '../../test/standing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ REPORT_HOLD_THRESHOLD: '3' });
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.database.db.select({ s: listings.status }).from(listings).where(eq(listings.id, id)))[0]!.s;

describe('reports by people with a verified number weigh more', () => {
  it('two verified reporters hold an ad that two others do not', async () => {
    const seller = await createUser(t.database.db);
    const plain = await createListing(t.database.db, seller.id);
    const weighed = await createListing(t.database.db, seller.id);
    for (let i = 0; i < 2; i++) {
      expect(await reportFrom(t, await personWithStanding(t), plain.id)).toBe(201);
      const verified = await personWithStanding(t);
      await verifyPhone(t.database.db, verified.user.id);
      expect(await reportFrom(t, verified, weighed.id)).toBe(201);
    }
    expect(await statusOf(plain.id)).toBe('active');
    expect(await statusOf(weighed.id)).toBe('held');
  });
});
