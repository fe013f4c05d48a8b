import {
  ErrorBody,
  ListingIdParams,
  MadeOffer,
  MakeOfferBody,
  Offer,
  OfferIdParams,
  RATE_LIMITS,
} from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeLimit } from '../../lib/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import type { OffersService } from './service.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
const tags = ['offers'];

export const offersRoutes =
  (service: OffersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/listings/:id/offers',
      {
        config: writeLimit('offers', RATE_LIMITS.offers),
        schema: {
          tags,
          summary: 'Make an offer on an ad (replaces my open offer on it)',
          params: ListingIdParams,
          body: MakeOfferBody,
          response: { 201: MadeOffer, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await service.make(requireUser(req), req.params.id, req.body)),
    );

    app.get(
      '/api/offers/:id',
      {
        schema: {
          tags,
          summary: 'One offer (404 for anyone but its buyer and the seller)',
          params: OfferIdParams,
          response: { 200: Offer, ...errors },
        },
      },
      async (req) => service.get(requireUser(req), req.params.id),
    );

    for (const [action, status] of [
      ['accept', 'accepted'],
      ['decline', 'declined'],
    ] as const) {
      app.post(
        `/api/offers/:id/${action}`,
        {
          schema: {
            tags,
            summary: `The seller ${status === 'accepted' ? 'accepts' : 'declines'} an open offer`,
            params: OfferIdParams,
            response: { 200: Offer, ...errors },
          },
        },
        async (req) => service.decide(requireUser(req), req.params.id, status),
      );
    }
  };
