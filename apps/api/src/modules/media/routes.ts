import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PhotoAccess, PhotoAnswer } from './photo-access.ts';
import type { ReadablePhotoStore } from './s3-store.ts';
import { MEDIA_PREFIX } from './urls.ts';

// Keys are like `ab/<base64url>-card.webp`: anything else is not a photo of ours.
const PHOTO_FILE = /^([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)-(?:card|full)\.webp$/;

/**
 * A photo's bytes never change under its name, but it can be withdrawn with its ad: browsers and
 * proxies keep a public photo a few minutes, then ask again (an ETag makes that a 304).
 */
const CACHE: Record<Exclude<PhotoAnswer, 'hidden'>, string> = {
  public: 'public, max-age=300',
  private: 'private, max-age=300',
};
// Public photos may be shown by pages on other origins (the original client's, using the legacy
// API); a withdrawn ad's photos shown to its seller or staff stay on our own site.
const RESOURCE_POLICY: Record<Exclude<PhotoAnswer, 'hidden'>, string> = {
  public: 'cross-origin',
  private: 'same-site',
};

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: { code: 'not_found', message: 'No such photo' } });

/**
 * Photo files, from DATA_DIR by default or from the S3 bucket when one is set, each answered as its
 * ad allows (photo-access.ts): 404 to everyone but its seller and staff once the ad is not public.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  opts: { mediaDir: string; bucket?: ReadablePhotoStore; access: PhotoAccess },
) {
  const bucket = opts.bucket;
  /** Sets the headers the answer allows; false when the photo is not to be shown to this person. */
  async function allowed(req: FastifyRequest, reply: FastifyReply, file: string): Promise<boolean> {
    const key = PHOTO_FILE.exec(file)?.[1];
    const answer = key ? await opts.access(req, key) : 'hidden';
    if (answer === 'hidden') return false;
    reply.header('cache-control', CACHE[answer]);
    reply.header('cross-origin-resource-policy', RESOURCE_POLICY[answer]);
    if (answer === 'private') reply.header('vary', 'cookie');
    return true;
  }

  if (bucket) {
    app.get(`${MEDIA_PREFIX}*`, async (req, reply) => {
      const file = (req.params as { '*': string })['*'];
      if (!(await allowed(req, reply, file))) return notFound(reply);
      // The name is written once: it stands for its bytes.
      const etag = `"${file}"`;
      reply.header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.status(304).send();
      const found = await bucket.read(file);
      if (!found) return notFound(reply);
      reply.type(found.contentType ?? 'image/webp');
      if (found.length !== undefined) reply.header('content-length', found.length);
      return reply.send(found.body);
    });
    return;
  }
  fs.mkdirSync(opts.mediaDir, { recursive: true });
  app.addHook('preHandler', async (req, reply) => {
    const file = (req.params as { '*'?: string })['*'] ?? '';
    if (!(await allowed(req, reply, file))) return notFound(reply);
  });
  await app.register(fastifyStatic, {
    root: opts.mediaDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    // Set above, photo by photo; ETag and Last-Modified stay on.
    cacheControl: false,
    index: false,
    list: false,
    dotfiles: 'deny',
  });
}
