import sharp from 'sharp';
import { checkPhoto } from './detect.ts';
import { photoHash } from './photo-hash.ts';
import { preparePhoto, storePhoto, writePhotoFiles, type PhotoStore } from './store.ts';
import { removePhotoFiles } from './sweep.ts';
import { fullFile, type StoredPhoto } from './urls.ts';

// Two cores serve requests too: libvips threads per image are capped so parallel uploads share.
sharp.concurrency(2);
// Photos are decoded once each; libvips' operation cache would only hold memory.
sharp.cache(false);

/** An uploaded file, checked by its bytes and stored as WebP variants without its metadata. */
export async function ingestPhoto(store: PhotoStore, input: Buffer): Promise<StoredPhoto> {
  await checkPhoto(input);
  return storePhoto(store, input);
}

/**
 * The same for a photo that gets a database row. The row is written before the files: a crash in
 * between leaves a draft row that the sweep removes with whatever files it got, never files that
 * no row names (nothing would ever delete those).
 */
export async function ingestRecordedPhoto<Row>(
  store: PhotoStore,
  input: Buffer,
  rows: { record(photo: StoredPhoto, hash: bigint): Promise<Row>; forget(keys: string[]): Promise<void> },
): Promise<Row> {
  await checkPhoto(input);
  const prepared = await preparePhoto(input);
  // Hashed from the stored full-size variant: already upright, so a rotated copy hashes alike.
  const hash = await photoHash(prepared.files.find((f) => f.file === fullFile(prepared.photo.key))!.data);
  const row = await rows.record(prepared.photo, hash);
  try {
    await writePhotoFiles(store, prepared);
  } catch (err) {
    await removePhotoFiles(store, [prepared.photo.key]).catch(() => {});
    await rows.forget([prepared.photo.key]).catch(() => {});
    throw err;
  }
  return row;
}
