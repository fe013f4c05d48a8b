// `npm run bench`: load scenarios (home, category lists, ad pages, search, suggestions) against
// 1,000,000 ads on PostgreSQL and 100,000 on PGlite, the original json-server over the same 100,000
// ads, and a bare Fastify hello-world measured in the same run. Prints query plans, then req/s,
// p50, p97.5 and p99 for every scenario and its ratio to the hello-world.
// BENCH_TARGETS=postgres,pglite,json-server picks targets; BENCH_CONNECTIONS, BENCH_SECONDS the load.
import { benchJsonServer } from './targets/json-server.ts';
import { benchPglite } from './targets/pglite.ts';
import { benchPostgres } from './targets/postgres.ts';
import { load, printResults, startProcess, type LoadResult } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const targets = new Set((process.env.BENCH_TARGETS ?? 'postgres,pglite,json-server').split(','));
const opts = { connections, seconds };

async function helloWorld(): Promise<LoadResult> {
  const hello = await startProcess('bench/hello-world.ts', {}, '/');
  try {
    await load('hello-world (warm-up)', hello.url, { ...opts, seconds: 2 });
    return await load('hello-world (bare Fastify)', hello.url, opts);
  } finally {
    await hello.stop();
  }
}

const results: LoadResult[] = [];
if (targets.has('postgres')) results.push(...(await benchPostgres(opts)));
if (targets.has('pglite')) results.push(...(await benchPglite(opts)));
if (targets.has('json-server')) results.push(...(await benchJsonServer(opts)));
// Measured last, right after the others, so it sees the same machine.
const baseline = await helloWorld();

console.log(`\n${connections} connections, ${seconds} s per scenario after a 2 s warm-up\n`);
printResults([baseline, ...results], baseline);
