import { ErrorBody, LegacyListing, LegacyQuery } from '@bazaar/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson, sendSharedJson } from '../../lib/send-json.ts';
import type { AnswerLane } from '../../plugins/answer-lane.ts';
import type { UserRow } from '../auth/repository.ts';
import { requireUser } from '../../plugins/session.ts';
import { mayOpenAds, type AdPageAccess } from '../listings/routes.ts';
import { LEGACY_CORS, LEGACY_PREFLIGHT, pageLinks } from './headers.ts';
import type { LegacyService } from './service.ts';

const CollectionParams = z.object({ collection: z.string().max(60) });
const ItemParams = CollectionParams.extend({ id: z.string().max(40) });
/** `/api/legacy/:collection/:id` as a client writes it: no query, nothing encoded, no trailing slash. */
const PLAIN_ITEM_PATH = /^\/api\/legacy\/([A-Za-z]+)\/(\d+)$/;

/**
 * The calls the original client made to its json-server (SPEC §7), answered from the real data with
 * json-server 0.17's read semantics, so that client runs against Bazaar unchanged, from any origin.
 * Only these routes are cross-origin; the rest of the API keeps its same-origin rules.
 */
export const legacyRoutes =
  (legacy: LegacyService, access: AdPageAccess, publicUrl: string, lane: AnswerLane): FastifyPluginAsyncZod =>
  async (app) => {
    /** The ad's kept answer when this person may have it (the ad page's rule, SPEC §6), else undefined. */
    const keptFor = (collection: string, id: string, user: UserRow | null) =>
      mayOpenAds(access, user) ? legacy.oneAtHand(collection, id) : undefined;

    // An ad kept a moment ago, asked for by a plain path, is sent before Fastify's router (most
    // asks of a popular ad); a 404, a 401 and anything not kept go the whole way below.
    lane.add({
      prefix: '/api/legacy/',
      route: '/api/legacy/:collection/:id',
      headers: LEGACY_CORS,
      find(path, user) {
        const plain = PLAIN_ITEM_PATH.exec(path);
        const body = plain ? keptFor(plain[1]!, plain[2]!, user) : undefined;
        return typeof body === 'string' ? body : undefined;
      },
    });

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
        // Shared by everyone who asks: compressed once, not per request (60 cars are 41 KB of JSON).
        sendSharedJson(reply, page.body);
        return reply;
      },
    );

    const sendOne = (reply: FastifyReply, body: string | null) => {
      // json-server's answer for an id it does not hold.
      if (body === null) sendJson(reply.code(404), '{}');
      else sendSharedJson(reply, body);
    };

    app.get(
      '/api/legacy/:collection/:id',
      {
        // An ad answered a moment ago is answered again before validation: it was only kept for a
        // known collection and an id of digits, which pass the params schema and the text check
        // as they are. Anything else (a first ask, a renewal, someone not signed in) goes the
        // whole way below.
        onRequest: (req, reply, done) => {
          const { collection, id } = req.params as { collection: string; id: string };
          const body = keptFor(collection, id, req.user);
          if (body === undefined) return done();
          sendOne(reply, body);
        },
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
        sendOne(reply, await legacy.one(req.params.collection, req.params.id));
        return reply;
      },
    );
  };
