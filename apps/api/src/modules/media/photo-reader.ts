import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReadablePhotoStore } from './s3-store.ts';

/** Reads a stored photo file back whole (for hashing photos stored before hashing). */
export interface PhotoReader {
  /** The file's bytes, or null when there is no such file. */
  read(file: string): Promise<Buffer | null>;
}

/** From the S3 bucket when one is configured, from DATA_DIR/media otherwise (as photos are served). */
export function photoReaderFor(bucket: ReadablePhotoStore | undefined, mediaDir: string): PhotoReader {
  if (bucket)
    return {
      async read(file) {
        const found = await bucket.read(file);
        if (!found) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of found.body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    };
  return {
    async read(file) {
      try {
        return await fs.readFile(path.join(mediaDir, file));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
