import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { errorBody, unknownEndpoint } from '../lib/error-body.ts';
import { isOutOfStorage, OUT_OF_STORAGE_MESSAGE } from '../lib/out-of-storage.ts';
import { Busy, DomainError, TooManyRequests } from '../lib/errors.ts';

/** Lets the web app answer unknown GETs of page routes (client-side routing) before the 404. */
export type PageFallback = (req: FastifyRequest, reply: FastifyReply) => boolean;

/** One place turns every failure into `{ error: { code, message, fields? } }`; a 5xx never shows internals. */
// Registered before any route: a route keeps the error handler its context had when it was added.
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof DomainError) {
      if (err instanceof TooManyRequests || err instanceof Busy)
        reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(errorBody(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        fields[path || err.validationContext || 'request'] ??= issue.message ?? 'Not valid';
      }
      return reply.status(400).send(errorBody('invalid', 'Some values are not valid', fields));
    }
    if (err.code === 'FST_ERR_VALIDATION' && err.validationContext) {
      // The validator threw instead of answering (zod runs a string's length check even on an object
      // whose `length` cannot be compared): the input is what broke it, so it is the client's error.
      req.log.warn({ err }, 'validator threw on the input');
      const fields = { [err.validationContext]: 'Not valid' };
      return reply.status(400).send(errorBody('invalid', 'Some values are not valid', fields));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(errorBody('internal', 'Something went wrong on our side'));
    }
    if (isDatabaseUnavailable(err)) {
      // Fail fast and say when to come back; the pool reconnects by itself once the database returns.
      req.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody('unavailable', 'Bazaar is briefly unavailable. Please try again in a few seconds.'));
    }
    if (isOutOfStorage(err)) {
      // The write was refused whole (the row's transaction rolled back, a photo's files and row
      // removed): say so, so the person keeps what they typed and tries again later.
      req.log.error({ err }, 'out of storage: a write was refused');
      return reply
        .status(507)
        .header('retry-after', '60')
        .send(errorBody('out_of_storage', OUT_OF_STORAGE_MESSAGE));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.status(status).send(errorBody('internal', 'Something went wrong on our side'));
    }
    // The rate-limit plugin's refusal carries our own words (plugins/rate-limit.ts).
    if (status === 429 && err.code === 'RATE_LIMITED')
      return reply.status(429).send(errorBody('rate_limited', err.message));
    if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.status(400).send(errorBody('invalid', 'The request body is not valid JSON'));
    // Fastify's own 4xx (body too large, unsupported media type, ...), in our words.
    const refusal = refusalOf(status);
    return reply.status(refusal.status).send(errorBody(refusal.code, refusal.message));
  });
});

/**
 * What a person reads when the framework or a plugin refuses a request: Fastify's codes
 * (`FST_ERR_…`) and messages name its internals, so only the status is kept and the words are ours.
 */
function refusalOf(status: number): { status: number; code: string; message: string } {
  switch (status) {
    case 408:
      return { status, code: 'timeout', message: 'This request took too long to arrive. Please try again.' };
    case 413:
      return { status, code: 'too_large', message: 'This request is too large' };
    case 414:
      return { status, code: 'too_long', message: 'This address is too long' };
    case 415:
      return { status, code: 'unsupported_media_type', message: 'Send this request as JSON' };
    case 404:
      return { status, code: 'not_found', message: 'Not found' };
    case 405:
      return { status, code: 'method_not_allowed', message: 'This method is not allowed here' };
    case 429:
      return {
        status,
        code: 'rate_limited',
        message: 'Too many requests. Please wait a moment and try again.',
      };
    default:
      return status >= 400 && status < 500
        ? { status, code: 'invalid', message: 'This request is not valid' }
        : { status: 400, code: 'invalid', message: 'This request is not valid' };
  }
}

/**
 * The router's own refusals (a path that is not valid percent-encoding, a path parameter past
 * maxParamLength) happen before any route, hook or error handler; Fastify's default body for them
 * is not ours, and no hook has set the security headers. Passed to Fastify as `frameworkErrors`,
 * with the API's fixed security headers.
 */
export function frameworkErrors(apiHeaders: Record<string, string>) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    reply.headers(apiHeaders);
    // A GET for an id that long names nothing, whether or not the web app's catch-all is mounted
    // (with it, such a GET reaches the catch-all and is a 404 there too).
    if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return req.method === 'GET' || req.method === 'HEAD'
        ? unknownEndpoint(req, reply)
        : reply.status(414).send(errorBody('too_long', 'This address is too long'));
    if (err.code === 'FST_ERR_BAD_URL')
      return reply.status(400).send(errorBody('bad_url', 'This address is not valid'));
    const refusal = refusalOf(err.statusCode ?? 400);
    return reply.status(refusal.status).send(errorBody(refusal.code, refusal.message));
  };
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'timeout', message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request headers are too large',
  },
};
const MALFORMED = { status: 400, code: 'bad_request', message: 'This request is not valid' };

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a broken request line or framing,
 * headers past the limit, a request too slow to arrive): answered in the one error body, with the
 * API's fixed security headers, like every other refusal. Passed to Fastify as `clientErrorHandler`.
 */
export function clientErrors(apiHeaders: Record<string, string>) {
  return (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset: nobody is there to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, code, message } = CLIENT_ERRORS[err.code ?? ''] ?? MALFORMED;
    answerOnSocket(socket, status, code, message, apiHeaders, err);
  };
}

/**
 * A refusal written straight to a socket no request object owns (the parser gave up on it, or it
 * asked for a tunnel), in the one error body, and the connection closed.
 */
export function answerOnSocket(
  socket: Duplex,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string>,
  err?: Error,
) {
  const body = JSON.stringify(errorBody(code, message));
  const lines = Object.entries({
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  socket.destroy(err);
}

/** Unknown paths: a page route of the web app gets the app, anything else the 404 error body. */
export function notFoundHandler(app: FastifyInstance, servePage?: PageFallback) {
  app.setNotFoundHandler((req, reply) => {
    if (servePage?.(req, reply)) return;
    unknownEndpoint(req, reply);
  });
}
