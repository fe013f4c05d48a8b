// `npm run bench`: Bazaar's API started as `npm start` starts it (production, default log level, ad
// pages for signed-in people), driven as browsers drive it (Accept-Encoding: gzip, deflate, br on
// every request; a signed-in session cookie on ad pages), on the 1,000 demo ads a new user starts
// with (PGlite) and on 1,000,000 ads on PostgreSQL; the original json-server over the same 1,000
// ads; and a bare Fastify hello-world, measured before and after the others in the same run.
// Prints query plans, then req/s, p50, p97.5 and p99 for every scenario with its ratio to the
// hello-world, then every goal of the speed targets as met or missed.
// BENCH_TARGETS=postgres,pglite,json-server picks targets; BENCH_CONNECTIONS, BENCH_SECONDS the
// load; BENCH_OLD_SETTINGS=false leaves out the extra rows with the earlier bench settings.
import { printGoals } from './goals.ts';
import { benchJsonServer, JSON_SERVER_LABEL, startJsonServer } from './targets/json-server.ts';
import { benchPglite, PGLITE_DEMO } from './targets/pglite.ts';
import { benchPostgres, postgresServer } from './targets/postgres.ts';
import { BROWSER_HEADERS, load, printResults, startProcess, type LoadResult } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const targets = new Set((process.env.BENCH_TARGETS ?? 'postgres,pglite,json-server').split(','));
const extraRows = process.env.BENCH_OLD_SETTINGS !== 'false';
const opts = { connections, seconds };

async function helloWorld(when: string): Promise<LoadResult> {
  const hello = await startProcess('bench/hello-world.ts', {}, '/');
  try {
    const withHeaders = { ...opts, headers: BROWSER_HEADERS };
    await load('hello-world (warm-up)', hello.url, { ...withHeaders, seconds: 2 });
    return await load(`hello-world (bare Fastify), ${when}`, hello.url, withHeaders);
  } finally {
    await hello.stop();
  }
}

// Measured first and last: the machine may change under a long run; the goals use the mean.
const before = await helloWorld('before');
const results: LoadResult[] = [];
const deployed: string[] = [];
// json-server is measured beside each Bazaar server's legacy scenarios, in alternating rounds.
const bazaarTargets = targets.has('postgres') || targets.has('pglite');
const jsonServer = targets.has('json-server') && bazaarTargets ? await startJsonServer() : undefined;
try {
  if (targets.has('postgres')) {
    results.push(...(await benchPostgres(opts, extraRows, jsonServer)));
    deployed.push(postgresServer().label);
  }
  if (targets.has('pglite')) {
    results.push(...(await benchPglite(opts, extraRows, jsonServer)));
    deployed.push(PGLITE_DEMO.label);
  }
} finally {
  jsonServer?.stop();
}
if (targets.has('json-server') && !bazaarTargets) results.push(...(await benchJsonServer(opts)));
const after = await helloWorld('after');
const baseline: LoadResult = {
  ...after,
  name: 'hello-world, mean of before and after',
  rps: Math.round((before.rps + after.rps) / 2),
  p99: Math.max(before.p99, after.p99),
};

console.log(`\n${connections} connections, ${seconds} s per scenario after a 2 s warm-up\n`);
printResults([before, after, baseline, ...results], baseline);
printGoals(results, baseline, deployed, JSON_SERVER_LABEL);
