import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ReadablePhotoStore } from './s3-store.ts';
import { MEDIA_PREFIX } from './urls.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Keys are like `ab/<base64url>-card.webp`: anything else is not a photo of ours.
const PHOTO_FILE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*-(card|full)\.webp$/;

/**
 * Photo files: names are unique per upload and never rewritten, so browsers may keep them a year.
 * From DATA_DIR by default; from the S3 bucket when one is set (put a CDN in front for scale).
 */
export async function mediaRoutes(
  app: FastifyInstance,
  opts: { mediaDir: string; bucket?: ReadablePhotoStore },
) {
  const bucket = opts.bucket;
  // Photos are public and their names unguessable: pages elsewhere (the original client served from
  // its own origin, a partner's site) may show them. helmet's default would block that.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  if (bucket) {
    app.get(`${MEDIA_PREFIX}*`, async (req, reply) => {
      const file = (req.params as { '*': string })['*'];
      const found = PHOTO_FILE.test(file) ? await bucket.read(file) : null;
      if (!found) return reply.status(404).send({ error: { code: 'not_found', message: 'No such photo' } });
      reply.header('cache-control', IMMUTABLE).type(found.contentType ?? 'image/webp');
      if (found.length !== undefined) reply.header('content-length', found.length);
      return reply.send(found.body);
    });
    return;
  }
  fs.mkdirSync(opts.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
    dotfiles: 'deny',
  });
}
