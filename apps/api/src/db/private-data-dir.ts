import fs from 'node:fs';
import path from 'node:path';

/** Folders and files Bazaar creates: for the account that runs it, nobody else. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Takes group and other permissions off everything under `dir`; counts what it changed. */
export function tighten(dir: string): { changed: number; refused: number } {
  const count = { changed: 0, refused: 0 };
  const visit = (p: string) => {
    const stat = fs.lstatSync(p);
    if (stat.isSymbolicLink()) return; // never follow a link out of the directory
    if ((stat.mode & 0o077) !== 0) {
      try {
        fs.chmodSync(p, stat.isDirectory() ? PRIVATE_DIR_MODE : stat.mode & 0o700);
        count.changed++;
      } catch {
        count.refused++; // owned by another account: reported, not fatal
      }
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(dir);
  return count;
}

/**
 * DATA_DIR holds password hashes, e-mail addresses and live sign-up and reset links, so every file
 * in it is 0600 and every folder 0700. The umask makes everything this process creates from now on
 * private (PGlite creates its files with the umask's help only); what an older version left open
 * is tightened now, and the start says so.
 */
export function makeDataDirPrivate(dataDir: string, warn: (message: string) => void = console.warn) {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const { changed, refused } = tighten(dataDir);
  if (changed > 0) {
    warn(
      `DATA_DIR ${dataDir}: ${changed} files and folders were open to other users; ` +
        'made them private (folders 0700, files 0600).',
    );
  }
  if (refused > 0) {
    warn(
      `DATA_DIR ${dataDir}: ${refused} files and folders belong to another account and stay open to others.`,
    );
  }
}
