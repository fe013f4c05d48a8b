import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
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

  it('writes a busy round in small statements, so reads queued meanwhile are not held up', async () => {
    const written: number[][] = [];
    const counter = new ViewCounter(async (v) => void written.push([...v.keys()]), 60_000, 50_000, 25);
    for (let id = 1; id <= 60; id++) counter.add(id);
    await counter.flush();
    expect(written.map((ids) => ids.length)).toEqual([25, 25, 10]);
    expect(written.flat()).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
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

  it('are added right when several processes flush the same ads at the same moment', async () => {
    const { db } = t.database;
    const seller = await createUser(db);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push((await createListing(db, seller.id)).id);
    const repo = listingsRepository(db);
    // Each flush names the ads in another order, as maps filled by different visitors do.
    const flushes = Array.from({ length: 60 }, (_, i) => {
      const order = i % 2 ? [...ids].reverse() : [...ids.slice(i % 6), ...ids.slice(0, i % 6)];
      return repo.addViews(new Map(order.map((id) => [id, 1])));
    });
    const outcomes = await Promise.allSettled(flushes);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason))).toEqual([]);
    const rows = await db.select({ v: listings.views }).from(listings).where(inArray(listings.id, ids));
    expect(rows.map((r) => r.v)).toEqual(ids.map(() => 60));
  });
});
