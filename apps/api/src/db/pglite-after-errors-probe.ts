// Runs trigram searches (typo correction's and suggestions') on a fresh PGlite with the extensions
// the API loads, each right after a failed statement, and prints "ok". Run apart by
// pglite-after-errors.test.ts: with cube loaded beside pg_trgm, PGlite 0.5.16 can spin forever on
// such a query, and a child process with a timeout turns that into a failure, not a hung test run.
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client.ts';

const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
for (const name of Object.keys(PGLITE_EXTENSIONS)) await pg.exec(`create extension if not exists ${name}`);
await pg.exec(`
  create table words (word text primary key);
  insert into words select 'w' || g || 'ab' from generate_series(1, 3000) g;
  create index on words using gin (word gin_trgm_ops);
  create index words_gist on words using gist (word gist_trgm_ops);
`);
for (let i = 0; i < 100; i++) {
  await pg.query('select 1 / 0').catch(() => {});
  await pg.query(`select word from words where word % $1 order by similarity(word, $1) desc limit 3`, [
    `w12${i % 10}ab`,
  ]);
  await pg.query("insert into words values ('w1ab')").catch(() => {});
  await pg.query(`select word from words order by word <-> $1 limit 3`, [`w12${i % 10}ab`]);
}
console.log('ok');
await pg.close();
