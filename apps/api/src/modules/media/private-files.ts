import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadablePhotoStore } from './s3-store.ts';

/**
 * Sends a photo file the caller has already decided this person may see (a chat photo). Private to
 * the browser that asked, and asked again every time (no-cache): whether this person may still see
 * it is checked on every request, and an unchanged file costs only a 304.
 */
export function privatePhotoFiles(opts: { mediaDir: string; bucket?: ReadablePhotoStore }) {
  return async (req: FastifyRequest, reply: FastifyReply, file: string): Promise<FastifyReply> => {
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'cookie');
    reply.header('cross-origin-resource-policy', 'same-site');
    reply.header('x-content-type-options', 'nosniff');
    // The name is written once: it stands for its bytes.
    const etag = `"${file}"`;
    reply.header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    if (opts.bucket) {
      const found = await opts.bucket.read(file);
      if (!found) return reply.status(404).send({ error: { code: 'not_found', message: 'No such photo' } });
      if (found.length !== undefined) reply.header('content-length', found.length);
      return reply.type('image/webp').send(found.body);
    }
    const target = path.join(opts.mediaDir, file);
    const stat = await fs.promises.stat(target).catch(() => null);
    if (!stat?.isFile())
      return reply.status(404).send({ error: { code: 'not_found', message: 'No such photo' } });
    reply.header('content-length', stat.size);
    return reply.type('image/webp').send(fs.createReadStream(target));
  };
}

export type PrivatePhotoFiles = ReturnType<typeof privatePhotoFiles>;
