import fs from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/private-data-dir.ts';
import type { PhotoStore } from './photo-store.ts';
import type { S3Settings } from '../../config.ts';
import { s3Store } from './s3-store.ts';
import { preparePhoto, type PreparedPhoto } from './prepare.ts';
import type { StoredPhoto } from './urls.ts';
import type { VariantOptions } from './variants.ts';

export type { PhotoStore };

export function diskStore(root: string): PhotoStore {
  return {
    async write(file, data) {
      const target = path.join(root, file);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Write then rename, so a crash never leaves a half-written photo under its real name. Keys
      // are random and written once, so the temporary name is known to `remove` as well.
      const tmp = `${target}.tmp`;
      await fs.writeFile(tmp, data, { mode: PRIVATE_FILE_MODE });
      await fs.rename(tmp, target);
    },
    async remove(file) {
      const target = path.join(root, file);
      await Promise.all([fs.rm(target, { force: true }), fs.rm(`${target}.tmp`, { force: true })]);
    },
  };
}

export async function writePhotoFiles(store: PhotoStore, prepared: PreparedPhoto): Promise<void> {
  await Promise.all(prepared.files.map((f) => store.write(f.file, f.data)));
}

/** Turns an image into its stored variants and says where they are. */
export async function storePhoto(
  store: PhotoStore,
  input: Buffer,
  options?: VariantOptions,
): Promise<StoredPhoto> {
  const prepared = await preparePhoto(input, options);
  await writePhotoFiles(store, prepared);
  return prepared.photo;
}

/** The store photos go to: the S3 bucket when one is configured, DATA_DIR/media otherwise. */
export function photoStoreFor(config: { mediaDir: string; s3: S3Settings | undefined }): PhotoStore {
  return config.s3 ? s3Store(config.s3) : diskStore(config.mediaDir);
}
