import type { PriceBand } from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { createListing, createUser } from '../../test/factories.ts';

let t: TestApp;
let sellerId: number;

beforeAll(async () => {
  t = await testApp();
  sellerId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from ${listings}`);
});

/** Creta 2019, 40,000 km, priced 400,000 + i × 10,000 unless told otherwise. */
async function cretas(n: number, overrides: Partial<typeof listings.$inferInsert> = {}) {
  for (let i = 0; i < n; i++)
    await createListing(t.database.db, sellerId, {
      brand: 'Hyundai',
      model: 'Creta',
      year: 2019,
      kmDriven: 40_000,
      price: 400_000 + i * 10_000,
      ...overrides,
    });
}

async function band(query: string): Promise<PriceBand> {
  const res = await t.app.inject({ method: 'GET', url: `/api/price-band?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<PriceBand>();
}

const creta = 'category=cars&brand=Hyundai&model=Creta&year=2019&km=40000';

describe('fair-price band', () => {
  it('gives P25, median and P75 of 8 comparables, and where a price sits', async () => {
    await cretas(8); // 400k … 470k
    const b = await band(`${creta}&price=520000`);
    expect(b.comparables).toBe(8);
    expect(b.band).toEqual({ p25: 417_500, median: 435_000, p75: 452_500 });
    expect(b.verdict).toBe('above');
    expect(b.percentFromMedian).toBe(20);
    expect((await band(`${creta}&price=400000`)).verdict).toBe('good');
    expect((await band(`${creta}&price=440000`)).verdict).toBe('fair');
  });

  it('is hidden below 8 comparables, telling how many there are', async () => {
    await cretas(7);
    const b = await band(`${creta}&price=450000`);
    expect(b).toEqual({ comparables: 7, band: null, verdict: null, percentFromMedian: null });
  });

  it('counts years within one either side, not two', async () => {
    await cretas(4, { year: 2018 });
    await cretas(4, { year: 2020 });
    await cretas(5, { year: 2017 });
    await cretas(5, { year: 2021 });
    expect((await band(creta)).comparables).toBe(8);
  });

  it('counts kilometres within 40 % (10,000 km at least) either side, edges included', async () => {
    await cretas(3, { kmDriven: 24_000 }); // 40,000 − 40 %
    await cretas(3, { kmDriven: 56_000 }); // 40,000 + 40 %
    await cretas(2, { kmDriven: 40_000 });
    await cretas(4, { kmDriven: 23_999 });
    await cretas(4, { kmDriven: 56_001 });
    expect((await band(creta)).comparables).toBe(8);
    // A low-km car compares with anything within 10,000 km.
    expect((await band('category=cars&brand=Hyundai&model=Creta&year=2019&km=3000')).comparables).toBe(0);
    await cretas(2, { kmDriven: 13_000 });
    await cretas(2, { kmDriven: 13_001 });
    expect((await band('category=cars&brand=Hyundai&model=Creta&year=2019&km=3000')).comparables).toBe(2);
  });

  it('counts active ads and ads sold in the last 12 months; never removed or any other status', async () => {
    const db = t.database.db;
    await cretas(4);
    await cretas(2, { status: 'sold', updatedAt: new Date(Date.now() - 330 * 24 * 3600 * 1000) });
    await cretas(3, { status: 'sold', updatedAt: new Date(Date.now() - 400 * 24 * 3600 * 1000) });
    await cretas(3, { status: 'removed' });
    // A status added by another part of Bazaar (a moderation hold) is not counted either.
    const held = await createListing(db, sellerId, {
      brand: 'Hyundai',
      model: 'Creta',
      year: 2019,
      kmDriven: 40_000,
    });
    await db.execute(sql`update ${listings} set status = 'held' where id = ${held.id}`);
    expect((await band(creta)).comparables).toBe(6);
  });

  it('matches the model whatever its case, only in the same category and brand', async () => {
    await cretas(8, { model: 'CRETA' });
    await cretas(3, { brand: 'Kia' });
    await cretas(3, { category: 'motorcycles' });
    expect((await band('category=cars&brand=Hyundai&model=creta&year=2019&km=40000')).comparables).toBe(8);
  });

  it('leaves the ad itself out when asked (its own page)', async () => {
    await cretas(8);
    const [one] = await t.database.db.select({ id: listings.id }).from(listings).limit(1);
    expect((await band(`${creta}&exclude=${one!.id}`)).comparables).toBe(7);
  });

  it('compares phones by brand and model only (the catalog gives them no year or km)', async () => {
    await cretas(8, {
      category: 'mobile-phones',
      brand: 'Samsung',
      model: 'Galaxy S21',
      year: null,
      kmDriven: null,
    });
    const b = await band('category=mobile-phones&brand=Samsung&model=Galaxy%20S21&year=2019&km=5');
    expect(b.comparables).toBe(8);
  });

  it('refuses categories without a band and bad numbers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/price-band?category=books&brand=a&model=b' });
    expect(res.statusCode).toBe(400);
    const bad = await t.app.inject({ method: 'GET', url: `/api/price-band?${creta}&price=-5` });
    expect(bad.statusCode).toBe(400);
  });

  it('is read from the band index', async () => {
    await cretas(8);
    // Enough other Hyundais that the planner, with fresh statistics, can tell the indexes apart.
    await t.database.db.execute(
      sql`insert into ${listings} (seller_id, category, title, description, price, brand, model, year, km_driven, state, city)
          select ${sellerId}, 'cars', 'Hyundai i20', 'Well kept.', 300000 + i, 'Hyundai', 'i20', 2015 + i % 8, 1000 * i, 'kerala', 'kochi'
          from generate_series(1, 400) i`,
    );
    await t.database.db.execute(sql`analyze ${listings}`);
    // A small table may be read whole; with sequential scans off the band index must be the plan.
    // One transaction: on PostgreSQL the setting and the EXPLAIN must share a pooled connection.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select count(*) from ${listings} where category = 'cars' and brand = 'Hyundai'
            and lower(model) = lower('Creta') and year between 2018 and 2020
            and status in ('active', 'sold')`,
      );
    });
    expect(JSON.stringify(plan)).toContain('listings_price_band_idx');
  });
});
