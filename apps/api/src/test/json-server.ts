import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './api-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface JsonServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The original product's backend, json-server 0.17 (a dependency of the benchmarks), serving `data`
 * as its db.json on 127.0.0.1, so tests can ask it and Bazaar the same question.
 */
export async function startJsonServer(data: Record<string, unknown[]>): Promise<JsonServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-json-server-'));
  const file = path.join(dir, 'db.json');
  fs.writeFileSync(file, JSON.stringify(data));
  const port = await freePort();
  const bin = path.join(root, 'node_modules/json-server/lib/cli/bin.js');
  const child = spawn(
    process.execPath,
    [bin, '--quiet', '--host', '127.0.0.1', '--port', String(port), file],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`json-server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/db`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('json-server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
