import { findCity } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { adPointsRepository } from './ad-points-repository.ts';

// Ads written before localities had points: none at all, or their city's centre.
let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const pointOf = async (id: number) => {
  const [row] = await t.database.db
    .select({ lat: listings.lat, lng: listings.lng })
    .from(listings)
    .where(eq(listings.id, id));
  return row;
};

describe('ad points backfill', () => {
  it("moves ads with no point or their city's centre to their locality's point, and no other", async () => {
    const db = t.database.db;
    const seller = await createUser(db);
    const pune = findCity('pune')!;
    const at = (locality: string, lat: number | null, lng: number | null) =>
      createListing(db, seller.id, { state: 'maharashtra', city: 'pune', locality, lat, lng });
    const centred = await at('Kothrud', pune.lat, pune.lng);
    const none = await at('Baner', null, null);
    const part = await at('Lane 5, Hinjewadi', pune.lat, pune.lng);
    const typed = await at('Somewhere new', null, null);
    const unknownCentred = await at('Somewhere else', pune.lat, pune.lng);
    const own = await at('Kothrud', 18.5, 73.8);

    // A process started after the upgrade looks for unplaced ads beside its start, not before it.
    const app = await t.restart();
    await expect
      .poll(async () => (await app.jobs.drain(), pointOf(centred.id)), { timeout: 60_000 })
      .toEqual({ lat: 18.507, lng: 73.807 });
    await app.jobs.drain();
    expect(await pointOf(centred.id)).toEqual({ lat: 18.507, lng: 73.807 });
    expect(await pointOf(none.id)).toEqual({ lat: 18.559, lng: 73.787 });
    expect(await pointOf(part.id)).toEqual({ lat: 18.591, lng: 73.739 });
    expect(await pointOf(typed.id)).toEqual({ lat: pune.lat, lng: pune.lng });
    expect(await pointOf(unknownCentred.id)).toEqual({ lat: pune.lat, lng: pune.lng });
    expect(await pointOf(own.id)).toEqual({ lat: 18.5, lng: 73.8 });

    // Done: nothing left for a later start to place.
    expect(await adPointsRepository(db).anyUnplaced()).toBe(false);
  });

  it('walks the ads in batches', async () => {
    const repo = adPointsRepository(t.database.db);
    const seller = await createUser(t.database.db);
    const ads = [];
    for (let i = 0; i < 3; i++)
      ads.push(
        await createListing(t.database.db, seller.id, {
          city: 'pune',
          locality: 'Wakad',
          lat: null,
          lng: null,
        }),
      );
    const first = await repo.placeBatch(ads[0]!.id - 1, 2);
    expect(first).toEqual({ last: ads[1]!.id, placed: 2 });
    expect(await repo.placeBatch(first.last!, 2)).toEqual({ last: ads[2]!.id, placed: 1 });
    expect(await repo.placeBatch(ads[2]!.id, 2)).toEqual({ last: null, placed: 0 });
    expect(await repo.placeBatch(ads[0]!.id - 1, 2)).toEqual({ last: ads[1]!.id, placed: 0 });
  });
});
