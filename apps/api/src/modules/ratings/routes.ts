import {
  Deal,
  DealBuyerBody,
  DealCandidates,
  DealParams,
  Deals,
  ErrorBody,
  ListingIdParams,
  RatingBody,
  RatingParams,
  RatingReplyBody,
  Review,
} from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.ts';
import type { RatingsService } from './service.ts';

const tags = ['ratings'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  410: ErrorBody,
};

/** Deals (who bought a sold ad) and the ratings the two people give each other. */
export const ratingsRoutes =
  (service: RatingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/me/listings/:id/buyers',
      {
        schema: {
          tags,
          summary: 'The people who chatted about my ad: whom I may name as its buyer',
          params: ListingIdParams,
          response: { 200: DealCandidates, ...errors },
        },
      },
      async (req) => service.candidates(requireUser(req), req.params.id),
    );

    app.put(
      '/api/me/listings/:id/deal',
      {
        schema: {
          tags,
          summary: 'Say who bought my sold ad (null: someone else); both may then rate each other',
          params: ListingIdParams,
          body: DealBuyerBody,
          response: { 200: Deal, ...errors },
        },
      },
      async (req) => service.recordDeal(requireUser(req), req.params.id, req.body.buyerId),
    );

    app.get(
      '/api/me/deals',
      {
        schema: {
          tags,
          summary: 'My deals, as seller or buyer, newest first',
          response: { 200: Deals, 401: ErrorBody },
        },
      },
      async (req) => service.deals(requireUser(req)),
    );

    app.get(
      '/api/deals/:id',
      {
        schema: { tags, summary: 'One of my deals', params: DealParams, response: { 200: Deal, ...errors } },
      },
      async (req) => service.deal(requireUser(req), req.params.id),
    );

    app.post(
      '/api/deals/:id/rating',
      {
        schema: {
          tags,
          summary: 'Rate the other person of my deal once: 1–5 stars and an optional review',
          params: DealParams,
          body: RatingBody,
          response: { 201: Review, ...errors },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await service.rate(requireUser(req), req.params.id, req.body)),
    );

    app.patch(
      '/api/ratings/:id',
      {
        schema: {
          tags,
          summary: 'Change my rating (within 48 hours of giving it)',
          params: RatingParams,
          body: RatingBody,
          response: { 200: Review, ...errors },
        },
      },
      async (req) => service.edit(requireUser(req), req.params.id, req.body),
    );

    app.post(
      '/api/ratings/:id/reply',
      {
        schema: {
          tags,
          summary: 'Answer a review of me, once, publicly',
          params: RatingParams,
          body: RatingReplyBody,
          response: { 200: Review, ...errors },
        },
      },
      async (req) => service.reply(requireUser(req), req.params.id, req.body.text),
    );
  };
