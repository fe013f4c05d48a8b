// `npx tsx bench/price-band.ts`: fair-price band query latency on PostgreSQL at the seeded size.
// BENCH_BAND_DATABASE_URL (default: the bazaar_i13_bench database) must hold the seeded ads; the
// migrations (and so the band index) are applied first. Prints p50/p95/p99 and one EXPLAIN ANALYZE.
import { sql } from 'drizzle-orm';
import { kmBand, PRICE_BAND_CATEGORIES, type PriceBandCategory } from '@bazaar/shared';
import { fromPostgres, rowsOf } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { priceBandRepository } from '../apps/api/src/modules/price-band/repository.ts';
import { priceBandService } from '../apps/api/src/modules/price-band/service.ts';

const url = process.env.BENCH_BAND_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bazaar_i13_bench';
const ROUNDS = Number(process.env.BENCH_BAND_ROUNDS ?? 1000);

const database = fromPostgres(url, 4);
const started = Date.now();
await migrate(database);
console.log(`migrations applied in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// Index-only scans need the visibility map a fresh bulk load has not got yet.
await database.db.execute(sql`vacuum analyze listings`);

const [{ n }] = (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from listings`)) as [
  { n: number },
];
console.log(`${n.toLocaleString('en-IN')} ads`);

// What sellers ask about: real ads of the banded categories, picked at random.
const samples = await rowsOf<{
  category: PriceBandCategory;
  brand: string;
  model: string;
  year: number | null;
  km_driven: number | null;
  price: number;
}>(
  database.db,
  sql`select category, brand, model, year, km_driven, price from listings tablesample system (1)
      where category in (${sql.join(
        PRICE_BAND_CATEGORIES.map((c) => sql`${c}`),
        sql`, `,
      )}) and brand is not null and model is not null
      limit ${ROUNDS}`,
);
const service = priceBandService(priceBandRepository(database.db));

// Warm-up, then timed rounds one at a time (the latency of one form keystroke's request).
for (const s of samples.slice(0, 50))
  await service.band({
    category: s.category,
    brand: s.brand,
    model: s.model,
    year: s.year ?? undefined,
    km: s.km_driven ?? undefined,
    price: Number(s.price),
  });
const times: number[] = [];
let shown = 0;
let comparables = 0;
for (const s of samples) {
  const t0 = performance.now();
  const band = await service.band({
    category: s.category,
    brand: s.brand,
    model: s.model,
    year: s.year ?? undefined,
    km: s.km_driven ?? undefined,
    price: Number(s.price),
  });
  times.push(performance.now() - t0);
  if (band.band) shown++;
  comparables += band.comparables;
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
console.log(
  `band queries: ${times.length}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
);
console.log(
  `bands shown (≥ 8 comparables): ${shown} of ${times.length}; mean comparables ${(comparables / times.length).toFixed(0)}`,
);

// The plan of a typical one (the most common car model), as the API runs it.
const [car] = samples.filter((s) => s.category === 'cars' && s.year && s.km_driven);
if (car) {
  const km = kmBand(car.km_driven!);
  const q = priceBandRepository(database.db).query({
    category: car.category,
    brand: car.brand,
    model: car.model,
    years: { min: car.year! - 1, max: car.year! + 1 },
    km,
  });
  const plan = await rowsOf<{ 'QUERY PLAN': string }>(database.db, sql`explain (analyze, buffers) ${q}`);
  console.log(`\n-- ${car.brand} ${car.model} ${car.year}, ${km.min}–${km.max} km`);
  for (const row of plan) console.log(row['QUERY PLAN']);
}
await database.close();
