import { ErrorBody, PriceBand, PriceBandQuery } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PriceBandService } from './service.ts';

export const priceBandRoutes =
  (service: PriceBandService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/price-band',
      {
        schema: {
          tags: ['listings'],
          summary: 'Fair-price band (P25, median, P75) of comparable ads, and where a price sits in it',
          querystring: PriceBandQuery,
          response: { 200: PriceBand, 400: ErrorBody },
        },
      },
      async (req) => service.band(req.query),
    );
  };
