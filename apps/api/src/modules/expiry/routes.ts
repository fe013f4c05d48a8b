import {
  ErrorBody,
  ListingIdParams,
  RenewedListing,
  RenewLinkBody,
  RenewLinkInfo,
  RenewLinkParams,
} from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.ts';
import type { ExpiryService } from './service.ts';

const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 410: ErrorBody };

/** Renewing an ad: by its seller, or by the signed link of the reminder (no sign-in needed). */
export const expiryRoutes =
  (service: ExpiryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/api/listings/:id/renew',
      {
        schema: {
          tags: ['my ads'],
          summary: 'Keep one of my ads live (or bring back an ended one) for another LISTING_TTL_DAYS',
          params: ListingIdParams,
          response: { 200: RenewedListing, 401: ErrorBody, ...errors },
        },
      },
      async (req) => service.renewOwn(requireUser(req), req.params.id),
    );

    app.get(
      '/api/renew-links/:token',
      {
        schema: {
          tags: ['my ads'],
          summary: "What a reminder's renew link would renew (changes nothing)",
          params: RenewLinkParams,
          response: { 200: RenewLinkInfo, ...errors },
        },
      },
      async (req) => service.linkInfo(req.params.token),
    );

    app.post(
      '/api/renew-links',
      {
        schema: {
          tags: ['my ads'],
          summary: "Renew the ad of a reminder's signed link (no sign-in needed)",
          body: RenewLinkBody,
          response: { 200: RenewedListing, ...errors },
        },
      },
      async (req) => service.renewByLink(req.body.token),
    );
  };
