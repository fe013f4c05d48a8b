import os from 'node:os';
import sharp from 'sharp';
import { BoundedPool } from '../../lib/bounded-pool.ts';
import { checkPhoto } from './detect.ts';
import { photoHashes, type PhotoHashes } from './photo-hash.ts';
import { preparePhoto, storePhoto, writePhotoFiles, type PhotoStore } from './store.ts';
import { removePhotoFiles } from './sweep.ts';
import { fullFile, type StoredPhoto } from './urls.ts';

// A 12 MP photo takes a core for about a second. Photos are made one libvips thread each, on at
// most half the cores (one of two), so a flood of uploads leaves the rest to other people's requests.
sharp.concurrency(1);
/** Where every photo is decoded and encoded; a full waiting line refuses (PoolFull) rather than grow. */
export const photoPool = new BoundedPool(Math.max(1, Math.floor(os.availableParallelism() / 2)), 16);
// Photos are decoded once each; libvips' operation cache would only hold memory.
sharp.cache(false);

/** An uploaded file, checked by its bytes and stored as WebP variants without its metadata. */
export async function ingestPhoto(store: PhotoStore, input: Buffer): Promise<StoredPhoto> {
  return photoPool.run(async () => {
    await checkPhoto(input);
    return storePhoto(store, input);
  });
}

/**
 * The same for a photo that gets a database row. The row is written before the files: a crash in
 * between leaves a draft row that the sweep removes with whatever files it got, never files that
 * no row names (nothing would ever delete those).
 */
export async function ingestRecordedPhoto<Row>(
  store: PhotoStore,
  input: Buffer,
  rows: {
    record(photo: StoredPhoto, hashes: PhotoHashes): Promise<Row>;
    forget(keys: string[]): Promise<void>;
  },
): Promise<Row> {
  const { prepared, hashes } = await photoPool.run(async () => {
    await checkPhoto(input);
    const prepared = await preparePhoto(input);
    // Hashed from the stored full-size variant: already upright, so a rotated copy hashes alike.
    const full = prepared.files.find((f) => f.file === fullFile(prepared.photo.key))!.data;
    return { prepared, hashes: await photoHashes(full) };
  });
  const row = await rows.record(prepared.photo, hashes);
  try {
    await writePhotoFiles(store, prepared);
  } catch (err) {
    await removePhotoFiles(store, [prepared.photo.key]).catch(() => {});
    await rows.forget([prepared.photo.key]).catch(() => {});
    throw err;
  }
  return row;
}
