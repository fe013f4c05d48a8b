import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(root, 'apps/api/src/server.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  pid: number;
  /** Milliseconds from spawn until /api/health answered. */
  startMs: number;
  /** SIGKILL, no goodbye: resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (clean shutdown), resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface ApiProcessOptions {
  port: number;
  dataDir: string;
  /** Appended to (each start adds its lines), so a failing run can show what the server said. */
  logFile?: string;
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

/**
 * The real server (`node --import tsx apps/api/src/server.ts`) as its own process on 127.0.0.1:
 * API only, no demo data, unless `env` says otherwise. Killed with the calling process at the latest.
 */
export async function startApiProcess(opts: ApiProcessOptions): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${opts.port}`;
  const log = opts.logFile ? fs.openSync(opts.logFile, 'a') : 'ignore';
  const started = Date.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      PUBLIC_URL: url,
      DATA_DIR: opts.dataDir,
      SEED_DEMO: 'false',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      LIST_CACHE_MS: '0',
      ...opts.env,
    },
    stdio: ['ignore', log, log],
  });
  if (typeof log === 'number') fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  // Generous: a first PGlite start on a busy 2-core machine can be slow.
  const deadline = started + (opts.startTimeoutMs ?? 150_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API did not become ready in time');
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    pid: child.pid!,
    startMs: Date.now() - started,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
