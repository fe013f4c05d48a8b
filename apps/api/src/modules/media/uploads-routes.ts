import multipart from '@fastify/multipart';
import { ErrorBody, LIMITS, UploadedPhoto } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PoolFull } from '../../lib/bounded-pool.ts';
import { DomainError, Invalid, TooManyRequests } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';
import { ingestRecordedPhoto } from './ingest.ts';
import { POOL_FULL_MESSAGE, uploadRateLimits, UploadsBusy, UploadsInFlight } from './upload-limits.ts';
import type { PhotoStore } from './store.ts';
import { scheduleSweep, UPLOAD_TTL_MS } from './sweep.ts';
import type { UploadsRepository } from './uploads-repository.ts';
import { presentPhoto } from './urls.ts';

/** Drafts waiting for their ad, per person per day: a few ads' worth, not a free photo host. */
const PENDING_MAX = 100;
const pendingFull = () =>
  new TooManyRequests(
    60 * 60,
    `You have ${PENDING_MAX} photos waiting for an ad. Post your ad, or try again in an hour.`,
  );

export class TooLarge extends DomainError {
  constructor() {
    super(413, 'too_large', `A photo can be at most ${LIMITS.photoBytesMax / 1024 / 1024} MB`, {
      file: 'too_large',
    });
  }
}

/**
 * Everything that goes wrong while reading the multipart body is in the body the client sent
 * (no boundary, cut short, a malformed part header, too many parts): busboy throws plain errors
 * for those, which must not become a 500.
 */
function unreadableUpload(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new TooLarge();
  if (statusCode === 413) return new Invalid('Send one photo per upload', { file: 'too_many' });
  return new Invalid('The upload could not be read. Please choose the photo again.', { file: 'unreadable' });
}

/** POST /api/uploads: one photo per request, so the browser shows each one's progress. */
export const uploadsRoutes =
  (repo: UploadsRepository, store: PhotoStore): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: LIMITS.photoBytesMax, files: 1, fields: 0, parts: 2 },
    });

    const sweep = scheduleSweep(repo, store, app.log);
    app.addHook('onClose', async () => sweep.stop());
    const inFlight = new UploadsInFlight();

    app.post(
      '/api/uploads',
      {
        schema: {
          tags: ['listings'],
          summary: 'Upload one photo (multipart field "file"): JPEG, PNG, WebP or HEIC, at most 15 MB',
          consumes: ['multipart/form-data'],
          response: { 201: UploadedPhoto, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 429: ErrorBody },
        },
        // Before the body is read: per address (signed in or not), then per person.
        onRequest: uploadRateLimits(app),
      },
      async (req, reply) => {
        const user = requireUser(req);
        if (!req.isMultipart())
          throw new Invalid('Send the photo as multipart/form-data', { file: 'missing' });
        const leave = inFlight.enter(user.id);
        try {
          const since = () => new Date(Date.now() - UPLOAD_TTL_MS);
          // Early, so a full account's photo is not processed for nothing; the insert checks again.
          if ((await repo.countUnattachedSince(user.id, since())) >= PENDING_MAX) throw pendingFull();
          let input: Buffer;
          try {
            const part = await req.file();
            if (!part) throw new Invalid('Choose a photo to upload', { file: 'missing' });
            input = await part.toBuffer();
          } catch (err) {
            throw unreadableUpload(err);
          }
          const row = await ingestRecordedPhoto(store, input, {
            record: async (photo, hash) =>
              (await repo.insertWithinCap(user.id, photo, hash, { since: since(), max: PENDING_MAX })) ??
              Promise.reject(pendingFull()),
            forget: (keys) => repo.deleteDetached(keys),
          }).catch((err: unknown) => {
            throw err instanceof PoolFull ? new UploadsBusy(POOL_FULL_MESSAGE) : err;
          });
          return reply.status(201).send({ id: row.id, photo: presentPhoto(row) });
        } finally {
          leave();
        }
      },
    );
  };
