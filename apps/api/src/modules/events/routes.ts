import type { OutgoingHttpHeaders } from 'node:http';
import { ErrorBody } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, type SessionStore } from '../auth/index.ts';
import type { LiveHub } from './hub.ts';

/**
 * GET /api/events: the signed-in person's live stream (Server-Sent Events). The session cookie
 * authenticates it like any other call; signed out, it is a 401 and no stream.
 */
export const eventsRoutes =
  (hub: LiveHub, sessions: SessionStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preClose', async () => hub.close());

    app.get(
      '/api/events',
      {
        schema: {
          tags: ['live'],
          summary: 'Live events for the signed-in person (text/event-stream)',
          response: { 200: z.string(), 401: ErrorBody },
        },
      },
      async (req, reply) => {
        const user = requireUser(req);
        await hub.ready();
        reply.hijack();
        const res = reply.raw;
        // Keep the headers hooks set (request id, security headers); add the stream's own.
        res.writeHead(200, {
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          // Proxies such as nginx would otherwise hold events back to fill a buffer.
          'x-accel-buffering': 'no',
        });
        res.write('retry: 3000\n: connected\n\n');
        const token = req.sessionToken!;
        const detach = hub.attach(user.id, res, async () => (await sessions.resolve(token)) !== null);
        req.raw.on('close', detach);
        res.on('close', detach);
      },
    );
  };
