import { ErrorBody, SuggestQuery, SuggestResponse } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MicroCache } from '../../lib/micro-cache.ts';
import { normalizeTyped } from './text.ts';
import type { SearchService } from './service.ts';

export const searchRoutes =
  (service: SearchService, opts: { cacheMs: number }): FastifyPluginAsyncZod =>
  async (app) => {
    // Everyone typing "swi" gets the same list: shared for a moment like the list pages (LIST_CACHE_MS).
    const answers = new MicroCache<SuggestResponse>(opts.cacheMs, 5000);

    app.get(
      '/api/search/suggest',
      {
        schema: {
          tags: ['search'],
          summary: 'Up to 8 completions for the search box: brands, models and title words',
          querystring: SuggestQuery,
          response: { 200: SuggestResponse, 400: ErrorBody },
        },
      },
      async (req, reply) => {
        // Identical for everyone and typed a lot: let the browser reuse an answer for a minute.
        reply.header('cache-control', 'public, max-age=60');
        const key = normalizeTyped(req.query.q);
        return answers.get(key, async () => ({ items: await service.suggest(key) }));
      },
    );
  };
