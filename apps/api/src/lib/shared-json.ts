import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { FRESHNESS } from '@bazaar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Below this an answer fits in one packet anyway: sent as it is, like @fastify/compress does. */
const COMPRESS_MIN_BYTES = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
/** The text and its two compressed copies, as a multiple of the text. */
const COMPRESSED_COPIES_FACTOR = 1.5;
type Encoding = (typeof ENCODINGS)[number];

// Quality 4 compresses JSON about as well as gzip's default in a fraction of brotli's default time,
// which is meant for files compressed once at build time.
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * A JSON answer that many people share (a list, an ad's page): serialised once, tagged once, and
 * compressed once per encoding while it is kept, instead of once per request.
 */
export class SharedJson {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly body: string) {
    this.etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  /**
   * The bytes it holds, roughly, for a cache's byte budget: its text, and room for the compressed
   * copies made as browsers ask for them (brotli and gzip of JSON are each about a fifth of it).
   */
  get size(): number {
    return Math.ceil(this.body.length * COMPRESSED_COPIES_FACTOR);
  }

  bytes(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? zlib.brotliCompressSync(this.body, BROTLI) : zlib.gzipSync(this.body);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** Sends JSON made beforehand as it is, not checked against the route's contract and serialised again. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

/**
 * Sends a shared answer with its HTTP caching: `cacheControl` says who may keep it and how long,
 * the ETag lets a browser or proxy revalidate it with a 304, and the bytes go in the encoding
 * the client prefers (the compression plugin leaves an encoded body alone).
 */
export function sendShared(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: SharedJson,
  cacheControl: string,
): FastifyReply {
  // Cookie: a cache that does not know Bazaar's cookies still keeps a signed-in answer apart.
  reply
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .header('vary', 'Accept-Encoding, Cookie');
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type(JSON_TYPE);
  const accepted = req.headers['accept-encoding'];
  const encoding =
    accepted && answer.body.length >= COMPRESS_MIN_BYTES ? negotiate(accepted, [...ENCODINGS]) : null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.bytes(encoding));
}

/** If-None-Match holds one tag, a list of them, or `*`; tags compare weakly (RFC 9110 §13.1.2). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

const SHARED = `public, max-age=0, s-maxage=${FRESHNESS.sharedCacheSeconds}`;
const SIGNED_IN_ONLY = 'private, no-cache';

/** Who may keep an answer, and how long (RFC 9111); docs/architecture.md, "Caches and freshness". */
export const cacheControl = {
  /**
   * The same for everyone, asked by an anonymous visitor: a shared cache (nginx) keeps it a moment,
   * which is what bounds how late another person sees a change; a browser asks again each time (an
   * ETag makes that a 304, answered by the shared cache).
   */
  shared: SHARED,
  /** The same for everyone allowed, but only for the signed-in: their browser keeps it and asks again. */
  signedInOnly: SIGNED_IN_ONLY,
  /** A person's own data: nobody keeps it. */
  personal: 'private, no-store',
  /**
   * An answer the same for everyone, as one viewer may keep it: a signed-in browser never gets a
   * copy a shared cache may hand out, which could hide the person's own change (a seller's new
   * price); it keeps its own and asks again each time. Anonymous visitors get `anonymous`.
   */
  forViewer(signedIn: boolean, anonymous: string = SHARED): string {
    return signedIn ? SIGNED_IN_ONLY : anonymous;
  },
};
