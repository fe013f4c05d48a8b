// Search on 1,000,000 ads: the plans of the queries GET /api/listings?q= and /api/search/suggest run
// (EXPLAIN ANALYZE, timings of each), and the URLs of the search load scenarios for run.ts.
// Alone: `node --import tsx bench/search.ts [database url]` prints the plans and per-query timings.
import { sql } from 'drizzle-orm';
import { fromPostgres, type Database } from '../apps/api/src/db/client.ts';
import {
  listingsRepository,
  TIERS,
  type ListingFilter,
} from '../apps/api/src/modules/listings/repository.ts';
import { searchRepository } from '../apps/api/src/modules/search/repository.ts';
import { searchService } from '../apps/api/src/modules/search/service.ts';

/** Typical searches: a common model, a brand, a typo, a word mostly found in descriptions, a rare one, with filters. */
export const SEARCHES = [
  'swift',
  'hyundai creta',
  'hundai',
  'sunroof',
  'royal enfield classic',
  '2 bhk flat',
  'iphone 13',
  'wooden sofa',
];

/** Load scenarios: each request picks the next URL, so caches see a realistic mix. */
export const SEARCH_SCENARIOS: Array<[string, string[]]> = [
  ['search: relevance, mixed queries', SEARCHES.map((q) => `/api/listings?q=${encodeURIComponent(q)}`)],
  [
    'search: in a category and a state',
    SEARCHES.slice(0, 3).map((q) => `/api/listings?q=${encodeURIComponent(q)}&category=cars&state=kerala`),
  ],
  [
    'search: price low to high',
    SEARCHES.map((q) => `/api/listings?q=${encodeURIComponent(q)}&sort=price_asc`),
  ],
  [
    'suggest: typing',
    ['sw', 'swi', 'swift', 'hy', 'hyun', 'roy', 'iph', 'sof', 'bhk', 'maruti s'].map(
      (q) => `/api/search/suggest?q=${encodeURIComponent(q)}`,
    ),
  ],
];

async function explain(
  database: Database,
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
) {
  const q = query.toSQL();
  const params = q.params.map((p) => (typeof p === 'string' ? `'${p.replace(/'/g, "''")}'` : String(p)));
  const text = q.sql.replace(/\$(\d+)/g, (_, n: string) => params[Number(n) - 1]!);
  let plan: { rows: Array<{ 'QUERY PLAN': string }> };
  try {
    plan = (await database.db.execute(sql.raw(`explain (analyze, buffers off) ${text}`))) as unknown as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
  } catch (err) {
    // A cold cache right after seeding can outlast the client's read timeout: say so, measure on.
    console.log(
      `\n-- ${name}: no plan (${(err as Error & { cause?: Error }).cause?.message ?? String(err)})`,
    );
    return;
  }
  const lines = plan.rows.map((r) => r['QUERY PLAN']);
  const time = lines.find((l) => l.startsWith('Execution Time'));
  console.log(`\n-- ${name}: ${time}`);
  for (const l of lines) console.log(l);
}

/** Prints the plan of every search query as the API builds it (each relevance tier separately). */
export async function explainSearchQueries(databaseUrl: string) {
  const database = fromPostgres(databaseUrl, 1);
  const repo = listingsRepository(database.db);
  const search = searchService(searchRepository(database.db));
  const cases: Array<[string, ListingFilter]> = [];
  for (const q of SEARCHES) cases.push([q, {}]);
  cases.push(['swift in cars, Kerala', { category: 'cars', state: 'kerala' }]);
  for (const [q, extra] of cases) {
    const text = q.split(' in ')[0]!;
    const match = (await search.match(text))!;
    const filter = { ...extra, search: match };
    for (const tier of TIERS) {
      await explain(
        database,
        `"${q}" relevance tier ${tier}`,
        repo.pageQuery(filter, { sort: 'tier', tier, limit: 24 }),
      );
    }
    await explain(database, `"${q}" price asc`, repo.pageQuery(filter, { sort: 'price_asc', limit: 24 }));
  }
  await database.close();
}

/** Wall time of the whole service call (vocabulary look-up, corrections, tiers) per search, warm. */
export async function timeSearches(databaseUrl: string) {
  const database = fromPostgres(databaseUrl, 1);
  const repo = listingsRepository(database.db);
  const search = searchService(searchRepository(database.db));
  const rows: Array<Record<string, string | number>> = [];
  for (const q of SEARCHES) {
    const once = async () => {
      const t0 = performance.now();
      const match = await search.match(q);
      const found = match ? await repo.relevancePage({ search: match }, 24) : [];
      const t1 = performance.now();
      await search.suggest(q.slice(0, 4));
      return { search: t1 - t0, suggest: performance.now() - t1, found: found.length };
    };
    await once();
    const runs: Array<{ search: number; suggest: number; found: number }> = [];
    for (let i = 0; i < 20; i++) runs.push(await once());
    const p = (k: 'search' | 'suggest', f: number) => {
      const sorted = runs.map((r) => r[k]).sort((a, b) => a - b);
      return sorted[Math.floor(f * (sorted.length - 1))]!.toFixed(1);
    };
    rows.push({
      query: q,
      found: runs[0]!.found,
      'search p50 ms': p('search', 0.5),
      'search max ms': p('search', 1),
      'suggest p50 ms': p('suggest', 0.5),
    });
  }
  console.table(rows);
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/bazaar_bench';
  await explainSearchQueries(url);
  await timeSearches(url);
}
