/**
 * Crash safety: runs the real server, makes writes against it from several writers at once, kills
 * it with SIGKILL at random moments, starts it again on the same data, and checks that every
 * write answered 2xx is still there, that no ad is half-written and no photo file is orphaned.
 *
 *   npx tsx bench/crash.ts                 20 kills on PGlite, then 20 on PostgreSQL
 *   npx tsx bench/crash.ts --short         3 kills each (what CI runs)
 *   npx tsx bench/crash.ts --engine pglite --kills 50 --writers 6
 *
 * PostgreSQL: a database created for the run on CRASH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. Exits 1 on any problem.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startApiProcess, type ApiProcess } from '../apps/api/src/test/api-process.ts';
import { createScratchDatabase, type ScratchDatabase } from '../apps/api/src/test/scratch-database.ts';
import { checkIntegrity } from './crash-integrity.ts';
import {
  Counters,
  Gate,
  NoAnswer,
  verifyWriter,
  writeOnce,
  Writer,
  type WriterContext,
} from './crash-writes.ts';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    kills: { type: 'string' },
    writers: { type: 'string', default: '4' },
    engine: { type: 'string', default: 'both' },
  },
});
const kills = Number(args.kills ?? (args.short ? 3 : 20));
const writerCount = Number(args.writers);
const serverUrl = process.env.CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const engines = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine!];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves when a file under `dir` is created, renamed or deleted, or after `maxMs`. */
function photoFileChange(dir: string, maxMs: number): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      watcher.close();
      resolve();
    };
    const watcher = fs.watch(dir, { recursive: true }, done);
    const timer = setTimeout(done, maxMs);
  });
}

interface RunResult {
  engine: string;
  kills: number;
  inFlightAtKill: number;
  /** Restarts that found the killed server's DATA_DIR lock still there (and took it over). */
  staleLocks: number;
  restartMs: number[];
  checked: number;
  counters: Counters;
  problems: string[];
  integrity: Awaited<ReturnType<typeof checkIntegrity>>;
  seconds: number;
}

async function run(engine: string): Promise<RunResult> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bazaar-crash-${engine}-`));
  const logFile = path.join(dataDir, 'server.log');
  const scratch: ScratchDatabase | undefined =
    engine === 'postgres' ? await createScratchDatabase(serverUrl, 'bazaar_crash') : undefined;
  const port = await freePort();
  const env: Record<string, string> = scratch ? { DATABASE_URL: scratch.url } : {};
  const start = () => startApiProcess({ port, dataDir, logFile, env });

  const gate = new Gate();
  const counters = new Counters();
  const problems: string[] = [];
  const writers: Writer[] = [];
  const ctx: WriterContext = { gate, counters, outboxDir: path.join(dataDir, 'mail'), problems, writers };
  for (let i = 1; i <= writerCount; i++) writers.push(new Writer(`http://127.0.0.1:${port}`, i, ctx));
  let stopping = false;
  const restartMs: number[] = [];
  let inFlightAtKill = 0;
  let staleLocks = 0;
  let checked = 0;

  let server: ApiProcess | undefined;
  try {
    gate.close();
    server = await start();
    restartMs.push(server.startMs);
    const loops = writers.map(async (w) => {
      while (!stopping) {
        try {
          await writeOnce(w);
        } catch (err) {
          if (!(err instanceof NoAnswer)) problems.push(`${w.email}: ${String(err)}`);
        }
      }
    });
    gate.open();
    // Accounts first (argon2 makes sign-up the slowest write), so every round has ads to write.
    const deadline = Date.now() + 60_000;
    while (writers.some((w) => !w.signedUp) && Date.now() < deadline) await sleep(50);

    for (let k = 1; k <= kills; k++) {
      // Let writes pile up for a random while, then pull the plug mid-flight. Every other kill
      // aims at the narrowest window: the moment a photo file appears or goes, when its database
      // row is about to change.
      await sleep(500 + Math.random() * 2500);
      if (k % 2 === 0) await photoFileChange(path.join(dataDir, 'media'), 3000);
      gate.close();
      inFlightAtKill += gate.inFlight;
      await server.kill();
      const lock = path.join(dataDir, 'bazaar.lock');
      const stale = fs.existsSync(lock);
      if (stale) staleLocks++;
      server = await start().catch((err: unknown) => {
        throw new Error(`restart ${k} failed${stale ? ' (stale lock present)' : ''}: ${String(err)}`);
      });
      restartMs.push(server.startMs);
      // Nothing writes while the survivors are counted.
      while (gate.inFlight > 0) await sleep(10);
      for (const w of writers) checked += await verifyWriter(w, problems);
      process.stdout.write(`  ${engine}: kill ${k}/${kills}, restart ${server.startMs} ms\n`);
      gate.open();
    }

    await sleep(500);
    stopping = true;
    gate.close();
    while (gate.inFlight > 0) await sleep(10);
    // Sign-in with the password, after every kill: the accounts themselves survived.
    for (const w of writers.filter((w) => w.signedUp)) {
      const login = await w.visitor.post('/api/auth/login', {
        email: w.email,
        password: w.password,
        remember: true,
      });
      checked++;
      if (login.status !== 200) problems.push(`${w.email}: cannot sign in at the end (${login.status})`);
    }
    for (const w of writers) checked += await verifyWriter(w, problems);
    const code = await server.stop();
    server = undefined;
    if (code !== 0) problems.push(`clean shutdown exited with ${code}`);
    gate.open();
    await Promise.all(loops);

    const integrity = await checkIntegrity({ databaseUrl: scratch?.url, dataDir });
    if (fs.existsSync(path.join(dataDir, 'bazaar.lock')))
      problems.push('the data directory lock outlived a clean stop');
    return {
      engine,
      kills,
      inFlightAtKill,
      staleLocks,
      restartMs,
      checked,
      counters,
      problems: [...problems, ...integrity.problems],
      integrity,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (err) {
    problems.push(String(err));
    const tail = fs.existsSync(logFile)
      ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')
      : '';
    console.error(`server log (last lines):\n${tail}`);
    throw err;
  } finally {
    stopping = true;
    gate.open();
    await server?.kill();
    await scratch?.drop();
    if (problems.length === 0) fs.rmSync(dataDir, { recursive: true, force: true });
    else console.error(`data kept for inspection: ${dataDir}`);
  }
}

function summarise(r: RunResult) {
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const list = (m: Map<string, number>) => [...m].map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
  const sorted = r.restartMs.slice(1).sort((a, b) => a - b);
  console.log(`\n== ${r.engine}: ${r.kills} kills in ${r.seconds.toFixed(1)} s ==`);
  console.log(`writes answered 2xx: ${sum(r.counters.acknowledged)} (${list(r.counters.acknowledged)})`);
  console.log(
    `writes cut off by a kill (no answer): ${r.counters.unanswered}; in flight at the kills: ${r.inFlightAtKill}`,
  );
  console.log(`writes refused (4xx/5xx): ${list(r.counters.refused)}`);
  console.log(`facts checked after restarts: ${r.checked}`);
  console.log(
    `start after kill: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms (first start ${r.restartMs[0]} ms); ` +
      `${r.staleLocks} of ${r.kills} restarts took over a dead server's data directory lock`,
  );
  console.log(
    `at the end: ${r.integrity.ads} ads, ${r.integrity.photoRows} photo rows, ${r.integrity.uploadRows} uploads, ${r.integrity.files} files (${r.integrity.draftLeftovers} half-written draft files awaiting the sweep)`,
  );
  if (r.problems.length === 0) console.log('problems: none');
  else {
    console.log(`PROBLEMS (${r.problems.length}):`);
    for (const p of r.problems.slice(0, 40)) console.log(`  - ${p}`);
  }
}

let failed = false;
for (const engine of engines) {
  try {
    const result = await run(engine);
    summarise(result);
    if (result.problems.length > 0) failed = true;
  } catch (err) {
    console.error(`${engine}: ${String(err)}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
