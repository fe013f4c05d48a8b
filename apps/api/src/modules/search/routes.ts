import { ErrorBody, SuggestQuery, SuggestResponse } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dropOnChange, publicAdDrops, type ChangeFeed } from '../../db/changes.ts';
import { AnswerCache, type CacheBook } from '../../lib/answer-cache.ts';
import { suggestionsLimit } from '../../lib/search-limit.ts';
import { cacheControl, sendShared, SharedJson } from '../../lib/shared-json.ts';
import { normalizeTyped } from './text.ts';
import type { SearchService } from './service.ts';

// Identical for everyone and typed a lot: a browser may reuse an answer for a minute.
const SUGGESTION_CACHING = 'public, max-age=60';
/** The byte budget of kept suggestions, per process: a suggestion list is a few hundred bytes. */
const SUGGESTIONS_CACHE_BYTES = 2 * 1024 * 1024;

export const searchRoutes =
  (
    service: SearchService,
    opts: { cacheMs: number; book?: CacheBook },
    changes: ChangeFeed,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Everyone typing "swi" gets the same list: shared for a moment like the list pages.
    const answers = new AnswerCache<SharedJson>({
      name: 'suggestions',
      ttlMs: opts.cacheMs,
      maxBytes: SUGGESTIONS_CACHE_BYTES,
      sizeOf: (answer) => answer.size,
      book: opts.book,
    });
    dropOnChange(changes, answers, publicAdDrops());

    app.get(
      '/api/search/suggest',
      {
        config: suggestionsLimit(),
        schema: {
          tags: ['search'],
          summary: 'Up to 8 completions for the search box: brands, models and title words',
          querystring: SuggestQuery,
          response: { 200: SuggestResponse, 400: ErrorBody, 429: ErrorBody },
        },
      },
      async (req, reply) => {
        const key = normalizeTyped(req.query.q);
        const answer = await answers.get(
          key,
          async () =>
            new SharedJson(JSON.stringify(SuggestResponse.encode({ items: await service.suggest(key) }))),
        );
        return sendShared(
          req,
          reply,
          answer,
          cacheControl.forViewer(req.sessionToken !== undefined, SUGGESTION_CACHING),
        );
      },
    );
  };
