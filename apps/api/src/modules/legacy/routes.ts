import { ErrorBody, LegacyListing, LegacyQuery, ListingIdParams, findCategory } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import type { AdPageAccess } from '../listings/routes.ts';
import type { ListingsService } from '../listings/service.ts';
import { presentLegacy } from './presenter.ts';

// json-server answered with whole collections; a marketplace cannot, so a legacy list is capped.
const LEGACY_LIST_MAX = 60;

const CategoryParams = z.object({ category: z.string().max(60) });

function resolve(category: string) {
  const found = findCategory(category);
  if (!found) throw new NotFound(`Unknown category "${category}"`);
  return found;
}

/**
 * The calls the original client made to its json-server (SPEC §7), answered from the real data,
 * so that client could run against Bazaar unchanged.
 */
export const legacyRoutes =
  (listings: ListingsService, access: AdPageAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/legacy/:category',
      {
        schema: {
          tags: ['legacy'],
          summary: 'Ads of a category in the original json-server shape',
          params: CategoryParams,
          querystring: LegacyQuery,
          response: { 200: z.array(LegacyListing), 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => {
        const category = resolve(req.params.category);
        const { brand, _sort, _order } = req.query;
        const page = await listings.browse({
          category: category.slug,
          brand: brand === undefined ? undefined : [brand].flat(),
          sort: _sort === 'price' ? (_order === 'desc' ? 'price_desc' : 'price_asc') : 'newest',
          limit: LEGACY_LIST_MAX,
        });
        const ads = await listings.openMany(page.items.map((i) => i.id));
        return ads.map((ad) => presentLegacy(ad, req.params.category));
      },
    );

    app.get(
      '/api/legacy/:category/:id',
      {
        schema: {
          tags: ['legacy'],
          summary: 'One ad in the original json-server shape',
          params: CategoryParams.extend(ListingIdParams.shape),
          response: { 200: LegacyListing, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => {
        // The same ad as /products/:category/:id, so the same rule (SPEC §6).
        if (!access.openAdPages) requireUser(req);
        const category = resolve(req.params.category);
        const [ad] = await listings.openMany([req.params.id]);
        if (!ad || ad.category !== category.slug) throw new NotFound('This ad does not exist');
        return presentLegacy(ad, req.params.category);
      },
    );
  };
