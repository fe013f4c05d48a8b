import fs from 'node:fs';
import { buildApp } from './app.ts';
import { startControlSocket } from './backup/control-socket.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startPgliteMaintenance } from './db/maintenance.ts';
import { openDatabase } from './db/open.ts';
import { countListings } from './db/seed/insert.ts';
import { seedDemo } from './db/seed/demo.ts';
import { warmUpPasswords } from './modules/auth/passwords.ts';
import { photoStoreFor } from './modules/media/store.ts';

/**
 * How long SIGTERM waits for requests under way and the database to close before it exits anyway.
 * A stop must end within 10 s: this leaves room for a busy event loop running the timer late, and
 * `npm start` kills the server at 8 s if even that was not enough (scripts/supervise.mjs).
 */
const SHUTDOWN_GRACE_MS = 6_000;

/** A repeat of the stop signal within this long is the same stop, delivered twice. */
const SAME_STOP_MS = 1_000;

/** Ends the process at once, non-zero, saying why on stderr (written synchronously: nothing waits). */
function stopNow(why: string): never {
  fs.writeSync(2, `Bazaar stopped without finishing its shutdown: ${why}\n`);
  process.exit(1);
}

const PARENT_GONE = 'the process that started it ended';

async function main() {
  // Started by `npm start` (scripts/supervise.mjs): its channel closes if that process dies, even
  // by SIGKILL, and the server must not live on without it; while starting, it just ends.
  let parentGone: () => void = () => stopNow(PARENT_GONE);
  if (process.send) process.on('disconnect', () => parentGone());

  const config = loadConfig();
  const opened = await openDatabase(config);
  const app = await buildApp({ config, database: opened.database });
  await warmUpPasswords();

  if (config.seedDemo && (await countListings(opened.database.db)) === 0) {
    app.log.info(`empty database: adding ${config.demoListings} demo ads (first start only)`);
    await seedDemo(opened.database, photoStoreFor(config), {
      count: config.demoListings,
      photos: 'unique',
      log: app.log,
    });
  }

  const stopMaintenance = startPgliteMaintenance(opened.database, (msg) => app.log.info(msg));
  // `npm run backup` reaches the embedded database through this server while it runs.
  const { dumpDataDir } = opened.database;
  const stopControl = dumpDataDir
    ? await startControlSocket(
        config.dataDir,
        { dumpDatabase: () => dumpDataDir(), mediaDir: config.s3 ? undefined : config.mediaDir },
        app.log,
      )
    : undefined;

  let closing: { signal: string; at: number } | undefined;
  const shutdown = async (signal: string) => {
    if (closing) {
      // The same signal at once is one stop told twice: sent to the whole process group (Ctrl-C,
      // systemd) and passed on by scripts/supervise.mjs.
      if (signal === closing.signal && performance.now() - closing.at < SAME_STOP_MS) return;
      // A second signal: whoever sent it will not wait.
      stopNow(`${signal} again while closing`);
      return;
    }
    closing = { signal, at: performance.now() };
    app.log.info(`${signal}: closing`);
    // A signal sent to this process alone: `npm start`'s supervisor keeps its deadline too.
    process.send?.('stopping');
    // Stop taking requests, let the ones under way finish, then close the database cleanly; a
    // request that does not finish in time (a body sent slowly, a live stream) is cut.
    const force = setTimeout(
      () => stopNow(`${signal}: requests or the database still busy after ${SHUTDOWN_GRACE_MS / 1000} s`),
      SHUTDOWN_GRACE_MS,
    );
    force.unref();
    stopMaintenance();
    await stopControl?.();
    await app.close();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  parentGone = () => void shutdown(PARENT_GONE);

  // The first page rendered after a start is the slowest (code and caches are cold), and a render
  // that misses its time sends the page unrendered: render the home page once before taking visitors.
  await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  if (
    err instanceof DataDirLockedError ||
    (err instanceof Error && err.message.startsWith('Bazaar cannot start'))
  ) {
    console.error(err.message);
  } else {
    console.error('Bazaar failed to start:', err);
  }
  process.exit(1);
});
