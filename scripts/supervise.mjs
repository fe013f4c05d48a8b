// Runs the server as a child and answers for its stop: a stop signal is passed on, and the server
// is killed if it has not ended in time. Plain Node, as start.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * From the first stop signal, how long the server has to end before it is killed. The server's own
 * deadline comes first (apps/api/src/server.ts), but its timers wait while its event loop is busy;
 * this one runs in a process that does nothing else. 2 s are left for the kill and the exits on a
 * loaded machine: a stop never takes more than 10 s.
 */
export const STOP_DEADLINE_MS = 8_000;

/** Runs `node <args>` with this process's stdio and ends with it. */
export function supervise(args, { env = process.env, deadlineMs = STOP_DEADLINE_MS } = {}) {
  const child = spawn(process.execPath, args, { cwd: process.cwd(), stdio: 'inherit', env });
  let deadline;

  const stop = (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    deadline ??= setTimeout(() => {
      fs.writeSync(
        2,
        `Bazaar stopped without finishing its shutdown: ${signal}: killed after ${deadlineMs / 1000} s\n`,
      );
      child.kill('SIGKILL');
    }, deadlineMs);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

  child.on('exit', (code, signal) => {
    clearTimeout(deadline);
    process.exit(code ?? (signal ? 1 : 0));
  });
  return child;
}
