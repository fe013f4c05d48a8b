import multipart from '@fastify/multipart';
import { ConversationIdParams, ErrorBody, LIMITS, UploadedPhoto } from '@bazaar/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, Invalid, TooManyRequests } from '../../lib/errors.ts';
import { closeAfterAnswer, drainAfterAnswer } from '../../lib/lingering-close.ts';
import { requireUser, type UserRow } from '../auth/index.ts';
import { ingestRecordedPhoto } from './ingest.ts';
import { PoolFull, type PhotoPool } from './photo-pool.ts';
import {
  declaresOnePhoto,
  PhotosBusy,
  refuseOversizedUpload,
  TooLarge,
  uploadRateLimits,
  UploadsInFlight,
} from './upload-limits.ts';
import type { PhotoStore } from './store.ts';
import { scheduleSweep, UPLOAD_TTL_MS } from './sweep.ts';
import type { UploadsRepository } from './uploads-repository.ts';
import { presentPhoto, presentPrivatePhoto } from './urls.ts';

/** Drafts waiting for their ad, per person per day: a few ads' worth, not a free photo host. */
const PENDING_MAX = 100;
const pendingFull = () =>
  new TooManyRequests(
    60 * 60,
    `You have ${PENDING_MAX} photos waiting for an ad. Post your ad, or try again in an hour.`,
  );

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

/** What the chat needs from the uploads: may this person add a photo to this conversation now? */
export interface ChatPhotoGate {
  /** Throws (404 to a stranger, 403 across a block, 409 when closed) unless they may. */
  mayAddPhoto(user: UserRow, conversationId: number): Promise<void>;
  /** Where the conversation's photos are answered (private, checked per request). */
  photoPrefix(conversationId: number): string;
}

/**
 * POST /api/uploads (ad photos) and POST /api/conversations/:id/photos (chat photos): one photo per
 * request, so the browser shows each one's progress. Both go through the same limits (per person
 * and per address, in flight, drafts waiting) and the same ingest.
 */
export const uploadsRoutes =
  (
    repo: UploadsRepository,
    store: PhotoStore,
    photos: PhotoPool,
    chat?: ChatPhotoGate,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: LIMITS.photoBytesMax, files: 1, fields: 0, parts: 2 },
    });

    // A refused upload's body is never parsed nor kept. One of a photo's size is let in and dropped,
    // so that the client, done sending, reads the answer; a larger one ends the connection.
    app.addHook('onSend', async (req, reply) => {
      if (reply.statusCode < 400 || req.raw.complete) return;
      if (declaresOnePhoto(req)) drainAfterAnswer(req.raw);
      else closeAfterAnswer(req.raw.socket, (name, value) => reply.header(name, value));
    });

    const sweep = scheduleSweep(repo, store, app.log);
    app.addHook('onClose', async () => sweep.stop());
    const inFlight = new UploadsInFlight();
    // One counter for both routes: chat photos count toward the same limits as ad photos.
    const rateLimits = uploadRateLimits(app);

    async function receive(user: UserRow, req: FastifyRequest, forChat?: { conversationId: number }) {
      if (!req.isMultipart()) throw new Invalid('Send the photo as multipart/form-data', { file: 'missing' });
      const leave = inFlight.enter(user.id);
      try {
        const since = () => new Date(Date.now() - UPLOAD_TTL_MS);
        // Early, so a full account's photo is not processed for nothing; the insert checks again.
        if ((await repo.countUnattachedSince(user.id, since())) >= PENDING_MAX) throw pendingFull();
        // And a photo that would find the waiting line full is not read either.
        if (photos.full()) throw new PhotosBusy();
        let input: Buffer;
        try {
          const part = await req.file();
          if (!part) throw new Invalid('Choose a photo to upload', { file: 'missing' });
          input = await part.toBuffer();
        } catch (err) {
          throw unreadableUpload(err);
        }
        return await ingestRecordedPhoto(store, photos, input, {
          record: async (photo, hash) =>
            (await repo.insertWithinCap(
              user.id,
              photo,
              // A chat photo is no ad's: it takes no part in the duplicate-photo checks.
              forChat ? undefined : hash,
              { since: since(), max: PENDING_MAX },
              forChat,
            )) ?? Promise.reject(pendingFull()),
          forget: (keys) => repo.deleteDetached(keys),
        }).catch((err: unknown) => {
          throw err instanceof PoolFull ? new PhotosBusy() : err;
        });
      } finally {
        leave();
      }
    }

    app.post(
      '/api/uploads',
      {
        schema: {
          tags: ['listings'],
          summary: 'Upload one photo (multipart field "file"): JPEG, PNG, WebP or HEIC, at most 15 MB',
          consumes: ['multipart/form-data'],
          response: {
            201: UploadedPhoto,
            400: ErrorBody,
            401: ErrorBody,
            413: ErrorBody,
            429: ErrorBody,
            503: ErrorBody,
          },
        },
        // Before the body is read: its declared size, then per address (signed in or not) and per person.
        onRequest: [refuseOversizedUpload, rateLimits],
      },
      async (req, reply) => {
        const row = await receive(requireUser(req), req);
        return reply.status(201).send({ id: row.id, photo: presentPhoto(row) });
      },
    );

    if (!chat) return;
    app.post(
      '/api/conversations/:id/photos',
      {
        schema: {
          tags: ['chat'],
          summary: `Upload one photo for a message in this conversation (multipart field "file"); send it with the message's photoIds (at most ${LIMITS.chatPhotosMax})`,
          consumes: ['multipart/form-data'],
          params: ConversationIdParams,
          response: {
            201: UploadedPhoto,
            400: ErrorBody,
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
            413: ErrorBody,
            429: ErrorBody,
            503: ErrorBody,
          },
        },
        onRequest: [refuseOversizedUpload, rateLimits],
      },
      async (req, reply) => {
        const user = requireUser(req);
        const conversationId = req.params.id;
        // Before the body is read: a stranger learns nothing, and nobody sends a photo across a block.
        await chat.mayAddPhoto(user, conversationId);
        const row = await receive(user, req, { conversationId });
        return reply
          .status(201)
          .send({ id: row.id, photo: presentPrivatePhoto(chat.photoPrefix(conversationId), row) });
      },
    );
  };
