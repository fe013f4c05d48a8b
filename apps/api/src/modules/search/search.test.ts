import type { ListingsPage, SuggestResponse } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { listingsRepository } from '../listings/repository.ts';
import { searchRepository } from './repository.ts';
import { searchService } from './service.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { testApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2026, 9, n));
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await testApp();
  const db = t.database.db;
  const seller = await createUser(db);
  const ad = async (key: string, o: Parameters<typeof createListing>[2]) => {
    ids[key] = (await createListing(db, seller.id, o)).id;
  };
  const plain = 'Well kept, papers in order.';
  await ad('swiftOld', { title: 'Maruti Suzuki Swift VXi', description: plain, createdAt: day(1) });
  await ad('swiftNew', { title: 'Maruti Suzuki Swift ZXi', description: plain, createdAt: day(5) });
  // "sunroof" only in the description, and the newest of the three sunroof ads.
  await ad('sunroofDesc', {
    title: 'Hyundai Creta SX',
    brand: 'Hyundai',
    model: 'Creta',
    description: 'Electric sunroof, alloy wheels.',
    createdAt: day(9),
  });
  await ad('sunroofTitle', {
    title: 'Kia Seltos with sunroof',
    brand: 'Kia',
    model: 'Seltos',
    description: plain,
    createdAt: day(2),
  });
  // "verna" only as the model, not in the title.
  await ad('vernaModel', {
    title: 'Sedan in great shape',
    brand: 'Hyundai',
    model: 'Verna',
    description: plain,
    createdAt: day(3),
  });
  await ad('vernaTitle', {
    title: 'Hyundai Verna SX diesel',
    brand: 'Hyundai',
    model: 'Verna',
    description: plain,
    createdAt: day(1),
  });
  await ad('vernaDesc', {
    title: 'Honda City ZX',
    brand: 'Honda',
    model: 'City',
    description: 'Better than a Verna, trust me.',
    createdAt: day(8),
  });
  await ad('i20', {
    title: 'Hyundai i20 Asta',
    brand: 'Hyundai',
    model: 'i20',
    description: plain,
    createdAt: day(4),
  });
  await ad('sofa', {
    category: 'sofa-dining',
    title: 'Teak wood sofa set, 5 seater',
    brand: null,
    model: null,
    year: null,
    kmDriven: null,
    fuel: null,
    transmission: null,
    owners: null,
    description: plain,
    createdAt: day(6),
  });
  await ad('soldCiaz', {
    title: 'Maruti Suzuki Ciaz Alpha',
    model: 'Ciaz',
    status: 'sold',
    description: plain,
    createdAt: day(7),
  });
});

afterAll(() => t.close());

// Each search from its own address: this file searches far more than the per-address limit
// (security/search-flood.test.ts) lets one person in a minute.
let searcher = 0;
async function search(query: string) {
  const remoteAddress = `10.20.${Math.floor(++searcher / 250)}.${(searcher % 250) + 1}`;
  const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}`, remoteAddress });
  return { status: res.statusCode, body: res.json() as ListingsPage };
}

const idsOf = (page: ListingsPage) => page.items.map((i) => i.id);

describe('full-text search on GET /api/listings?q=', () => {
  it('ranks a title match above a description match, even a newer one', async () => {
    const { status, body } = await search('q=sunroof');
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([ids.sunroofTitle, ids.sunroofDesc]);
  });

  it('ranks title above brand/model above description, newest first within each', async () => {
    const { body } = await search('q=verna');
    expect(idsOf(body)).toEqual([ids.vernaTitle, ids.vernaModel, ids.vernaDesc]);
  });

  it('puts the newer ad first when relevance is equal', async () => {
    const { body } = await search('q=swift');
    expect(idsOf(body)).toEqual([ids.swiftNew, ids.swiftOld]);
  });

  it('needs every word, in any case and order', async () => {
    expect(idsOf((await search('q=ZXI%20swift')).body)).toEqual([ids.swiftNew]);
    expect(idsOf((await search('q=swift%20creta')).body)).toEqual([]);
  });

  it('tolerates typos in brands, models and title words', async () => {
    expect(idsOf((await search('q=swfit')).body)).toEqual([ids.swiftNew, ids.swiftOld]);
    const hyundai = (await search('q=hundai')).body;
    expect(hyundai.items.length).toBeGreaterThan(0);
    expect(hyundai.items.every((i) => i.brand === 'Hyundai')).toBe(true);
    expect(idsOf((await search('q=hyundai%20vrena')).body)).toEqual([ids.vernaTitle, ids.vernaModel]);
    expect(idsOf((await search('q=sofaa')).body)).toEqual([ids.sofa]);
  });

  it('does not correct words from descriptions (typo tolerance is for short fields)', async () => {
    expect(idsOf((await search('q=alloy')).body)).toEqual([ids.sunroofDesc]);
    expect(idsOf((await search('q=aloy')).body)).toEqual([]);
  });

  it('leaves sold ads out unless asked, and combines with filters and the other sorts', async () => {
    expect(idsOf((await search('q=ciaz')).body)).toEqual([]);
    expect(idsOf((await search('q=ciaz&includeSold=true')).body)).toEqual([ids.soldCiaz]);
    const cheap = (await search('q=hyundai&sort=price_asc')).body;
    expect(cheap.items.map((i) => i.price)).toEqual(
      [...cheap.items.map((i) => i.price)].sort((a, b) => a - b),
    );
    expect(idsOf((await search('q=swift&category=sofa-dining')).body)).toEqual([]);
    expect(idsOf((await search('q=sofa&category=sofa-dining')).body)).toEqual([ids.sofa]);
  });

  it('pages through relevance order across tiers without repeating or skipping', async () => {
    for (const q of ['verna', 'hyundai', 'sunroof']) {
      const all = idsOf((await search(`q=${q}&limit=50`)).body);
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: ListingsPage = (await search(`q=${q}&limit=1${cursor ? `&cursor=${cursor}` : ''}`)).body;
        seen.push(...idsOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
    }
  });

  it('finds the same page whether it reads the newest ads first or goes through the index', async () => {
    const repo = listingsRepository(t.database.db);
    const search = searchService(searchRepository(t.database.db));
    for (const q of ['verna', 'hyundai', 'swift', 'maruti suzuki', 'sunroof']) {
      const match = (await search.match(q))!;
      for (const limit of [1, 2, 24]) {
        const viaIndex = await repo.relevancePage({ search: { ...match, nameShare: 0 } }, limit);
        const walked = await repo.relevancePage({ search: { ...match, nameShare: 1 } }, limit);
        expect(
          walked.map((r) => [r.id, r.tier]),
          `${q} / ${limit}`,
        ).toEqual(viaIndex.map((r) => [r.id, r.tier]));
      }
    }
  });

  it('refuses relevance without a search and a cursor of another order', async () => {
    const { status, body } = await search('sort=relevance');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid', fields: { sort: expect.any(String) } } });
    const newest = (await search('q=hyundai&sort=newest&limit=1')).body;
    expect((await search(`q=hyundai&limit=1&cursor=${newest.nextCursor}`)).status).toBe(400);
  });

  it('offers "did you mean" when a search finds nothing', async () => {
    const { body } = await search('q=maruti%20suzuki%20swift%20creta');
    expect(body.items).toEqual([]);
    expect(body.didYouMean).toContain('Maruti Suzuki Swift');
    expect((await search('q=swift')).body.didYouMean).toBeUndefined();
  });

  it('looks up no corrections for a text of many unknown words, which is no typo', async () => {
    // Each correction is a nearest-word lookup: a flood of random-word searches must not buy many.
    const repo = searchRepository(t.database.db);
    let lookups = 0;
    const counted = {
      ...repo,
      nearestWords: (...args: Parameters<typeof repo.nearestWords>) => {
        lookups++;
        return repo.nearestWords(...args);
      },
    };
    const search = searchService(counted);
    await search.match('qwzx vbkj jxqz kzvw bqxj');
    await search.didYouMean('qwzx vbkj jxqz kzvw bqxj');
    expect(lookups).toBe(0);
    await search.match('swfit');
    expect(lookups).toBe(1);
  });

  it('treats text without a word as no search at all', async () => {
    const { status, body } = await search('q=%21%21%21');
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(5);
  });
});

async function suggest(q: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
  return { status: res.statusCode, body: res.json() as SuggestResponse };
}

describe('GET /api/search/suggest', () => {
  it('completes brands and models first, with their category, then title words', async () => {
    const { status, body } = await suggest('swi');
    expect(status).toBe(200);
    expect(body.items[0]).toEqual({
      label: 'Maruti Suzuki Swift',
      category: 'cars',
      query: 'Maruti Suzuki Swift',
    });
    expect(body.items).toContainEqual({ label: 'swift', query: 'swift' });
  });

  it('matches any word of a name and keeps earlier words of a longer query', async () => {
    expect((await suggest('hyundai v')).body.items[0]?.label).toBe('Hyundai Verna');
    expect((await suggest('teak so')).body.items).toContainEqual({ label: 'teak sofa', query: 'teak sofa' });
    expect((await suggest('ver')).body.items.map((i) => i.label)).toContain('Hyundai Verna');
  });

  it('gives at most 8, nothing for one letter, and corrects a typo when nothing starts so', async () => {
    const db = t.database.db;
    const seller = await createUser(db);
    for (let i = 0; i < 10; i++) {
      await createListing(db, seller.id, { brand: 'Tata', model: `Model${i}`, title: `Tata Model${i} XE` });
    }
    const many = await suggest('tata');
    expect(many.body.items).toHaveLength(8);
    expect((await suggest('t')).body.items).toEqual([]);
    expect((await suggest('swfit')).body.items.map((i) => i.query)).toContain('swift');
  });

  it('forgets a model once its only ad is sold or removed', async () => {
    const db = t.database.db;
    const seller = await createUser(db);
    const ad = await createListing(db, seller.id, {
      brand: 'Kia',
      model: 'Carnival',
      title: 'Kia Carnival Limousine',
    });
    expect((await suggest('carni')).body.items.map((i) => i.label)).toContain('Kia Carnival');
    await db.update(listings).set({ status: 'sold' }).where(eq(listings.id, ad.id));
    expect((await suggest('carni')).body.items).toEqual([]);
    await db.update(listings).set({ status: 'active' }).where(eq(listings.id, ad.id));
    expect((await suggest('carni')).body.items.map((i) => i.label)).toContain('Kia Carnival');
    await db.delete(listings).where(eq(listings.id, ad.id));
    expect((await suggest('carni')).body.items).toEqual([]);
  });

  it('refuses an over-long query', async () => {
    const { status } = await suggest('x'.repeat(101));
    expect(status).toBe(400);
  });
});

describe('a place named in the search', () => {
  const place: Record<string, number> = {};
  beforeAll(async () => {
    const db = t.database.db;
    const seller = await createUser(db);
    const at = (city: string, state: string) => ({ city, state, locality: 'Centre' });
    place.swiftMumbai = (
      await createListing(db, seller.id, { title: 'Maruti Suzuki Swift LXi', ...at('mumbai', 'maharashtra') })
    ).id;
    place.swiftPune = (
      await createListing(db, seller.id, { title: 'Maruti Suzuki Swift DZire', ...at('pune', 'maharashtra') })
    ).id;
    place.swiftNaviMumbai = (
      await createListing(db, seller.id, {
        title: 'Maruti Suzuki Swift VDi',
        ...at('navi-mumbai', 'maharashtra'),
      })
    ).id;
    place.creta = (
      await createListing(db, seller.id, {
        title: 'Hyundai Creta SX',
        brand: 'Hyundai',
        model: 'Creta',
        ...at('mumbai', 'maharashtra'),
      })
    ).id;
  });
  const found = async (query: string) => {
    const { status, body } = await search(query);
    expect(status, query).toBe(200);
    return idsOf(body as ListingsPage);
  };
  const ours = (list: number[]) => list.filter((id) => Object.values(place).includes(id));

  it('filters by that city instead of looking for its name in the ads', async () => {
    expect(ours(await found('q=swift%20mumbai'))).toEqual([place.swiftMumbai]);
    expect(ours(await found('q=swift%20in%20Pune'))).toEqual([place.swiftPune]);
    // The longer name wins: Navi Mumbai is not Mumbai.
    expect(ours(await found('q=navi%20mumbai%20swift'))).toEqual([place.swiftNaviMumbai]);
    // In Hindi too, and the place alone lists that city's ads.
    expect(ours(await found(`q=${encodeURIComponent('swift मुंबई')}`))).toEqual([place.swiftMumbai]);
    expect(new Set(ours(await found(`q=${encodeURIComponent('मुंबई')}`)))).toEqual(
      new Set([place.swiftMumbai, place.creta]),
    );
  });

  it('names a state: its ads only', async () => {
    const inState = ours(await found('q=swift%20maharashtra'));
    expect(new Set(inState)).toEqual(new Set([place.swiftMumbai, place.swiftPune, place.swiftNaviMumbai]));
  });

  it('keeps the words as words when the query already has another place', async () => {
    // A city chosen already: "mumbai" must then be in the ad's text, which none of these has.
    expect(ours(await found('q=swift%20mumbai&city=pune'))).toEqual([]);
    // Another state chosen: the same.
    expect(ours(await found('q=swift%20mumbai&state=kerala'))).toEqual([]);
    // The same state: the city narrows it.
    expect(ours(await found('q=swift%20mumbai&state=maharashtra'))).toEqual([place.swiftMumbai]);
  });
});

describe('a number and its unit typed together', () => {
  it('"2bhk" finds "2 BHK", as written in the ad', async () => {
    const seller = await createUser(t.database.db);
    const flat = await createListing(t.database.db, seller.id, { title: 'Spacious 2 BHK near the metro' });
    const other = await createListing(t.database.db, seller.id, { title: 'Spacious 3 BHK, 2 balconies' });
    const found = idsOf((await search('q=2bhk%20spacious')).body);
    expect(found).toContain(flat.id);
    expect(found).not.toContain(other.id);
  });
});
