import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/errors.ts';
import { answerOnSocket } from './errors.ts';

/**
 * The HTTP rules Node enforces by answering itself, in its own words and without the API's
 * headers (an empty 400 for a missing Host, an empty 417 for an expectation it does not know, a
 * closed socket for CONNECT), kept here instead, so each refusal is the one error body with the
 * security headers. The server is created with `http: { requireHostHeader: false }` (app.ts) so
 * the Host rule reaches this plugin.
 */
export const protocolRefusalsPlugin = fp(
  async (app: FastifyInstance, opts: { apiHeaders: Record<string, string> }) => {
    // Node answers an unknown expectation with a bare 417 unless someone listens; handed to the
    // router instead, the request meets the hook below like any other.
    app.server.on('checkExpectation', app.routing);
    // A tunnel is nothing the API offers; Node would close the socket without a word.
    app.server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
      answerOnSocket(socket, 405, 'method_not_allowed', 'This method is not allowed here', opts.apiHeaders),
    );

    // Registered after the security headers' hook: the refusal carries them.
    app.addHook('onRequest', async (req) => {
      const { httpVersionMajor: major, httpVersionMinor: minor } = req.raw;
      // HTTP/1.1 requires a Host (RFC 9112 §3.2); HTTP/1.0 may leave it out.
      if (req.headers.host === undefined && major === 1 && minor >= 1)
        throw new DomainError(400, 'bad_request', 'This request is not valid');
      // The one expectation HTTP defines is 100-continue, which Node answers before this runs.
      const expect = req.headers.expect;
      if (expect !== undefined && expect.trim().toLowerCase() !== '100-continue')
        throw new DomainError(
          417,
          'expectation_failed',
          'This server cannot meet the Expect header of this request',
        );
    });
  },
);
