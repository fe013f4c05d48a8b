import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import {
  BACKUP_FORMAT,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  type BackupManifest,
} from './archive.ts';
import { readTar } from './tar.ts';

/** A restore that cannot go ahead; the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface Restored {
  manifest: BackupManifest;
  listings: number;
  mediaFiles: number;
}

function isEmptyDir(dir: string) {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/** A photo's place under DATA_DIR/media; a name that would leave that folder is refused. */
function mediaTarget(mediaDir: string, name: string) {
  const relative = name.slice(MEDIA_PREFIX.length);
  const target = path.resolve(mediaDir, relative);
  if (!relative || path.isAbsolute(relative) || !target.startsWith(mediaDir + path.sep))
    throw new RestoreRefused(
      `The archive holds a file outside the photo folder (${name}); it is not a Bazaar backup.`,
    );
  return target;
}

/**
 * Puts a backup archive into an empty DATA_DIR: the photos into media/, the database rebuilt by
 * PGlite from its dump. Holds DATA_DIR's lock meanwhile, so no server starts on a half-restored
 * folder; on failure leaves the folder as empty as it found it.
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<Restored> {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`There is no file ${archive}.`);
  if (!isEmptyDir(dataDir))
    throw new RestoreRefused(
      `The data directory ${dataDir} is not empty. Restore only into an empty directory: ` +
        'set DATA_DIR to a new folder (or move the old one away) and run the restore again.',
    );
  const existed = fs.existsSync(dataDir);
  const release = lockDataDir(dataDir);
  const mediaDir = path.join(dataDir, 'media');
  try {
    let manifest: BackupManifest | undefined;
    let dump: Buffer | undefined;
    let mediaFiles = 0;
    for await (const entry of readTar(fs.createReadStream(archive).pipe(zlib.createGunzip()))) {
      if (!manifest) {
        if (entry.name !== MANIFEST_ENTRY) throw new RestoreRefused(`${archive} is not a Bazaar backup.`);
        manifest = JSON.parse(entry.data.toString('utf8')) as BackupManifest;
        if (manifest.format !== BACKUP_FORMAT)
          throw new RestoreRefused(
            `${archive} is a backup in format ${manifest.format}, which this Bazaar cannot read.`,
          );
      } else if (entry.name === DATABASE_ENTRY) {
        dump = entry.data;
      } else if (entry.name.startsWith(MEDIA_PREFIX)) {
        const target = mediaTarget(mediaDir, entry.name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, entry.data);
        mediaFiles++;
      }
    }
    if (!manifest || !dump)
      throw new RestoreRefused(`${archive} holds no database: it is not a Bazaar backup.`);
    if (manifest.mediaFiles !== null && mediaFiles !== manifest.mediaFiles)
      throw new RestoreRefused(`${archive} is incomplete: ${mediaFiles} of ${manifest.mediaFiles} photos.`);
    const pg = await PGlite.create(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([new Uint8Array(dump)]),
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from listings');
      return { manifest, listings: rows[0]?.n ?? 0, mediaFiles };
    } finally {
      await pg.close();
    }
  } catch (err) {
    for (const name of fs.readdirSync(dataDir))
      if (name !== 'bazaar.lock') fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    throw err instanceof Error &&
      !(err instanceof RestoreRefused) &&
      /archive|gzip|unexpected end/i.test(err.message)
      ? new RestoreRefused(`${archive} could not be read: ${err.message}`)
      : err;
  } finally {
    release();
    if (!existed && isEmptyDir(dataDir)) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
