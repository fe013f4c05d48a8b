import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Config } from '../config.ts';
import { openPglite } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { MEDIA_PREFIX, writeBackup } from './archive.ts';
import { controlSocketPath, requestBackup } from './control-socket.ts';
import { readTar } from './tar.ts';

export class BackupRefused extends Error {}

export interface BackupSummary {
  file: string;
  bytes: number;
  mediaFiles: number;
  /** Taken from the running server, or from DATA_DIR directly when none was running. */
  via: 'server' | 'data-dir';
}

const unreachable = (err: unknown) =>
  ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes((err as NodeJS.ErrnoException).code ?? '');

/** No server runs on DATA_DIR: hold its lock (so none starts meanwhile) and read it ourselves. */
async function backupDataDir(config: Config, out: fs.WriteStream) {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!fs.existsSync(pgliteDir))
    throw new BackupRefused(`There is no Bazaar database in ${config.dataDir} (DATA_DIR) to back up.`);
  const release = lockDataDir(config.dataDir);
  try {
    const database = await openPglite(pgliteDir);
    try {
      await writeBackup(out, {
        dumpDatabase: () => database.dumpDataDir!(),
        mediaDir: config.s3 ? undefined : config.mediaDir,
      });
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/** Reads the archive back to the end: a backup that cannot be read is no backup. */
async function verify(file: string) {
  let mediaFiles = 0;
  for await (const entry of readTar(fs.createReadStream(file).pipe(zlib.createGunzip())))
    if (entry.name.startsWith(MEDIA_PREFIX)) mediaFiles++;
  return mediaFiles;
}

/**
 * Writes a backup of the embedded database and the photos to `file`: through the running
 * server's control socket when a server is running, else from DATA_DIR directly. The archive
 * appears under its name only once complete and read back.
 */
export async function backupToFile(config: Config, file: string): Promise<BackupSummary> {
  if (config.databaseUrl)
    throw new BackupRefused(
      'This Bazaar uses PostgreSQL (DATABASE_URL): back it up with pg_dump -Fc, as the README’s Backups section shows.',
    );
  const partial = `${file}.partial`;
  const take = async (via: BackupSummary['via']) => {
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    if (via === 'server') await requestBackup(controlSocketPath(config.dataDir), out);
    else await backupDataDir(config, out);
    return via;
  };
  try {
    let via: BackupSummary['via'];
    try {
      via = await take('server');
    } catch (err) {
      if (!unreachable(err)) throw err;
      try {
        via = await take('data-dir');
      } catch (inner) {
        if (inner instanceof DataDirLockedError)
          throw new BackupRefused(
            `${inner.message.split('. ')[0]}, but it does not answer backup requests. Restart it, then run the backup again.`,
          );
        throw inner;
      }
    }
    const mediaFiles = await verify(partial);
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, mediaFiles, via };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}
