// `npx tsx bench/alerts.ts`: from an ad's publication to its saved-search alert, with 100,000 saved
// searches on PostgreSQL (BENCH_ALERTS_DATABASE_URL, default the bazaar_i13_bench database, which
// must hold users, e.g. the 1,000,000-ad seed). The saved searches are replaced on every run.
// The API is built in this process (buildApp, its job worker polling as in production and woken by
// the enqueueing commit); ads are posted through the real route, and the clock stops when the live
// event for the watching person arrives over LISTEN/NOTIFY (sent after the notification row commits).
import { CITIES } from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { fromPostgres, rowsOf } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { notifications, savedSearchMatches, savedSearches, users } from '../apps/api/src/db/schema.ts';
import { hashPassword } from '../apps/api/src/modules/auth/passwords.ts';

const url = process.env.BENCH_ALERTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bazaar_i13_bench';
const SEARCHES = Number(process.env.BENCH_ALERTS_SEARCHES ?? 100_000);
const ADS = Number(process.env.BENCH_ALERTS_ADS ?? 200);

const database = fromPostgres(url, 10);
await migrate(database);
const db = database.db;

// 100,000 saved searches over 25,000 people, five kinds in equal parts: category + city;
// category + state + brand + price; words only; words + city; category + price range.
await db.execute(sql`delete from ${savedSearchMatches}`);
await db.execute(sql`delete from ${notifications} where kind = 'saved_search_match'`);
await db.execute(sql`delete from ${savedSearches}`);
const places = CITIES.map((c) => `${c.state}/${c.slug}`);
const categories = [
  'cars',
  'motorcycles',
  'scooters',
  'mobile-phones',
  'houses-for-rent',
  'houses-for-sale',
  'tablets',
  'computers-laptops',
  'sofa-dining',
  'bicycles',
];
const brands = [
  'Hyundai',
  'Maruti Suzuki',
  'Honda',
  'Tata',
  'Royal Enfield',
  'Samsung',
  'Apple',
  'TVS',
  'Bajaj',
  'Mahindra',
];
const words = [
  `'creta'`,
  `'swift'`,
  `'activa'`,
  `'iphone'`,
  `('royal' & 'enfield')`,
  `'2' <-> 'bhk'`,
  `'sofa'`,
  `'laptop'`,
  `'galaxy'`,
  `'innova'`,
];
const textArray = (list: string[]) =>
  sql`array[${sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const t0 = Date.now();
await db.execute(sql`
  with people as (select id, row_number() over (order by id) as rn from ${users} order by id limit 25000),
  n as (select count(*) as c from people),
  g as (select i, (i % 5) as kind,
               (${textArray(categories)})[1 + (i / 5) % ${categories.length}] as category,
               split_part((${textArray(places)})[1 + (i * 7) % ${places.length}], '/', 1) as state,
               split_part((${textArray(places)})[1 + (i * 7) % ${places.length}], '/', 2) as city,
               (${textArray(brands)})[1 + (i / 3) % ${brands.length}] as brand,
               (${textArray(words)})[1 + (i / 7) % ${words.length}] as words
        from generate_series(1, ${SEARCHES}) i)
  insert into ${savedSearches} (user_id, query, query_key, category, state, city, brands, min_price, max_price, text_query)
  select p.id, '{}'::jsonb, 'bench-' || g.i,
         case when g.kind in (0, 1, 4) then g.category else '' end,
         case when g.kind in (0, 1, 3) then g.state else '' end,
         case when g.kind in (0, 3) then g.city else '' end,
         case when g.kind = 1 then array[g.brand] end,
         case when g.kind = 4 then 100000 + (g.i % 10) * 50000 end,
         case when g.kind in (1, 4) then 500000 + (g.i % 20) * 100000 end,
         case when g.kind in (2, 3) then g.words end
  from g join people p on p.rn = 1 + g.i % (select c from n)`);
await db.execute(sql`analyze ${savedSearches}`);
console.log(
  `${SEARCHES.toLocaleString('en-IN')} saved searches made in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);

// The seller posting, and the person whose alert we time (a search every posted ad fits).
const password = 'bench-password-1';
const [seller] = await db
  .insert(users)
  .values({
    name: 'Bench Seller',
    email: `alerts-seller-${Date.now()}@example.in`,
    passwordHash: await hashPassword(password),
  })
  .returning();
const [watcher] = await db
  .insert(users)
  .values({ name: 'Bench Watcher', email: `alerts-watcher-${Date.now()}@example.in` })
  .returning();
await db.insert(savedSearches).values({
  userId: watcher!.id,
  query: { category: 'cars', city: 'pune' },
  queryKey: 'watcher',
  category: 'cars',
  state: 'maharashtra',
  city: 'pune',
  textQuery: `'creta'`,
});

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: '/tmp/bazaar-alerts-bench',
  PUBLIC_URL: 'http://127.0.0.1:1',
});
const app = await buildApp({ config, database, mailer: { send: async () => {} } });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: seller!.email, password },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

// The live channel, heard as any API process hears it.
const listener = fromPostgres(url, 1);
let waiting: ((at: number) => void) | undefined;
listener.events.subscribe((payload) => {
  const notice = JSON.parse(payload) as { type: string; to?: number[] };
  if (notice.type === 'notification' && notice.to?.includes(watcher!.id)) waiting?.(performance.now());
});
await listener.events.listening();

const times: number[] = [];
let matched = 0;
for (let i = 0; i < ADS; i++) {
  const heard = new Promise<number>((resolve) => (waiting = resolve));
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie, origin: 'http://127.0.0.1:1' },
    payload: {
      category: 'cars',
      title: `Hyundai Creta SX ${2016 + (i % 8)}`,
      description: 'Single owner, serviced at the dealer, new tyres.',
      price: 400_000 + (i % 30) * 20_000,
      attributes: {
        brand: 'Hyundai',
        model: 'Creta',
        year: String(2016 + (i % 8)),
        fuel: 'Diesel',
        transmission: 'Manual',
        kmDriven: String(20_000 + i * 100),
        owners: '1',
      },
      state: 'maharashtra',
      city: 'pune',
      locality: 'Kothrud',
      photoIds: [],
    },
  });
  if (res.statusCode !== 201) throw new Error(`posting failed: ${res.statusCode} ${res.body}`);
  const at = await Promise.race([heard, new Promise<number>((r) => setTimeout(() => r(NaN), 10_000))]);
  times.push(at - started);
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${savedSearchMatches} where listing_id = ${res.json<{ id: number }>().id}`,
  );
  matched += row!.n;
}
const ok = times.filter((t) => Number.isFinite(t)).sort((a, b) => a - b);
const at = (p: number) => ok[Math.min(ok.length - 1, Math.floor(p * ok.length))]!.toFixed(0);
console.log(`publication → alert (live event after the notification row), ${ok.length} of ${ADS} ads heard:`);
console.log(`p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${ok.at(-1)!.toFixed(0)} ms`);
console.log(`saved searches matched per ad (mean): ${(matched / ADS).toFixed(0)}`);

// The matching statement's plan for the last ad, as the job runs it.
const [last] = await rowsOf<{ id: number }>(
  db,
  sql`select max(listing_id)::bigint as id from ${savedSearchMatches}`,
);
void last;
await app.close();
await listener.close();
await database.close();
