import { sql } from 'drizzle-orm';
import { fromPostgres } from '../apps/api/src/db/client.ts';
import {
  listingsRepository,
  type ListingFilter,
  type PageRequest,
} from '../apps/api/src/modules/listings/repository.ts';

const CASES: Array<[string, ListingFilter, PageRequest]> = [
  ['cars by price desc', { category: 'cars' }, { sort: 'price_desc', limit: 24 }],
  ['cars newest', { category: 'cars' }, { sort: 'newest', limit: 24 }],
  ['all newest', {}, { sort: 'newest', limit: 24 }],
  [
    'cars, 2 brands, price asc',
    { category: 'cars', brands: ['Hyundai', 'Tata'] },
    { sort: 'price_asc', limit: 24 },
  ],
  [
    'cars by price, page 2',
    { category: 'cars' },
    { sort: 'price_asc', limit: 24, after: { key: 500_000, id: 1 } },
  ],
];

/** Prints the plan of every list query exactly as the API builds it; a full-table Sort would show here. */
export async function explainListQueries(databaseUrl: string) {
  const database = fromPostgres(databaseUrl, 1);
  const repo = listingsRepository(database.db);
  for (const [name, filter, page] of CASES) {
    const q = repo.pageQuery(filter, page).toSQL();
    const params = q.params.map((p) => (typeof p === 'string' ? `'${p.replace(/'/g, "''")}'` : String(p)));
    const text = q.sql.replace(/\$(\d+)/g, (_, n: string) => params[Number(n) - 1]!);
    const plan = (await database.db.execute(
      sql.raw(`explain (analyze, buffers off) ${text}`),
    )) as unknown as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    console.log(`\n-- ${name}`);
    for (const row of plan.rows) console.log(row['QUERY PLAN']);
  }
  await database.close();
}
