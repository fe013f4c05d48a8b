import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { listingsRepository } from './repository.ts';
import { ViewCounter } from './view-counter.ts';

describe('ViewCounter', () => {
  it('adds views up per ad and writes them in one batch', async () => {
    const written: Array<Map<number, number>> = [];
    const counter = new ViewCounter(async (v) => void written.push(v), 60_000);
    counter.add(1);
    counter.add(2);
    counter.add(1);
    await counter.flush();
    await counter.flush();
    expect(written).toEqual([
      new Map([
        [1, 2],
        [2, 1],
      ]),
    ]);
    await counter.close();
  });

  it('keeps the views for the next round while the database is away, up to a cap', async () => {
    let down = true;
    const written: Array<Map<number, number>> = [];
    const counter = new ViewCounter(
      async (v) => {
        if (down) throw new Error('connection refused');
        written.push(v);
      },
      60_000,
      2,
    );
    counter.add(1);
    counter.add(2);
    await counter.flush();
    counter.add(1);
    counter.add(3); // over the cap of two ads: dropped
    down = false;
    await counter.close();
    expect(written).toEqual([
      new Map([
        [1, 2],
        [2, 1],
      ]),
    ]);
  });
});

describe('ad page views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('are counted in the database once flushed', async () => {
    const { user, cookie } = await signedIn(t);
    const ad = await createListing(t.database.db, user.id);
    const other = await createListing(t.database.db, user.id);
    const counter = new ViewCounter((v) => listingsRepository(t.database.db).addViews(v), 60_000);
    for (const id of [ad.id, ad.id, ad.id, other.id]) counter.add(id);
    await counter.close();
    const views = async (id: number) =>
      (await t.database.db.select({ v: listings.views }).from(listings).where(eq(listings.id, id)))[0]!.v;
    expect(await views(ad.id)).toBe(3);
    expect(await views(other.id)).toBe(1);

    // Through the API: opening the page counts, written when the server closes at the latest.
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${other.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    await t.app.close();
    expect(await views(other.id)).toBe(2);
  });
});
