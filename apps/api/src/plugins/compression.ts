import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import { CappedMap } from '../lib/capped-map.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a response fits in one packet anyway; compressing it costs more than it saves. */
const MIN_BYTES = 1024;
/** Up to this size compressing inline is quicker than handing the work to the thread pool. */
const SYNC_MAX_BYTES = 32 * 1024;
const COMPRESSIBLE = /^(application\/(json|xml|manifest\+json|javascript)|text\/)/i;

// Brotli quality 4 compresses JSON about as well as gzip -6 at a fraction of the time of the default
// (11), which is meant for files compressed once at build time, not for every response.
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

// Answers many visitors share (a list, an ad's page: the same string from a one-second answer
// cache) are compressed once per encoding, not once per request: brotli of a 12 KB list took more
// of a request's time than everything else the cached answer costs.
/** A few hundred recent answers (≈ 15 KB each with both encodings) are plenty for a second's traffic. */
const COMPRESSED_ANSWERS_MAX = 500;
const compressedAnswers = new CappedMap<string, Partial<Record<Encoding, Buffer>>>(COMPRESSED_ANSWERS_MAX);

declare module 'fastify' {
  interface FastifyReply {
    /** Set by compressOnce: the body is shared by many visitors. */
    sharedAnswer: boolean;
  }
}

/** Marks this reply's body as shared by many visitors: its compressed bytes are kept and reused. */
export function compressOnce(reply: FastifyReply): void {
  reply.sharedAnswer = true;
}

function keep(body: string, encoding: Encoding, bytes: Buffer): Buffer {
  let entry = compressedAnswers.get(body);
  if (!entry) {
    entry = {};
    compressedAnswers.set(body, entry);
  }
  entry[encoding] = bytes;
  return bytes;
}

/** The compressed bytes kept for a shared answer in this encoding, if it was compressed a moment ago. */
export function keptCompressed(body: string, encoding: Encoding): Buffer | undefined {
  return compressedAnswers.get(body)?.[encoding];
}

/** A shared answer's compressed bytes: kept ones at once, else compressed now (inline when small). */
function compressShared(body: string, encoding: Encoding): Buffer | Promise<Buffer> {
  const kept = keptCompressed(body, encoding);
  if (kept) return kept;
  const bytes = compress(Buffer.from(body), encoding);
  return Buffer.isBuffer(bytes) ? keep(body, encoding, bytes) : bytes.then((b) => keep(body, encoding, b));
}

// Browsers send one of a handful of Accept-Encoding values: each is read once, not per request.
const pickedEncodings = new Map<string, Encoding | undefined>();
const PICKED_MAX = 100;

/** The encoding to use: br over gzip when both are acceptable; none when neither is (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (pickedEncodings.has(acceptEncoding)) return pickedEncodings.get(acceptEncoding);
  const picked = readAcceptEncoding(acceptEncoding);
  if (pickedEncodings.size >= PICKED_MAX) pickedEncodings.clear();
  pickedEncodings.set(acceptEncoding, picked);
  return picked;
}

function readAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function compress(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (body.length <= SYNC_MAX_BYTES)
    return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body);
  return encoding === 'br' ? brotliAsync(body, BROTLI) : gzipAsync(body);
}

/**
 * Compresses API answers and pages made per request (a 24-ad list is 12 KB of JSON, 2.5 KB in
 * brotli: a second saved on a slow phone connection). Built files are compressed at build time and
 * served as they are; streams (photos, live events) pass untouched.
 */
export const compressionPlugin = fp(async (app) => {
  app.decorateReply('sharedAnswer', false);
  // A callback hook, not an async one: most answers are passed on or served from kept bytes at once.
  app.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    const body = compressed(req, reply, payload);
    if (body instanceof Promise) body.then((bytes) => done(null, bytes), done);
    else done(null, body);
  });
});

/** Whether a body is worth compressing, without measuring the UTF-8 of a long string. */
export function atLeastMinBytes(payload: string | Buffer): boolean {
  if (typeof payload !== 'string') return payload.length >= MIN_BYTES;
  // A string takes at least one byte per UTF-16 unit: a 12 KB list needs no measuring, and
  // measuring it (a scan of every character) cost more than the rest of this hook.
  return payload.length >= MIN_BYTES || Buffer.byteLength(payload) >= MIN_BYTES;
}

/** The payload to send: the one given, or its compressed bytes (with the headers that say so). */
function compressed(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || req.method === 'HEAD') return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  if (!atLeastMinBytes(payload)) return payload;
  // Caches must keep one copy per encoding, whether or not this request got one.
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  if (typeof payload === 'string' && reply.sharedAnswer) return compressShared(payload, encoding);
  return compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
}
