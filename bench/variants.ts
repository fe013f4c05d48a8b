// `npx tsx bench/variants.ts`: what each choice of the deployed server costs, in one run against the
// same hello-world: the server as `npm start` runs it, then with one setting changed at a time
// (request logging off, no session cache, no answer cache, no per-person answers). A cars list signed out and the ad page
// as the web app loads it, signed in, with a browser's Accept-Encoding.
// BENCH_VARIANT_TARGET=pglite (1,000 demo ads, default) or postgres (1,000,000 ads, seeded by `npm run bench`).
import path from 'node:path';
import { adIds, adPageScenarios, BROWSE_SCENARIOS } from './scenarios.ts';
import { signIn } from './session.ts';
import {
  BROWSER_HEADERS,
  load,
  loadEach,
  printResults,
  root,
  startProcess,
  type LoadResult,
} from './support.ts';
import { PGLITE_DEMO } from './targets/pglite.ts';
import { postgresServer } from './targets/postgres.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const opts = { connections, seconds };
const server = process.env.BENCH_VARIANT_TARGET === 'postgres' ? postgresServer() : PGLITE_DEMO;

const VARIANTS: Array<[string, Record<string, string>]> = [
  ['as deployed', {}],
  ['LOG_LEVEL=warn (no request log lines)', { LOG_LEVEL: 'warn' }],
  ['SESSION_CACHE_MS=0 (session read per request)', { SESSION_CACHE_MS: '0' }],
  ['LIST_CACHE_MS=0 (no shared answers)', { LIST_CACHE_MS: '0' }],
  ['PERSON_CACHE_MS=0 (unread counts and hearts read per request)', { PERSON_CACHE_MS: '0' }],
];

async function helloWorld(): Promise<LoadResult> {
  const hello = await startProcess('bench/hello-world.ts', {}, '/');
  try {
    await load('warm-up', hello.url, { ...opts, seconds: 2, headers: BROWSER_HEADERS });
    return await load('hello-world', hello.url, { ...opts, headers: BROWSER_HEADERS });
  } finally {
    await hello.stop();
  }
}

const results: LoadResult[] = [];
const before = await helloWorld();
for (const [name, env] of VARIANTS) {
  const log = path.join(root, 'bench/.logs', `variant-${name.split(' ')[0]}.log`);
  const api = await startProcess('apps/api/src/server.ts', { ...server.env, ...env }, '/api/health', {
    deployedLog: log,
  });
  try {
    const cookie = await signIn(api.url);
    const label = `${server.label} ${name}:`;
    results.push(
      ...(await loadEach(api.url, [BROWSE_SCENARIOS[1]!], { ...opts, headers: BROWSER_HEADERS, label })),
      ...(await loadEach(api.url, [adPageScenarios(await adIds(api.url))[1]!], {
        ...opts,
        headers: { ...BROWSER_HEADERS, cookie },
        label,
      })),
    );
  } finally {
    await api.stop();
  }
}
const after = await helloWorld();
const baseline = { ...after, name: 'hello-world (mean)', rps: Math.round((before.rps + after.rps) / 2) };
printResults([before, after, baseline, ...results], baseline);
