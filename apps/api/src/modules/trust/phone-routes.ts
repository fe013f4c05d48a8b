import { ErrorBody, ListingIdParams, PhoneReveals, RevealedPhone } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.ts';
import type { PhoneService } from './phone-service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const phoneRoutes =
  (service: PhoneService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/listings/:id/phone',
      {
        schema: {
          tags: ['listings'],
          summary: "Show number: the seller's phone, if they allow it (recorded; limited per day)",
          params: ListingIdParams,
          response: { 200: RevealedPhone, ...errors, 429: ErrorBody },
        },
      },
      async (req, reply) => {
        const answer = await service.reveal(requireUser(req), req.params.id);
        // A phone number is personal data: no cache keeps it.
        reply.header('cache-control', 'no-store');
        return answer;
      },
    );

    app.get(
      '/api/me/listings/:id/phone-reveals',
      {
        schema: {
          tags: ['my ads'],
          summary: 'Who saw the number of one of my ads, and when',
          params: ListingIdParams,
          response: { 200: PhoneReveals, ...errors },
        },
      },
      async (req) => service.reveals(requireUser(req), req.params.id),
    );
  };
