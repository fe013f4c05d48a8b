// `npx tsx bench/legacy.ts`: the original client's three json-server calls (bench/targets/legacy.ts)
// against json-server 0.17 and against Bazaar's /api/legacy routes on PGlite over the same number of
// ads, in one run, printing the ratio per scenario, and a bare Fastify hello-world as the ceiling of
// the machine and load generator at that moment. (`npm run bench` runs these scenarios too.)
import fs from 'node:fs';
import path from 'node:path';
import { benchJsonServer } from './targets/json-server.ts';
import { legacyScenarios } from './targets/legacy.ts';
import { load, loadEach, printResults, root, startProcess } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const opts = { connections, seconds };
const count = Number(process.env.BENCH_PGLITE_ADS ?? 100_000);
const DATA_DIR = path.join(root, 'bench/.data-pglite');

if (!fs.existsSync(path.join(DATA_DIR, `seeded-${count}`))) {
  console.error(
    `bench/.data-pglite does not hold ${count} ads yet: run BENCH_TARGETS=pglite npm run bench once.`,
  );
  process.exit(1);
}

const api = await startProcess(
  'apps/api/src/server.ts',
  {
    DATABASE_URL: '',
    DATA_DIR,
    SEED_DEMO: 'false',
    WEB_DIST: '',
    NODE_ENV: 'production',
    OPEN_AD_PAGES: 'true',
  },
  '/api/health',
);
/** The server analyses its tables right after it starts (PGlite has no autovacuum); measure after that. */
async function settled(url: string) {
  let quick = 0;
  for (let i = 0; quick < 3 && i < 600; i++) {
    const started = Date.now();
    await fetch(`${url}/api/legacy/cars?_limit=1&_=${i}`);
    quick = Date.now() - started < 100 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
}

let bazaar;
try {
  await settled(api.url);
  const cars = (await (await fetch(`${api.url}/api/listings?category=cars&limit=48`)).json()) as {
    items: Array<{ id: number }>;
  };
  const ids = cars.items.map((c) => c.id);
  bazaar = await loadEach(api.url, legacyScenarios('/api/legacy', ids), {
    ...opts,
    label: '[Bazaar PGlite]',
  });
} finally {
  await api.stop();
}
const original = await benchJsonServer(opts);
// The ceiling of this machine and load generator at this moment: a bare Fastify answering a constant.
const hello = await startProcess('bench/hello-world.ts', {}, '/');
let ceiling;
try {
  await load('hello-world (warm-up)', hello.url, { ...opts, seconds: 2 });
  ceiling = await load('hello-world (bare Fastify)', hello.url, opts);
} finally {
  await hello.stop();
}

console.log(`\n${connections} connections, ${seconds} s per scenario after a 2 s warm-up\n`);
printResults([...bazaar, ...original, ceiling], ceiling);
for (let i = 0; i < bazaar.length; i++) {
  const ours = bazaar[i]!;
  const theirs = original[i]!;
  const ratio = theirs.rps > 0 ? (ours.rps / theirs.rps).toFixed(1) : '∞';
  console.log(
    `${ours.name.replace('[Bazaar PGlite] ', '')}: Bazaar ${ours.rps} req/s vs json-server ${theirs.rps} req/s → ×${ratio}`,
  );
}
