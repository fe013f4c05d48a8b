import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { tarEnd, tarHeader, tarPadding } from './tar.ts';

/** The parts of a backup archive (a .tar.gz any `tar` can list). */
export const MANIFEST_ENTRY = 'bazaar-backup.json';
export const DATABASE_ENTRY = 'pglite.tar';
export const MEDIA_PREFIX = 'media/';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  databaseBytes: number;
  /** Photo files in the archive; null when photos live in an S3 bucket (back that up on its own). */
  mediaFiles: number | null;
}

export interface BackupSource {
  /** The embedded database's data directory as one tarball (PGlite's dumpDataDir). */
  dumpDatabase(): Promise<Blob>;
  /** DATA_DIR/media, or undefined when photos are kept in S3. */
  mediaDir?: string;
}

/** Photo files under `root`, as archive names; half-written ones (`.tmp`) are not photos yet. */
async function mediaFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function entry(name: string, data: Buffer): Buffer[] {
  return [tarHeader(name, data.length), data, tarPadding(data.length)];
}

async function* backupBlocks(source: BackupSource, manifestOut: { value?: BackupManifest }) {
  // The database first, the photos after. A photo is written before the ad row that names it, so
  // every photo the dumped database refers to is on disk by the time the folder is listed.
  const dump = Buffer.from(await (await source.dumpDatabase()).arrayBuffer());
  const files = source.mediaDir ? await mediaFiles(source.mediaDir) : undefined;
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    databaseBytes: dump.length,
    mediaFiles: files?.length ?? null,
  };
  manifestOut.value = manifest;
  yield* entry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
  yield* entry(DATABASE_ENTRY, dump);
  for (const name of files ?? []) {
    let data: Buffer;
    try {
      data = await fs.readFile(path.join(source.mediaDir!, name));
    } catch (err) {
      // Deleted since it was listed: an upload no ad used, swept meanwhile. Nothing refers to it.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    yield* entry(MEDIA_PREFIX + name, data);
  }
  yield tarEnd();
}

/** Writes one consistent backup (.tar.gz) of the database and the photos to `out`. */
export async function writeBackup(out: Writable, source: BackupSource): Promise<BackupManifest> {
  const manifest: { value?: BackupManifest } = {};
  await pipeline(Readable.from(backupBlocks(source, manifest)), zlib.createGzip(), out);
  return manifest.value!;
}
