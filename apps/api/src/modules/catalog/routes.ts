import {
  addHindiNames,
  CATEGORIES,
  CITIES,
  FILTER_BRANDS,
  GROUPS,
  LIMITS,
  LISTING_SORTS,
  STATES,
} from '@bazaar/shared';
import { HINDI_NAMES } from '@bazaar/shared/hindi-names';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/send-json.ts';

// The catalog answers in both languages: its Hindi names (a table of their own, which the browser
// loads only for Hindi pages) join its labels before it is serialised below.
addHindiNames(HINDI_NAMES);

// The catalog is the same for every request until the next deploy: serialise it once.
const catalog = {
  groups: GROUPS,
  categories: CATEGORIES,
  filterBrands: FILTER_BRANDS,
  states: STATES,
  cities: CITIES,
  sorts: LISTING_SORTS,
  limits: LIMITS,
};
const body = JSON.stringify(catalog);

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/catalog',
    { schema: { tags: ['catalog'], summary: 'Categories, attributes, brands, states and cities' } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      sendJson(reply, body);
      return reply;
    },
  );
};
