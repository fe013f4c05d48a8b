import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import type { PhotoStore } from './photo-store.ts';

export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  length: number | undefined;
}

/** A PhotoStore that can also hand a file back, for serving /media/ from the bucket. */
export interface ReadablePhotoStore extends PhotoStore {
  read(file: string): Promise<StoredObject | null>;
}

/**
 * Photo files in an S3-compatible bucket. A PUT is atomic on S3 (an object appears whole or not
 * at all), so no temporary name is needed as on disk.
 */
export function s3Store(s: S3Settings): ReadablePhotoStore {
  // The SDK is loaded only by servers that use a bucket (it slows every other start).
  const sdk = import('@aws-sdk/client-s3');
  let client: Promise<S3Client> | undefined;
  const connect = () =>
    (client ??= sdk.then(
      ({ S3Client }) =>
        new S3Client({
          region: s.region,
          endpoint: s.endpoint,
          forcePathStyle: s.forcePathStyle,
          credentials:
            s.accessKeyId && s.secretAccessKey
              ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
              : undefined,
        }),
    ));
  const key = (file: string) => s.prefix + file;
  return {
    async write(file, data) {
      const [{ PutObjectCommand }, c] = await Promise.all([sdk, connect()]);
      await c.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key(file),
          Body: data,
          ContentType: 'image/webp',
          // Photos can be withdrawn with their ad: a proxy or CDN in front keeps them minutes, not a year.
          CacheControl: 'public, max-age=300',
        }),
      );
    },
    async remove(file) {
      const [{ DeleteObjectCommand }, c] = await Promise.all([sdk, connect()]);
      // Deleting a missing object succeeds on S3, as `rm -f` does on disk.
      await c.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key(file) }));
    },
    async read(file) {
      const [{ GetObjectCommand }, c] = await Promise.all([sdk, connect()]);
      try {
        const out = await c.send(new GetObjectCommand({ Bucket: s.bucket, Key: key(file) }));
        return { body: out.Body as Readable, contentType: out.ContentType, length: out.ContentLength };
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
  };
}
