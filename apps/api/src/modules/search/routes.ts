import { ErrorBody, SuggestQuery, SuggestResponse } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MicroCache } from '../../lib/micro-cache.ts';
import { sendSharedJson } from '../../lib/send-json.ts';
import { ValidatedUrls } from '../../lib/validated-urls.ts';
import type { AnswerLane } from '../../plugins/answer-lane.ts';
import { normalizeTyped } from './text.ts';
import type { SearchService } from './service.ts';

export const searchRoutes =
  (service: SearchService, opts: { cacheMs: number }, lane: AnswerLane): FastifyPluginAsyncZod =>
  async (app) => {
    // Everyone typing "swi" gets the same list: the serialised answer is shared for a moment like
    // the list pages (LIST_CACHE_MS), and renewed while the previous one is still served.
    const answers = new MicroCache<string>(opts.cacheMs, 5000, { serveStaleWhileRenewing: true });
    // Identical for everyone and typed a lot: let the browser reuse an answer for a minute.
    const headers = { 'cache-control': 'public, max-age=60' };
    // What each URL asked for, once it passed validation: a kept answer is then sent before the router.
    const typed = new ValidatedUrls<string>(5000);
    lane.add({
      prefix: '/api/search/suggest',
      route: '/api/search/suggest',
      headers,
      find: (url) => {
        const known = typed.get(url);
        return known && answers.peek(known.key);
      },
    });

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
        reply.headers(headers);
        const key = normalizeTyped(req.query.q);
        typed.remember(req.url, req.query.q, key);
        const body = await answers.get(key, async () =>
          JSON.stringify(SuggestResponse.encode({ items: await service.suggest(key) })),
        );
        sendSharedJson(reply, body);
        return reply;
      },
    );
  };
