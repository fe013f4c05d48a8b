import { ErrorBody, LegacyListing, LegacyQuery } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasText, searchLimit } from '../../lib/search-limit.ts';
import { cacheControl, sendJson, sendShared, type SharedJson } from '../../lib/shared-json.ts';
import { requireUser } from '../auth/index.ts';
import { type AdPageAccess, adPageCaching } from '../listings/index.ts';
import { LEGACY_CORS, LEGACY_PREFLIGHT, pageLinks } from './headers.ts';
import { NOT_THERE, type LegacyService } from './service.ts';

const CollectionParams = z.object({ collection: z.string().max(60) });
const ItemParams = CollectionParams.extend({ id: z.string().max(40) });

/**
 * The calls the original client made to its json-server (SPEC §7), answered from the real data with
 * json-server 0.17's read semantics, so that client runs against Bazaar unchanged, from any origin.
 * Only these routes are cross-origin; the rest of the API keeps its same-origin rules.
 */
export const legacyRoutes =
  (legacy: LegacyService, access: AdPageAccess, publicUrl: string): FastifyPluginAsyncZod =>
  async (app) => {
    // After the security headers every route gets (plugins/security-headers.ts), whose
    // same-origin resource policy this replaces. Errors too carry the CORS headers, so a page
    // elsewhere can read why a call failed.
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(LEGACY_CORS);
      done();
    });

    const preflight = async (
      req: { headers: Record<string, string | string[] | undefined> },
      reply: { headers(h: Record<string, string>): unknown; code(n: number): { send(): unknown } },
    ) => {
      const asked = req.headers['access-control-request-headers'];
      reply.headers({
        ...LEGACY_PREFLIGHT,
        ...(typeof asked === 'string' ? { 'access-control-allow-headers': asked.slice(0, 500) } : {}),
      });
      return reply.code(204).send();
    };
    app.options('/api/legacy/:collection', { schema: { hide: true } }, preflight);
    app.options('/api/legacy/:collection/:id', { schema: { hide: true } }, preflight);

    app.get(
      '/api/legacy/:collection',
      {
        // `q` and `_like` search text; the other filters compare values.
        config: searchLimit((query) =>
          Object.entries(query).some(
            ([key, value]) => (key === 'q' || key.endsWith('_like')) && hasText(value),
          ),
        ),
        schema: {
          tags: ['legacy'],
          summary:
            'A collection of the original json-server (cars, motorcyles, scooter, mobile, rentHouse, salesHouse)',
          description:
            'json-server 0.17 semantics: field=value (repeat or field[]= for OR), field_gte/_lte/_ne/_like, q, _sort/_order (comma lists), _page/_limit, _start/_end. X-Total-Count on every list.',
          params: CollectionParams,
          querystring: LegacyQuery,
          response: { 200: z.array(LegacyListing), 400: ErrorBody, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        const page = await legacy.list(req.params.collection, req.query);
        reply.header('x-total-count', String(page.total));
        const link = pageLinks(page, req.url, publicUrl);
        if (link !== undefined) reply.header('link', link);
        return sendShared(req, reply, page.json, cacheControl.forViewer(req.sessionToken !== undefined));
      },
    );

    app.get(
      '/api/legacy/:collection/:id',
      {
        schema: {
          tags: ['legacy'],
          summary: 'One ad of a collection in the original json-server shape (404 {} when there is none)',
          params: ItemParams,
          response: {
            200: LegacyListing,
            400: ErrorBody,
            401: ErrorBody,
            404: z.union([ErrorBody, z.object({}).strict()]),
          },
        },
      },
      async (req, reply) => {
        // The same ad as /products/:category/:id, so the same rule (SPEC §6).
        if (!access.openAdPages) requireUser(req);
        const ad: SharedJson | typeof NOT_THERE = await legacy.one(req.params.collection, req.params.id);
        // json-server's answer for an id it does not hold.
        if (ad === NOT_THERE) return sendJson(reply.code(404), '{}');
        return sendShared(req, reply, ad, adPageCaching(access, req.sessionToken !== undefined));
      },
    );
  };
