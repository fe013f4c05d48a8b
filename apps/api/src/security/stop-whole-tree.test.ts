import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { alive, startScript } from '../test/start-script.ts';

// Threat (row A): a server nobody can stop. `kill -TERM <npm's pid>` ended npm and its `sh -c`
// but left scripts/start.mjs and the server running, orphaned, holding the port and DATA_DIR.
// Whichever process of `npm start` ends, the others end with it.

const dataDirs = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-tree-'));
const logFile = path.join(dataDirs, 'start.log');
/** Each start its own DATA_DIR: a server left running holds its lock. */
const dataDir = () => fs.mkdtempSync(path.join(dataDirs, 'data-'));
const started: number[] = [];

afterAll(() => {
  for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDirs, { recursive: true, force: true });
});

/** The parent of a process, as Linux tells it. */
const parentOf = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);

/** Resolves once none of `pids` lives; fails if one still does after `ms`. */
async function allEndWithin(pids: number[], ms: number) {
  const until = performance.now() + ms;
  while (pids.some(alive)) {
    if (performance.now() > until) throw new Error(`still running: ${pids.filter(alive).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('SIGTERM to npm ends scripts/start.mjs and the server', async () => {
  const bazaar = await startScript({ dataDir: dataDir(), logFile, command: ['npm', 'start'] });
  const startMjs = parentOf(bazaar.server);
  started.push(bazaar.server, startMjs);
  expect(fs.readFileSync(`/proc/${startMjs}/cmdline`, 'utf8')).toContain('scripts/start.mjs');
  bazaar.child.kill('SIGTERM');
  await allEndWithin([bazaar.child.pid!, startMjs, bazaar.server], 10_000);
}, 200_000);

it('the server ends when scripts/start.mjs is killed outright', async () => {
  const bazaar = await startScript({ dataDir: dataDir(), logFile });
  started.push(bazaar.server);
  bazaar.child.kill('SIGKILL');
  await allEndWithin([bazaar.server], 10_000);
  expect(fs.readFileSync(logFile, 'utf8')).toContain('the process that started it ended: closing');
}, 200_000);
