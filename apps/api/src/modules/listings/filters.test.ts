import type { ListingsPage } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { testApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

const none = {
  brand: null,
  model: null,
  year: null,
  kmDriven: null,
  fuel: null,
  transmission: null,
  owners: null,
};

beforeAll(async () => {
  t = await testApp();
  const db = t.database.db;
  const seller = await createUser(db);
  const ad = async (key: string, o: Parameters<typeof createListing>[2]) => {
    ids[key] = (await createListing(db, seller.id, o)).id;
  };
  await ad('swift', {
    model: 'Swift',
    year: 2016,
    kmDriven: 60_000,
    fuel: 'Petrol',
    transmission: 'Manual',
    owners: '1',
  });
  await ad('dzire', {
    model: 'Swift Dzire',
    year: 2019,
    kmDriven: 30_000,
    fuel: 'Diesel',
    transmission: 'Manual',
    owners: '2',
  });
  await ad('creta', {
    brand: 'Hyundai',
    model: 'Creta',
    year: 2021,
    kmDriven: 15_000,
    fuel: 'Diesel',
    transmission: 'Automatic',
    owners: '1',
    state: 'punjab',
    city: 'ludhiana',
  });
  await ad('flat', {
    ...none,
    category: 'houses-for-sale',
    title: '2 BHK flat',
    bhk: '2',
    attributes: { type: 'Apartment', furnishing: 'Furnished' },
  });
  await ad('villa', {
    ...none,
    category: 'houses-for-sale',
    title: '4 BHK villa',
    bhk: '4',
    attributes: { type: 'House & Villa', furnishing: 'Unfurnished' },
  });
  await ad('job', {
    ...none,
    category: 'driver',
    title: 'Driver needed',
    attributes: { salaryFrom: 15000, positionType: 'Full-time' },
  });
  await ad('phone', {
    ...none,
    category: 'mobile-phones',
    brand: 'Apple',
    model: 'iPhone 13',
    title: 'Apple iPhone 13',
    attributes: { condition: 'Like new' },
  });
});

afterAll(() => t.close());

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
  return { status: res.statusCode, body: res.json() };
}

const found = async (query: string) => {
  const { status, body } = await list(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as ListingsPage).items.map((i) => i.id).sort((a, b) => a - b);
};
const sorted = (...keys: string[]) => keys.map((k) => ids[k]!).sort((a, b) => a - b);

describe('list filters', () => {
  it('filters by model prefix, case-insensitively, also as "brand model"', async () => {
    expect(await found('model=swift')).toEqual(sorted('swift', 'dzire'));
    expect(await found('model=SWIFT%20D')).toEqual(sorted('dzire'));
    expect(await found('model=hyundai%20cr')).toEqual(sorted('creta'));
    expect(await found('model=iphone')).toEqual(sorted('phone'));
    expect(await found('model=%25')).toEqual([]);
  });

  it('filters cars by year range, km, fuel, transmission and owners', async () => {
    expect(await found('category=cars&minYear=2018')).toEqual(sorted('dzire', 'creta'));
    expect(await found('category=cars&minYear=2017&maxYear=2020')).toEqual(sorted('dzire'));
    expect(await found('category=cars&maxKm=30000')).toEqual(sorted('dzire', 'creta'));
    expect(await found('category=cars&fuel=Diesel')).toEqual(sorted('dzire', 'creta'));
    expect(await found('category=cars&fuel=Diesel&fuel=Petrol')).toEqual(sorted('swift', 'dzire', 'creta'));
    expect(await found('category=cars&transmission=Automatic')).toEqual(sorted('creta'));
    expect(await found('category=cars&owners=2')).toEqual(sorted('dzire'));
  });

  it('filters homes by BHK, type and furnishing; jobs by position; goods by condition', async () => {
    expect(await found('category=houses-for-sale&bhk=4')).toEqual(sorted('villa'));
    expect(await found('category=houses-for-sale&attr.type=Apartment')).toEqual(sorted('flat'));
    expect(
      await found('category=houses-for-sale&attr.furnishing=Unfurnished&attr.furnishing=Furnished'),
    ).toEqual(sorted('flat', 'villa'));
    expect(await found('category=driver&attr.positionType=Full-time')).toEqual(sorted('job'));
    expect(await found('category=driver&attr.positionType=Part-time')).toEqual([]);
    expect(await found('attr.condition=Like%20new')).toEqual(sorted('phone'));
  });

  it('filters by state and city', async () => {
    expect(await found('state=punjab')).toEqual(sorted('creta'));
    expect(await found('city=ludhiana')).toEqual(sorted('creta'));
    expect(await found('state=kerala&city=ludhiana')).toEqual([]);
  });

  it.each([
    ['fuel=Water', 'fuel'],
    ['transmission=Semi', 'transmission'],
    ['owners=9', 'owners'],
    ['bhk=12', 'bhk'],
    ['minYear=1800', 'minYear'],
    ['minYear=2020&maxYear=2010', 'minYear'],
    ['maxKm=-1', 'maxKm'],
    ['maxKm=lots', 'maxKm'],
    ['attr.colour=Red', 'attr.colour'],
    ['attr.furnishing=Shiny', 'attr.furnishing'],
    ['category=houses-for-sale&attr.type=Shop', 'attr.type'],
    [`model=${'x'.repeat(71)}`, 'model'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });
});
