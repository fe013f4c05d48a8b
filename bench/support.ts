import { spawn, type ChildProcess } from 'node:child_process';
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
  stop(): Promise<void>;
}

/** Runs a TypeScript entry in its own process on 127.0.0.1 and waits until `readyPath` answers. */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<Child> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
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
  requests: number;
  rps: number;
  p50: number;
  /** autocannon's nearest to p95 (it reports p90 and p97.5): the stricter one is shown. */
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One load scenario: a fixed number of connections for a fixed time, from this (second) process. */
export async function load(
  name: string,
  url: string | string[],
  opts: { connections: number; seconds: number },
): Promise<LoadResult> {
  const urls = [url].flat();
  const result = await autocannon({
    url: urls[0]!,
    connections: opts.connections,
    duration: opts.seconds,
    requests:
      urls.length > 1 ? urls.map((u) => ({ path: new URL(u).pathname + new URL(u).search })) : undefined,
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

export function printResults(results: LoadResult[], baseline?: LoadResult) {
  const rows = results.map((r) => ({
    scenario: r.name,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p97.5 ms': r.p97_5,
    'p99 ms': r.p99,
    'vs hello-world': baseline ? `${Math.round((r.rps / baseline.rps) * 100)} %` : '',
    errors: r.errors + r.non2xx,
  }));
  console.table(rows);
}

/** Each scenario after a 2 s warm-up that fills caches and connection pools. */
export async function loadEach(
  baseUrl: string,
  scenarios: Array<[string, string[]]>,
  opts: { connections: number; seconds: number; label?: string },
): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const [name, paths] of scenarios) {
    const urls = paths.map((p) => baseUrl + p);
    await load(`${name} (warm-up)`, urls, { ...opts, seconds: 2 });
    results.push(await load(opts.label ? `${opts.label} ${name}` : name, urls, opts));
  }
  return results;
}
