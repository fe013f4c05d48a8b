import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './api-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface StartOptions {
  dataDir: string;
  /** Appended to: the server's lines (with its pid) and what `npm start` says. */
  logFile: string;
  env?: Record<string, string>;
  /** The command that runs scripts/start.mjs (default: node itself), e.g. through `sh -c`. */
  command?: [string, ...string[]];
}

/**
 * `node scripts/start.mjs` as operators run it, API only (so nothing is built), on PGlite in
 * `dataDir`, once it answers. Gives the process started and the server's own pid.
 */
export async function startScript(opts: StartOptions) {
  const port = await freePort();
  const log = fs.openSync(opts.logFile, 'a');
  const [command, ...args] = opts.command ?? [process.execPath, 'scripts/start.mjs'];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: opts.dataDir,
      SEED_DEMO: 'false',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
      ...opts.env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Generous: a first PGlite start on a busy 2-core machine can be slow.
  const deadline = Date.now() + 150_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`not ready:\n${fs.readFileSync(opts.logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // The server's pid, from its last log line (its only lines carry one).
  const pids = [...fs.readFileSync(opts.logFile, 'utf8').matchAll(/"pid":(\d+)/g)].map((m) => Number(m[1]));
  return { child, server: pids.at(-1)!, url, exited };
}
