import path from 'node:path';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { BackupRefused, backupToFile } from './backup-file.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

const USAGE = `Usage:
  npm run backup -- <file.tar.gz>    back up the database and photos of DATA_DIR (the server may be running)
  npm run restore -- <file.tar.gz>   restore a backup into DATA_DIR, which must be empty`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const [command, file, ...rest] = process.argv.slice(2);
  if (!file || rest.length || (command !== 'backup' && command !== 'restore')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const target = path.resolve(file);
  if (command === 'backup') {
    const done = await backupToFile(config, target);
    const from = done.via === 'server' ? 'from the running server' : `from ${config.dataDir}`;
    const photos = config.s3
      ? 'photos are in the S3 bucket: back the bucket up on its own'
      : `${done.mediaFiles} photo files`;
    console.log(
      `Backup written to ${done.file} (${megabytes(done.bytes)}) ${from}: the database and ${photos}.`,
    );
  } else {
    const done = await restoreBackup(target, config.dataDir);
    console.log(
      `Restored the backup of ${done.manifest.createdAt} into ${config.dataDir}: ` +
        `${done.listings} ads and ${done.mediaFiles} photo files. Start Bazaar with this DATA_DIR.`,
    );
  }
}

main().catch((err: unknown) => {
  const known =
    err instanceof BackupRefused || err instanceof RestoreRefused || err instanceof DataDirLockedError;
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
