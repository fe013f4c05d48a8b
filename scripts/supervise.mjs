// Runs the server as a child and answers for it: whichever process of `npm start` is signalled, or
// if the one above it ends without a word (npm 11 ends on SIGTERM and `sh -c` with it, passing
// nothing on), the server is told to stop, and no process is left behind. If this process dies,
// the server sees its IPC channel close and stops too. Plain Node, as start.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * From the first stop signal, how long the server has to end before it is killed. The server's own
 * deadline comes first (apps/api/src/server.ts), but its timers wait while its event loop is busy;
 * this one runs in a process that does nothing else. 2 s are left for the kill and the exits on a
 * loaded machine: a stop never takes more than 10 s.
 */
export const STOP_DEADLINE_MS = 8_000;
/** How often this process checks it still has its parent (an orphan is adopted by init). */
const PARENT_CHECK_MS = 500;

/** Runs `node <args>` with this process's stdio and ends with it. */
export function supervise(args, { env = process.env, deadlineMs = STOP_DEADLINE_MS } = {}) {
  // Its own process group, so the kill below also ends what it started (the photo workers).
  // Ctrl-C reaches it through this process, as every other signal does.
  const child = spawn(process.execPath, args, {
    cwd: process.cwd(),
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env,
    detached: true,
  });
  let deadline;
  const killAll = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
  };
  const startDeadline = (why) => {
    deadline ??= setTimeout(() => {
      fs.writeSync(
        2,
        `Bazaar stopped without finishing its shutdown: ${why}: killed after ${deadlineMs / 1000} s\n`,
      );
      killAll();
    }, deadlineMs);
  };

  // One stop, told once: a second signal would tell the server to give up on requests under way
  // (npm ends a second or two after passing SIGTERM on, and its end is a reason to stop too).
  const stop = (signal, why = signal) => {
    if (deadline || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    startDeadline(why);
  };
  // A stop signal sent to the server itself: it says so, and the same deadline runs.
  child.on('message', (message) => {
    if (message === 'stopping') startDeadline('stopping');
  });
  // SIGHUP is left as it was: under nohup ignored, otherwise it ends this process and, through
  // the closed channel, the server.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM', 'the process that started it ended');
  }, PARENT_CHECK_MS);

  child.on('exit', (code, signal) => {
    clearInterval(watch);
    clearTimeout(deadline);
    // Whatever the server started and left (a photo worker busy with a photo) ends with it.
    killAll();
    process.exit(code ?? (signal ? 1 : 0));
  });
  return child;
}
