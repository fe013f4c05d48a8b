import { BlockBody, BlockedPerson, BlockList, BlockUserParams, ErrorBody } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/index.ts';
import type { BlocksService } from './service.ts';

const tags = ['blocks'];
const errors = { 400: ErrorBody, 401: ErrorBody };

/** The signed-in person's blocks; signed out, every route answers 401. */
export const blocksRoutes =
  (service: BlocksService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/blocks',
      {
        schema: {
          tags,
          summary: 'The people I have blocked, most recent first',
          response: { 200: BlockList, 401: ErrorBody },
        },
      },
      async (req) => service.list(requireUser(req).id),
    );

    app.post(
      '/api/blocks',
      {
        schema: {
          tags,
          summary:
            'Block a person (by id, or the other person of my conversation): no messages or offers either way',
          body: BlockBody,
          response: { 201: BlockedPerson, ...errors, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (req, reply) => reply.status(201).send(await service.block(requireUser(req).id, req.body)),
    );

    app.delete(
      '/api/blocks/:userId',
      {
        schema: {
          tags,
          summary: 'Unblock a person (unblocking someone not blocked changes nothing)',
          params: BlockUserParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await service.unblock(requireUser(req).id, req.params.userId);
        return reply.status(204).send(null);
      },
    );
  };
