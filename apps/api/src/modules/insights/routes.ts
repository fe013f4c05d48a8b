import { ErrorBody, ListingIdParams, ListingInsights } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.ts';
import type { InsightsService } from './service.ts';

export const insightsRoutes =
  (service: InsightsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/listings/:id/insights',
      {
        schema: {
          tags: ['listings'],
          summary: 'My ad’s views, favourites, chats and offers per day, and its price against the band',
          params: ListingIdParams,
          response: { 200: ListingInsights, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return service.forAd(requireUser(req), req.params.id);
      },
    );
  };
