import { LIMITS } from '@bazaar/shared';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Busy, DomainError, TooManyRequests } from '../../lib/errors.ts';

const TEN_MINUTES = 10 * 60 * 1000;

export class TooLarge extends DomainError {
  constructor() {
    super(413, 'too_large', `A photo can be at most ${LIMITS.photoBytesMax / 1024 / 1024} MB`, {
      file: 'too_large',
    });
  }
}

/** One photo and its multipart framing (boundaries and part headers: a few hundred bytes). */
export const UPLOAD_BODY_MAX = LIMITS.photoBytesMax + 64 * 1024;

/**
 * Whether the request says how long its body is, and that is at most one photo's worth (a request
 * with neither a length nor chunks has no body).
 */
export function declaresOnePhoto(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  if (length === undefined) return req.headers['transfer-encoding'] === undefined;
  return /^\d+$/.test(length) && Number(length) <= UPLOAD_BODY_MAX;
}

/**
 * An onRequest hook refusing, before anything is read, an upload whose body could be more than one
 * photo: browsers send a form's length first. (The parser still stops at the photo's own limit.)
 */
export async function refuseOversizedUpload(req: FastifyRequest) {
  if (!declaresOnePhoto(req)) throw new TooLarge();
}

/**
 * Uploads per person and per address in ten minutes: an ad takes at most 12 photos, so a person
 * posting several ads, or a household or office sharing an address, stays well inside them.
 */
export const UPLOAD_RATE = {
  perPerson: { max: 60, timeWindow: TEN_MINUTES },
  perAddress: { max: 150, timeWindow: TEN_MINUTES },
} as const;

const personUploadRate: CreateRateLimitOptions = {
  ...UPLOAD_RATE.perPerson,
  // The session is read before route hooks run.
  keyGenerator: (req: FastifyRequest) => `upload-person:${req.user?.id}`,
  // Signed-out requests are refused by the route; the address limit counts them.
  allowList: (req: FastifyRequest) => !req.user,
};

const addressUploadRate: CreateRateLimitOptions = {
  ...UPLOAD_RATE.perAddress,
  keyGenerator: (req: FastifyRequest) => `upload-address:${req.ip}`,
};

/**
 * An onRequest hook counting each upload against both limits before its body is read (the
 * plugin's own route hook runs one limit per request, so both are checked here).
 */
export function uploadRateLimits(app: FastifyInstance) {
  const limits = [app.createRateLimit(addressUploadRate), app.createRateLimit(personUploadRate)];
  return async (req: FastifyRequest) => {
    for (const limit of limits) {
      const counted = await limit(req);
      if (!counted.isAllowed && counted.isExceeded)
        throw new TooManyRequests(
          counted.ttlInSeconds,
          `You have uploaded many photos in a short time. Please wait ${Math.ceil(counted.ttlInSeconds / 60)} minutes and try again.`,
        );
    }
  };
}

export class UploadsBusy extends TooManyRequests {
  constructor(message: string) {
    super(5, message);
  }
}

export const IN_FLIGHT_MESSAGE = `${LIMITS.uploadsInFlightMax} of your photos are still uploading. Wait for them to finish, then add this one.`;

/** Every photo worker is busy and the waiting line is full: nobody's fault, try again shortly. */
export class PhotosBusy extends Busy {
  constructor() {
    super(30, 'Bazaar is busy preparing photos. Please try this one again in a minute.');
  }
}

/**
 * How many uploads each person has in flight in this process: one more than the cap is refused
 * before its body is read, so one account cannot line up dozens of 12 MB photos.
 */
export class UploadsInFlight {
  private readonly counts = new Map<number, number>();

  /** Takes a place for this person, or throws UploadsBusy; give it back with the returned function. */
  enter(personId: number): () => void {
    const now = this.counts.get(personId) ?? 0;
    if (now >= LIMITS.uploadsInFlightMax) throw new UploadsBusy(IN_FLIGHT_MESSAGE);
    this.counts.set(personId, now + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const after = (this.counts.get(personId) ?? 1) - 1;
      if (after <= 0) this.counts.delete(personId);
      else this.counts.set(personId, after);
    };
  }
}
