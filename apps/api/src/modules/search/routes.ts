import { ErrorBody, SuggestQuery, SuggestResponse } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dropOnChange, publicAdDrops, type ChangeFeed } from '../../db/changes.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { sendShared, SharedJson } from '../../lib/shared-json.ts';
import { normalizeTyped } from './text.ts';
import type { SearchService } from './service.ts';

// Identical for everyone and typed a lot: a browser may reuse an answer for a minute.
const SUGGESTION_CACHING = 'public, max-age=60';

export const searchRoutes =
  (service: SearchService, opts: { cacheMs: number }, changes: ChangeFeed): FastifyPluginAsyncZod =>
  async (app) => {
    // Everyone typing "swi" gets the same list: shared for a moment like the list pages.
    const answers = new AnswerCache<SharedJson>({ ttlMs: opts.cacheMs, max: 5000 });
    dropOnChange(changes, answers, publicAdDrops());

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
        const key = normalizeTyped(req.query.q);
        const answer = await answers.get(
          key,
          async () =>
            new SharedJson(JSON.stringify(SuggestResponse.encode({ items: await service.suggest(key) }))),
        );
        return sendShared(req, reply, answer, SUGGESTION_CACHING);
      },
    );
  };
