import { CATEGORIES, CITIES, FILTER_BRANDS, GROUPS, LIMITS, LISTING_SORTS, STATES } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/shared-json.ts';
// Before the catalog is serialised below, with its Hindi names.
import './hindi-names.ts';

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
