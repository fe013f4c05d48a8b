import type { PhotoHashes } from './photo-hash.ts';
import type { PhotoPool } from './photo-pool.ts';
import { writePhotoFiles, type PhotoStore } from './store.ts';
import { removePhotoFiles } from './sweep.ts';
import type { StoredPhoto } from './urls.ts';

/**
 * An uploaded file, checked by its bytes and made into WebP variants without its metadata by the
 * photo pool, then stored with its database row. The row is written before the files: a crash in
 * between leaves a draft row that the sweep removes with whatever files it got, never files that
 * no row names (nothing would ever delete those).
 */
export async function ingestRecordedPhoto<Row>(
  store: PhotoStore,
  photos: PhotoPool,
  input: Buffer,
  rows: {
    record(photo: StoredPhoto, hashes: PhotoHashes): Promise<Row>;
    forget(keys: string[]): Promise<void>;
  },
): Promise<Row> {
  const { prepared, hashes } = await photos.prepareUpload(input);
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
