// `npx tsx bench/profile.ts [scenario…]`: CPU profiles of the API as `npm start` runs it (on the PGlite
// demo unless BENCH_PROFILE_ENV says otherwise), one per scenario, covering only the measured load,
// beside the hello-world's. Each profile is written to bench/.profiles/<scenario>.cpuprofile with the
// number of requests it served, so its self time reads as microseconds per request.
// BENCH_PROFILE_CHECKOUT=<dir> runs that checkout's server instead (an older commit, same data), and
// BENCH_PROFILE_TAG names the files, so two builds can be profiled one after the other.
import fs from 'node:fs';
import path from 'node:path';
import { signIn } from './session.ts';
import { adIds, adPageScenarios } from './scenarios.ts';
import { SEARCH_SCENARIOS } from './search.ts';
import { BROWSER_HEADERS, load, root, startProcess } from './support.ts';
import { PGLITE_DEMO } from './targets/pglite.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const outDir = path.join(root, 'bench/.profiles');
const preload = path.join(root, 'bench/profile-preload.mjs');
const checkout = process.env.BENCH_PROFILE_CHECKOUT ?? root;

type Ids = { ads: number[]; cars: number[] };
/** The bench's "suggest: typing" scenario: the prefixes a person types. */
const SUGGEST_PATHS = SEARCH_SCENARIOS.find(([name]) => name.startsWith('suggest'))![1];
type Scenario = { name: string; signedIn: boolean; paths: (ids: Ids) => string[] };
const SCENARIOS: Scenario[] = [
  { name: 'list', signedIn: false, paths: () => ['/api/listings?category=cars&sort=price_desc'] },
  { name: 'ad', signedIn: true, paths: (ids) => ids.ads.map((id) => `/api/listings/${id}`) },
  {
    name: 'ad-app',
    signedIn: true,
    paths: (ids) => adPageScenarios(ids.ads)[1]![1],
  },
  { name: 'session', signedIn: true, paths: () => ['/api/auth/session'] },
  { name: 'legacy-car', signedIn: true, paths: (ids) => ids.cars.map((id) => `/api/legacy/cars/${id}`) },
  { name: 'suggest', signedIn: false, paths: () => SUGGEST_PATHS },
];

/**
 * CPU time the process has used (all its threads), in microseconds. Unlike a profile's wall-clock
 * samples it does not grow when other programs on the machine take the cores.
 */
function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

async function profiled(
  name: string,
  entry: string,
  env: Record<string, string>,
  ready: string,
  urls: (url: string) => Promise<{ urls: string[]; headers: Record<string, string> }>,
) {
  const file = path.join(outDir, `${name}.cpuprofile`);
  fs.rmSync(`${file}.done`, { force: true });
  const server = await startProcess(entry, { ...env, BENCH_PROFILE_FILE: file }, ready, {
    deployedLog: path.join(outDir, `${name}.log`),
    nodeArgs: ['--import', preload],
    cwd: entry.startsWith('bench/') ? root : checkout,
  });
  const { url, pid } = server;
  try {
    const target = await urls(url);
    await load('warm-up', target.urls, { connections, seconds: 3, headers: target.headers });
    process.kill(pid, 'SIGUSR2');
    const cpuBefore = cpuMicros(pid);
    const result = await load(name, target.urls, { connections, seconds, headers: target.headers });
    const cpu = cpuMicros(pid) - cpuBefore;
    process.kill(pid, 'SIGUSR2');
    while (!fs.existsSync(`${file}.done`)) await new Promise((r) => setTimeout(r, 100));
    fs.writeFileSync(`${file}.requests`, String(result.requests));
    console.log(
      `${name}: ${result.rps} req/s, p99 ${result.p99} ms, ${result.requests} requests, ` +
        `non-2xx ${result.non2xx}, server CPU ${(cpu / result.requests).toFixed(1)} µs/req`,
    );
    fs.writeFileSync(`${file}.cpu`, String(cpu / result.requests));
  } finally {
    await server.stop();
  }
}

fs.mkdirSync(outDir, { recursive: true });
const wanted = process.argv.slice(2);
const env = JSON.parse(process.env.BENCH_PROFILE_ENV ?? 'null') ?? PGLITE_DEMO.env;
const tag = process.env.BENCH_PROFILE_TAG ? `-${process.env.BENCH_PROFILE_TAG}` : '';
if (!wanted.length || wanted.includes('hello-world'))
  await profiled(`hello-world${tag}`, 'bench/hello-world.ts', {}, '/', async (url) => ({
    urls: [url + '/'],
    headers: BROWSER_HEADERS,
  }));
for (const scenario of SCENARIOS) {
  if (wanted.length && !wanted.includes(scenario.name)) continue;
  await profiled(`${scenario.name}${tag}`, 'apps/api/src/server.ts', env, '/api/health', async (url) => {
    const headers = scenario.signedIn ? { ...BROWSER_HEADERS, cookie: await signIn(url) } : BROWSER_HEADERS;
    const cars = (await (await fetch(`${url}/api/listings?category=cars&limit=48`)).json()) as {
      items: Array<{ id: number }>;
    };
    const ids = { ads: await adIds(url), cars: cars.items.map((c) => c.id) };
    return { urls: scenario.paths(ids).map((p) => url + p), headers };
  });
}
