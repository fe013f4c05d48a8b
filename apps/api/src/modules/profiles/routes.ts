import { ErrorBody, ProfileParams, PublicProfile, ReviewsPage, ReviewsQuery } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProfilesService } from './service.ts';

const tags = ['profiles'];
const errors = { 400: ErrorBody, 404: ErrorBody, 410: ErrorBody };

/**
 * Public profiles, for everyone (as ad lists are): the person's ads are the ordinary list,
 * GET /api/listings?seller=:id. A suspended person's answers 410 `profile_unavailable`.
 */
export const profilesRoutes =
  (service: ProfilesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/:id/profile',
      {
        schema: {
          tags,
          summary: 'A person’s public profile: name, city, since, badges, replies, rating',
          params: ProfileParams,
          response: { 200: PublicProfile, ...errors },
        },
      },
      async (req) => service.profile(req.params.id),
    );

    app.get(
      '/api/users/:id/reviews',
      {
        schema: {
          tags,
          summary: 'Reviews of a person, newest first (pass nextBefore back as before)',
          params: ProfileParams,
          querystring: ReviewsQuery,
          response: { 200: ReviewsPage, ...errors },
        },
      },
      async (req) => service.reviews(req.params.id, req.query.before),
    );
  };
