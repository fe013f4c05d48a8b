// What other modules and plugins may use of media; its other files are its own.
export { ingestRecordedPhoto } from './ingest.ts';
export { photoPool } from './photo-pool.ts';
export type { PhotoPool } from './photo-pool.ts';
export { hashParts, partProbes, SAME_PHOTO_MAX_DISTANCE, SAME_VIEW_MAX_DISTANCE } from './photo-hash.ts';
export type { PhotoHashes } from './photo-hash.ts';
export { photoStoreFor, storePhoto } from './store.ts';
export type { PhotoStore } from './store.ts';
export { LET_GO, removePhotoFiles, UPLOAD_USABLE_MS } from './sweep.ts';
export { hashedColumns, recordHashViews, uploadColumns } from './uploads-repository.ts';
export { fullFile, MEDIA_PREFIX, presentPhoto } from './urls.ts';
export type { StoredPhoto } from './urls.ts';
export { privatePhotoFiles } from './private-files.ts';
export type { PrivatePhotoFiles } from './private-files.ts';
export type { ChatPhotoGate } from './uploads-routes.ts';
export { photoKeyOf, presentPrivatePhoto } from './urls.ts';
export { HASH_BACKFILL_JOB, hashBackfill, hashBackfillGauges } from './hash-backfill.ts';
export { hashBackfillRepository } from './hash-backfill-repository.ts';
export { photoReaderFor } from './photo-reader.ts';
