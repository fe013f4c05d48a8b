import fs from 'node:fs';
import path from 'node:path';
import { makeDataDirPrivate } from './private-data-dir.ts';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes writing one PGlite directory silently lose rows, so the first server to start
 * holds a lock file naming its pid; a second one refuses to start. A lock left by a process that
 * died (SIGKILL, power loss) is taken over. Every process that opens the embedded database comes
 * here first, so the directory is made private here too.
 */
export function lockDataDir(dataDir: string): () => void {
  makeDataDirPrivate(dataDir);
  const file = path.join(dataDir, 'bazaar.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another Bazaar server (pid ${holder}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR or a DATABASE_URL.',
        );
      }
      fs.unlinkSync(file); // stale lock from a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
