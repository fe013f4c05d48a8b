import { ErrorBody, ListingDetail, ListingIdParams, ListingsPage, ListingsQuery } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MicroCache } from '../../lib/micro-cache.ts';
import { requireUser } from '../../plugins/session.ts';
import type { ListingsService } from './service.ts';

export interface AdPageAccess {
  /** OPEN_AD_PAGES: anyone may open an ad. By default only signed-in people (SPEC §6). */
  openAdPages: boolean;
  /** LIST_CACHE_MS: how long an identical list answer is reused (0 turns it off). */
  listCacheMs: number;
}

export const listingsRoutes =
  (service: ListingsService, access: AdPageAccess): FastifyPluginAsyncZod =>
  async (app) => {
    // Lists are the same for every visitor: the serialised answer is shared for a moment.
    const pages = new MicroCache<string>(access.listCacheMs, 1000);

    app.get(
      '/api/listings',
      {
        schema: {
          tags: ['listings'],
          summary: 'Browse ads with filters, sort and keyset paging',
          querystring: ListingsQuery,
          response: { 200: ListingsPage, 400: ErrorBody },
        },
      },
      async (req, reply) => {
        const body = await pages.get(JSON.stringify(req.query), async () =>
          JSON.stringify(ListingsPage.encode(await service.browse(req.query))),
        );
        // A string body with a JSON content type is sent as it is, not serialised again.
        return reply.type('application/json; charset=utf-8').send(body as unknown as ListingsPage);
      },
    );

    app.get(
      '/api/listings/:id',
      {
        schema: {
          tags: ['listings'],
          summary: 'One ad with its photos and seller',
          params: ListingIdParams,
          response: { 200: ListingDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => {
        if (!access.openAdPages) requireUser(req);
        return service.open(req.params.id, req.user);
      },
    );
  };
