import compress from '@fastify/compress';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';

/**
 * Compresses answers and pages made per request (a list of ads shrinks to a fifth: seconds on a slow
 * phone connection). Shared answers arrive already encoded (lib/shared-json.ts) and built files
 * precompressed; both are left as they are, and so are photos and live event streams.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 rather than brotli's default 11, which is meant for files compressed once at build time.
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    // Not text/event-stream: a compressed stream would hold live events back to fill its buffer.
    customTypes: /^(?:application\/(?:json|javascript|xml|manifest\+json)|text\/(?!event-stream))/,
  });
});
