// Runs a trigram nearest-neighbour query (typo correction's) on a fresh PGlite with the extensions
// as the API loads them (or in the order given as the argument), and prints the words found. Run
// apart by extension-order.test.ts: with pg_trgm loaded before cube and earthdistance, PGlite
// 0.5.16 answers such a query with nothing, or on a larger database never answers and blocks the
// process; a child process with a timeout turns either into a failure, never a hung test run.
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client.ts';

const order = process.argv[2]?.split(',') as (keyof typeof PGLITE_EXTENSIONS)[] | undefined;
const extensions = order
  ? Object.fromEntries(order.map((name) => [name, PGLITE_EXTENSIONS[name]]))
  : PGLITE_EXTENSIONS;

const pg = await PGlite.create({ extensions });
for (const name of Object.keys(extensions)) await pg.exec(`create extension if not exists ${name}`);
await pg.exec(`
  create table words (word text primary key);
  create index words_trgm_idx on words using gist (word gist_trgm_ops);
  insert into words values ('swift'), ('swing'), ('city'), ('creta'), ('dzire'), ('shift');
  set enable_seqscan = off;`);
const { rows } = await pg.query<{ word: string }>(`select word from words order by word <-> $1 limit 2`, [
  'swfit',
]);
console.log(rows.map((r) => r.word).join(','));
await pg.close();
