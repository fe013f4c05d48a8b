import fs from 'node:fs';
import net from 'node:net';
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

it('SIGTERM to the server itself ends scripts/start.mjs and npm, and finishes its shutdown', async () => {
  const bazaar = await startScript({ dataDir: dataDir(), logFile, command: ['npm', 'start'] });
  const startMjs = parentOf(bazaar.server);
  started.push(bazaar.server, startMjs);
  process.kill(bazaar.server, 'SIGTERM');
  await allEndWithin([bazaar.child.pid!, startMjs, bazaar.server], 10_000);
  // One stop, told once: the end of npm is no second signal that cuts requests short.
  expect(fs.readFileSync(logFile, 'utf8')).not.toContain('again while closing');
}, 200_000);

it('SIGTERM to npm while a request is still arriving gives it the grace, not a second signal', async () => {
  const bazaar = await startScript({ dataDir: dataDir(), logFile, command: ['npm', 'start'] });
  const startMjs = parentOf(bazaar.server);
  started.push(bazaar.server, startMjs);
  // A body that arrives slowly, as a photo on a poor connection does.
  const { port } = new URL(bazaar.url);
  const slow = net.connect(Number(port), '127.0.0.1');
  slow.on('error', () => {});
  slow.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
  );
  const drip = setInterval(() => slow.write(' '), 200);
  await new Promise((r) => setTimeout(r, 300));
  const at = performance.now();
  bazaar.child.kill('SIGTERM');
  await allEndWithin([bazaar.child.pid!, startMjs, bazaar.server], 10_000);
  clearInterval(drip);
  slow.destroy();
  const log = fs.readFileSync(logFile, 'utf8');
  expect(log).not.toContain('again while closing');
  // The request had its time: the stop waited for it, then ended it.
  expect(performance.now() - at).toBeGreaterThan(4_000);
}, 200_000);
