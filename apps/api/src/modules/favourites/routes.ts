import { ErrorBody, FavouriteIds, FavouriteParams, FavouritesPage, FavouritesQuery } from '@bazaar/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JsonOnce } from '../../lib/json-once.ts';
import { sendJson } from '../../lib/shared-json.ts';
import { requireUser } from '../auth/index.ts';
import type { FavouritesService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody };

/** The signed-in person's favourites; signed out, every route answers 401. */
export const favouritesRoutes =
  (service: FavouritesService): FastifyPluginAsyncZod =>
  async (app) => {
    // Asked beside every ad: a person's remembered hearts are one object until they change.
    const idsJson = new JsonOnce<FavouriteIds>((ids) => FavouriteIds.encode(ids));

    // One person's data: no browser or proxy may keep it (this hook covers only these routes).
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/favourites',
      {
        schema: {
          tags: ['favourites'],
          summary: 'My favourite ads as cards, newest favourite first (sold ones marked sold)',
          querystring: FavouritesQuery,
          response: { 200: FavouritesPage, ...errors },
        },
      },
      async (req) => service.page(requireUser(req).id, req.query),
    );

    app.get(
      '/api/favourites/ids',
      {
        schema: {
          tags: ['favourites'],
          summary: 'The ids of all my favourite ads (to mark hearts on any list)',
          response: { 200: FavouriteIds, 401: ErrorBody },
        },
      },
      async (req, reply) => {
        const json = idsJson.of(await service.ids(requireUser(req).id));
        sendJson(reply, json);
        return reply;
      },
    );

    app.put(
      '/api/favourites/:listingId',
      {
        schema: {
          tags: ['favourites'],
          summary: 'Add an ad to my favourites (adding again changes nothing)',
          params: FavouriteParams,
          response: { 204: z.null(), ...errors, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (req, reply) => {
        await service.add(requireUser(req).id, req.params.listingId);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/favourites/:listingId',
      {
        schema: {
          tags: ['favourites'],
          summary: 'Remove an ad from my favourites (removing again changes nothing)',
          params: FavouriteParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await service.remove(requireUser(req).id, req.params.listingId);
        return reply.status(204).send(null);
      },
    );
  };
