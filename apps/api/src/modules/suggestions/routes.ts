import { ErrorBody, ProductSuggestionBody, ProductSuggestionCreated } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { productSuggestions } from '../../db/schema.ts';

/** Per IP: enough for a person with ideas, too few to fill the operators' table with spam. */
export const SUGGESTION_RATE = { max: 5, timeWindow: '10 minutes' } as const;

/** "Suggest us a product": stored for the operators to read. */
export const suggestionsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/suggestions',
      {
        config: { rateLimit: SUGGESTION_RATE },
        schema: {
          tags: ['suggestions'],
          summary: 'Suggest a product Bazaar should list (stored for the operators)',
          body: ProductSuggestionBody,
          response: { 201: ProductSuggestionCreated, 400: ErrorBody, 429: ErrorBody },
        },
      },
      async (req, reply) => {
        const [row] = await db
          .insert(productSuggestions)
          .values({ text: req.body.text, category: req.body.category ?? null, userId: req.user?.id ?? null })
          .returning({ id: productSuggestions.id });
        return reply.status(201).send({ id: row!.id });
      },
    );
  };
