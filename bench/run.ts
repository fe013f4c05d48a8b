// `npm run bench`: Bazaar's API started as `npm start` starts it (production, default settings),
// driven as browsers drive it (Accept-Encoding: gzip, deflate, br on every request; a signed-in
// session cookie on ad pages and legacy routes), on the 1,000 demo ads a new user starts with
// (PGlite) and on PostgreSQL (1,000,000 ads unless BENCH_ADS says otherwise); each server between
// two runs of its ceiling, the same app answering a fixed shared answer (bench/ceiling-server.ts);
// the original json-server over 1,000 ads beside each; a bare Fastify hello-world before and after,
// for information only. Prints query plans, then req/s, p50, p97.5 and p99 for every scenario with
// its share of the ceiling, then every goal as met or missed.
// BENCH_TARGETS=postgres,pglite,json-server picks targets; BENCH_CONNECTIONS, BENCH_SECONDS the load.
import { ceilingOf, printGoals } from './goals.ts';
import { benchJsonServer, JSON_SERVER_LABEL, startJsonServer } from './targets/json-server.ts';
import { benchPglite, PGLITE_DEMO } from './targets/pglite.ts';
import { benchPostgres, postgresServer } from './targets/postgres.ts';
import { BROWSER_HEADERS, load, printResults, startProcess, type LoadResult } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const targets = new Set((process.env.BENCH_TARGETS ?? 'postgres,pglite,json-server').split(','));
const opts = { connections, seconds };

async function helloWorld(when: string): Promise<LoadResult> {
  const hello = await startProcess('bench/hello-world.ts', {}, '/');
  try {
    const withHeaders = { ...opts, headers: BROWSER_HEADERS };
    await load('hello-world (warm-up)', hello.url, { ...withHeaders, seconds: 2 });
    return await load(`hello-world (bare Fastify, information only), ${when}`, hello.url, withHeaders);
  } finally {
    await hello.stop();
  }
}

const before = await helloWorld('before');
const results: LoadResult[] = [];
const deployed: string[] = [];
// json-server is measured beside each Bazaar server's legacy scenarios, in alternating rounds.
const bazaarTargets = targets.has('postgres') || targets.has('pglite');
const jsonServer = targets.has('json-server') && bazaarTargets ? await startJsonServer() : undefined;
try {
  if (targets.has('postgres')) {
    results.push(...(await benchPostgres(opts, jsonServer)));
    deployed.push(postgresServer().label);
  }
  if (targets.has('pglite')) {
    results.push(...(await benchPglite(opts, jsonServer)));
    deployed.push(PGLITE_DEMO.label);
  }
} finally {
  jsonServer?.stop();
}
if (targets.has('json-server') && !bazaarTargets) results.push(...(await benchJsonServer(opts)));
const after = await helloWorld('after');

console.log(`\n${connections} connections, ${seconds} s per scenario after a 2 s warm-up\n`);
// Bazaar's rows as a share of their own server's ceiling; json-server's of the ceiling beside it.
printResults([before, after, ...results], (r) => ceilingOf(results, r.beside ?? r.target), 'vs ceiling');
printGoals(results, deployed, JSON_SERVER_LABEL);
