import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  url: string;
  /** The process id, for signals (bench/profile.ts starts and stops its CPU profile with SIGUSR2). */
  pid: number;
  stop(): Promise<void>;
}

/** What a browser sends with every request: it always asks for compression. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

// Settings `npm start` leaves at their defaults in a deployed run; a developer's shell may set them.
const BAZAAR_SETTINGS = ['LOG_LEVEL', 'OPEN_AD_PAGES', 'LIST_CACHE_MS', 'DATABASE_POOL_SIZE', 'DEV_MAIL'];

export interface StartOptions {
  /**
   * As `npm start` runs it: NODE_ENV=production and every other setting at its default (log level
   * info, ad pages for signed-in people); its log lines go to this file, as a deployment's go to a
   * log collector. Without it the old bench settings apply (LOG_LEVEL=warn, output to this terminal).
   */
  deployedLog?: string;
  /** More of Node's flags before the entry (bench/profile.ts preloads its profiler). */
  nodeArgs?: string[];
  /** Where the entry is found and runs, when not this checkout (another build of Bazaar). */
  cwd?: string;
}

/** Runs a TypeScript entry in its own process on 127.0.0.1 and waits until `readyPath` answers. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  opts: StartOptions = {},
): Promise<Child> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env };
  let stdout: 'inherit' | number = 'inherit';
  if (opts.deployedLog) {
    for (const key of BAZAAR_SETTINGS) delete base[key];
    base.NODE_ENV = 'production';
    fs.mkdirSync(path.dirname(opts.deployedLog), { recursive: true });
    stdout = fs.openSync(opts.deployedLog, 'w');
  } else {
    base.LOG_LEVEL = 'warn';
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...(opts.nodeArgs ?? []), entry], {
    cwd: opts.cwd ?? root,
    env: { ...base, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  // A first start of the demo data folder fills it with 1,000 ads and their photos first.
  const deadline = Date.now() + 900_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      process.off('exit', kill);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface LoadResult {
  name: string;
  /** The scenario without the target's label, and the label ("[PGlite 1k demo]"), for the goals. */
  scenario?: string;
  target?: string;
  /** The server this row was measured beside, in alternating rounds (json-server beside Bazaar's). */
  beside?: string;
  requests: number;
  rps: number;
  p50: number;
  /** autocannon's nearest to p95 (it reports p90 and p97.5): the stricter one is shown. */
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Sent with every request (a browser's Accept-Encoding, a session cookie); none by default. */
  headers?: Record<string, string>;
}

/** One load scenario: a fixed number of connections for a fixed time, from this (second) process. */
export async function load(name: string, url: string | string[], opts: LoadOptions): Promise<LoadResult> {
  const urls = [url].flat();
  const headers = opts.headers ?? {};
  const result = await autocannon({
    url: urls[0]!,
    connections: opts.connections,
    duration: opts.seconds,
    headers,
    requests:
      urls.length > 1
        ? urls.map((u) => ({ path: new URL(u).pathname + new URL(u).search, headers }))
        : undefined,
  });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * One table row per result, with its req/s as a share of a baseline: one for all rows, or each
 * row's own (a Bazaar server's rows against its ceiling); `column` names what the share is of.
 */
export function printResults(
  results: LoadResult[],
  baseline?: LoadResult | ((r: LoadResult) => LoadResult | undefined),
  column = 'vs hello-world',
) {
  const rows = results.map((r) => {
    const base = typeof baseline === 'function' ? baseline(r) : baseline;
    return {
      scenario: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p97.5 ms': r.p97_5,
      'p99 ms': r.p99,
      [column]: base ? `${Math.round((r.rps / base.rps) * 100)} %` : '',
      errors: r.errors + r.non2xx,
    };
  });
  console.table(rows);
}

/** Each scenario after a 2 s warm-up that fills caches and connection pools. */
export async function loadEach(
  baseUrl: string,
  scenarios: Array<[string, string[]]>,
  opts: LoadOptions & { label?: string },
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const [name, paths] of scenarios) {
    const urls = paths.map((p) => baseUrl + p);
    await load(`${name} (warm-up)`, urls, { ...opts, seconds: 2 });
    const result = await load(opts.label ? `${opts.label} ${name}` : name, urls, opts);
    results.push({ ...result, scenario: name, target: opts.label });
  }
  return results;
}

/** One side of a side-by-side measurement: what to load, and with which headers. */
export interface Side {
  name: string;
  urls: string[];
  headers?: Record<string, string>;
}

/** Rounds of one load summed up as one result: req/s over all of them, the worst tail of any. */
function combined(name: string, rounds: LoadResult[]): LoadResult {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  return {
    name,
    requests,
    rps: Math.round(rounds.reduce((sum, r) => sum + r.rps, 0) / rounds.length),
    p50: Math.round(rounds.reduce((sum, r) => sum + r.p50 * r.requests, 0) / Math.max(requests, 1)),
    p97_5: Math.max(...rounds.map((r) => r.p97_5)),
    p99: Math.max(...rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/**
 * Two servers measured against each other in alternating rounds (the scenario's seconds split into
 * `rounds`), after a warm-up of each, so both see the same machine: on this shared host the speed
 * of the same build moves by half within minutes, and a ratio of figures taken minutes apart said
 * more about the host than about the servers. `settle` runs before every round (a server that
 * answers one request at a time must first finish the previous round's queue).
 */
export async function loadSideBySide(
  sides: [Side, Side],
  opts: LoadOptions & { settle: () => Promise<void>; rounds?: number },
): Promise<[LoadResult, LoadResult]> {
  const rounds = opts.rounds ?? 5;
  const seconds = opts.seconds / rounds;
  const measured: [LoadResult[], LoadResult[]] = [[], []];
  for (const side of sides) {
    await opts.settle();
    await load(`${side.name} (warm-up)`, side.urls, { ...opts, headers: side.headers, seconds: 2 });
  }
  for (let round = 0; round < rounds; round++) {
    for (const [i, side] of sides.entries()) {
      await opts.settle();
      measured[i]!.push(await load(side.name, side.urls, { ...opts, headers: side.headers, seconds }));
    }
  }
  return [combined(sides[0].name, measured[0]), combined(sides[1].name, measured[1])];
}
