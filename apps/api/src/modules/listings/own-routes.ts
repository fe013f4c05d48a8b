import {
  BODY_LIMITS,
  CreatedListing,
  EditableListing,
  ErrorBody,
  ListingIdParams,
  MyListings,
} from '@bazaar/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.ts';
import type { OwnListingsService } from './own-service.ts';

// The body is checked by the category's own schema (packages/shared listingInputSchema) inside the
// service: which fields exist depends on the category the body names.
const AnyBody = z.record(z.string(), z.unknown());
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Posting an ad and managing one's own: every route is the signed-in seller's, on their ads only. */
export const ownListingsRoutes =
  (service: OwnListingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/listings',
      {
        bodyLimit: BODY_LIMITS.longTextBodyMax,
        schema: {
          tags: ['my ads'],
          summary: 'Post an ad (photos by their upload ids, the first is the cover)',
          body: AnyBody,
          response: { 201: CreatedListing, ...errors },
        },
      },
      async (req, reply) => reply.status(201).send(await service.create(requireUser(req), req.body)),
    );

    app.patch(
      '/api/listings/:id',
      {
        bodyLimit: BODY_LIMITS.longTextBodyMax,
        schema: {
          tags: ['my ads'],
          summary: 'Edit one of my ads (the whole form, as for posting; the category stays)',
          params: ListingIdParams,
          body: AnyBody,
          response: { 200: CreatedListing, ...errors },
        },
      },
      async (req) => service.update(requireUser(req), req.params.id, req.body),
    );

    app.post(
      '/api/listings/:id/sold',
      {
        schema: {
          tags: ['my ads'],
          summary: 'Mark one of my ads as sold',
          params: ListingIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await service.markSold(requireUser(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/listings/:id/republish',
      {
        schema: {
          tags: ['my ads'],
          summary: 'Put a sold or removed ad of mine back online, dated today',
          params: ListingIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await service.republish(requireUser(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/listings/:id',
      {
        schema: {
          tags: ['my ads'],
          summary: 'Delete one of my ads (it is removed and its photos deleted)',
          params: ListingIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await service.remove(requireUser(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/me/listings',
      {
        schema: {
          tags: ['my ads'],
          summary: 'My ads, active and sold, with their views',
          response: { 200: MyListings, 401: ErrorBody },
        },
      },
      async (req) => ({ items: await service.mine(requireUser(req)) }),
    );

    app.get(
      '/api/me/listings/:id',
      {
        schema: {
          tags: ['my ads'],
          summary: 'One of my ads as the edit form needs it, photos with their upload ids',
          params: ListingIdParams,
          response: { 200: EditableListing, ...errors },
        },
      },
      async (req) => service.editable(requireUser(req), req.params.id),
    );
  };
