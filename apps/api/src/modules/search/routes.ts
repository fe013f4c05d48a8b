import { ErrorBody, SuggestQuery, SuggestResponse } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MicroCache } from '../../lib/micro-cache.ts';
import { sendSharedJson } from '../../lib/send-json.ts';
import { normalizeTyped } from './text.ts';
import type { SearchService } from './service.ts';

export const searchRoutes =
  (service: SearchService, opts: { cacheMs: number }): FastifyPluginAsyncZod =>
  async (app) => {
    // Everyone typing "swi" gets the same list: the serialised answer is shared for a moment like
    // the list pages (LIST_CACHE_MS), and renewed while the previous one is still served.
    const answers = new MicroCache<string>(opts.cacheMs, 5000, { serveStaleWhileRenewing: true });

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
        const body = await answers.get(key, async () =>
          JSON.stringify(SuggestResponse.encode({ items: await service.suggest(key) })),
        );
        sendSharedJson(reply, body);
        return reply;
      },
    );
  };
