import {
  DigestSetting,
  ErrorBody,
  RATE_LIMITS,
  SaveSearchBody,
  SavedSearchCreated,
  SavedSearchIdParams,
  SavedSearchList,
  SavedSearchPatch,
  UnsubscribeQuery,
  UnsubscribeResult,
} from '@bazaar/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeLimit } from '../../lib/write-limit.ts';
import { requireUser } from '../auth/index.ts';
import type { AlertsService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 429: ErrorBody };
// Saving a search and changing one share one count per person.
const savedSearchLimit = writeLimit('saved-searches', RATE_LIMITS.savedSearches);

/** A person's saved searches, and the digest's sign-in-free unsubscribe. */
export const alertsRoutes =
  (service: AlertsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/saved-searches',
      {
        schema: {
          tags: ['alerts'],
          summary: 'My saved searches, newest first',
          response: { 200: SavedSearchList, 401: ErrorBody },
        },
      },
      async (req) => ({ items: await service.list(requireUser(req)) }),
    );

    app.post(
      '/api/saved-searches',
      {
        config: savedSearchLimit,
        schema: {
          tags: ['alerts'],
          summary: 'Save a list page’s search (saving the same search again keeps one)',
          body: SaveSearchBody,
          response: { 200: SavedSearchCreated, 201: SavedSearchCreated, ...errors },
        },
      },
      async (req, reply) => {
        const saved = await service.save(requireUser(req), req.body.query);
        return reply.status(saved.created ? 201 : 200).send(saved);
      },
    );

    app.patch(
      '/api/saved-searches/:id',
      {
        config: savedSearchLimit,
        schema: {
          tags: ['alerts'],
          summary: 'Turn a saved search’s alerts on or off',
          params: SavedSearchIdParams,
          body: SavedSearchPatch,
          response: { 204: z.null(), ...errors, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        await service.setEnabled(requireUser(req), req.params.id, req.body.enabled);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/api/saved-searches/:id',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Delete a saved search',
          params: SavedSearchIdParams,
          response: { 204: z.null(), ...errors, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        await service.remove(requireUser(req), req.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/alerts/digest',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Whether I get the daily e-mail of new ads for my saved searches',
          response: { 200: DigestSetting, 401: ErrorBody },
        },
      },
      async (req) => ({ digest: await service.digestWanted(requireUser(req)) }),
    );

    app.put(
      '/api/alerts/digest',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Turn the daily e-mail on or off',
          body: DigestSetting,
          response: { 200: DigestSetting, ...errors },
        },
      },
      async (req) => {
        await service.setDigest(requireUser(req), req.body.digest);
        return { digest: req.body.digest };
      },
    );

    app.post(
      '/api/alerts/unsubscribe',
      {
        schema: {
          tags: ['alerts'],
          summary: 'Stop the daily e-mail with the signed token from its link (no sign-in needed)',
          body: UnsubscribeQuery,
          response: { 200: UnsubscribeResult, 400: ErrorBody },
        },
      },
      async (req) => {
        await service.unsubscribe(req.body.token);
        return { unsubscribed: true as const };
      },
    );
  };
