import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
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
const sharedAnswers = new WeakSet<FastifyReply>();
const compressedAnswers = new Map<string, Partial<Record<Encoding, Buffer>>>();
/** A few hundred recent answers (≈ 15 KB each with both encodings) are plenty for a second's traffic. */
const COMPRESSED_ANSWERS_MAX = 500;

/** Marks this reply's body as shared by many visitors: its compressed bytes are kept and reused. */
export function compressOnce(reply: FastifyReply): void {
  sharedAnswers.add(reply);
}

async function compressShared(body: string, encoding: Encoding): Promise<Buffer> {
  let entry = compressedAnswers.get(body);
  const kept = entry?.[encoding];
  if (kept) return kept;
  const bytes = await compress(Buffer.from(body), encoding);
  entry = compressedAnswers.get(body);
  if (!entry) {
    if (compressedAnswers.size >= COMPRESSED_ANSWERS_MAX)
      compressedAnswers.delete(compressedAnswers.keys().next().value!);
    entry = {};
    compressedAnswers.set(body, entry);
  }
  entry[encoding] = bytes;
  return bytes;
}

/** The encoding to use: br over gzip when both are acceptable; none when neither is (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
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

async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
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
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || req.method === 'HEAD') return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_BYTES) return payload;
    // Caches must keep one copy per encoding, whether or not this request got one.
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (typeof payload === 'string' && sharedAnswers.has(reply)) return compressShared(payload, encoding);
    return compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
  });
});
