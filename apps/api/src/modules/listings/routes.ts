import { ErrorBody, ListingDetail, ListingIdParams, ListingsPage, ListingsQuery } from '@bazaar/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors.ts';
import { ValidatedUrls } from '../../lib/validated-urls.ts';
import { sendSharedJson } from '../../lib/send-json.ts';
import type { AnswerLane } from '../../plugins/answer-lane.ts';
import { requireUser } from '../../plugins/session.ts';
import type { UserRow } from '../auth/repository.ts';
import type { PublicAnswers } from './public-answers.ts';
import type { ListingsService } from './service.ts';

/** `/api/listings/:id` as the web app writes it: the id as ListingIdParams reads it back, no query. */
const PLAIN_AD_PATH = /^\/api\/listings\/([1-9]\d{0,14})$/;

export interface AdPageAccess {
  /** OPEN_AD_PAGES: anyone may open an ad. By default only signed-in people (SPEC §6). */
  openAdPages: boolean;
  /** LIST_CACHE_MS: how long an identical list answer is reused (0 turns it off). */
  listCacheMs: number;
}

/** Whether this person may open an ad's page: anyone with OPEN_AD_PAGES, else the signed-in. */
export const mayOpenAds = (access: AdPageAccess, user: UserRow | null): boolean =>
  access.openAdPages || user !== null;

export const listingsRoutes =
  (
    service: ListingsService,
    access: AdPageAccess,
    answers: PublicAnswers,
    lane: AnswerLane,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Lists are the same for every visitor: the serialised answer is shared for a moment, keyed by
    // the validated query (two spellings of one query share it).
    const queries = new ValidatedUrls<ListingsQuery>(2000);
    const answersFor = (query: ListingsQuery) => (query.q ? answers.searches : answers.lists);
    const list = (reply: FastifyReply, { query, key }: { query: ListingsQuery; key: string }) =>
      answersFor(query)
        .get(key, async () => JSON.stringify(ListingsPage.encode(await service.browse(query))))
        .then((body) => sendSharedJson(reply, body));
    /** The answer kept for a URL validated before, when it is fresh; undefined otherwise. */
    const keptFor = (url: string) => {
      const known = queries.get(url);
      return known && answersFor(known.query).peek(known.key);
    };
    // An ad's kept public page, to a person who may open ads, asked for by a plain path (most
    // visits of a popular ad); its view is counted as the route counts it. A held ad, a 401, a 404
    // and anything not kept go the whole way below.
    const adIdOf = (path: string) => PLAIN_AD_PATH.exec(path)?.[1];
    lane.add({
      prefix: '/api/listings/',
      route: '/api/listings/:id',
      headers: {},
      find(path, user) {
        if (!mayOpenAds(access, user)) return undefined;
        const id = adIdOf(path);
        return id === undefined ? undefined : answers.ads.peek(id);
      },
      sent: (path) => service.countView(Number(adIdOf(path))),
    });
    // The same for everyone, so sent before Fastify's router when kept (most lists under load).
    lane.add({ prefix: '/api/listings', route: '/api/listings', headers: {}, find: keptFor });

    app.get(
      '/api/listings',
      {
        schema: {
          tags: ['listings'],
          summary: 'Browse ads with filters, sort and keyset paging',
          querystring: ListingsQuery,
          response: { 200: ListingsPage, 400: ErrorBody },
        },
        // A URL validated before is answered without validating it again; from the answer kept
        // for it without a promise when that is fresh (most requests under load).
        onRequest: (req, reply, done) => {
          const known = queries.get(req.url);
          if (!known) return done();
          const kept = answersFor(known.query).peek(known.key);
          if (kept !== undefined) return sendSharedJson(reply, kept);
          list(reply, known).catch(done);
        },
      },
      async (req, reply) => {
        await list(reply, queries.remember(req.url, req.query, JSON.stringify(req.query)));
        return reply;
      },
    );

    app.get(
      '/api/listings/:id',
      {
        schema: {
          tags: ['listings'],
          summary: 'One ad with its photos and seller',
          params: ListingIdParams,
          response: { 200: ListingDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req, reply) => {
        if (!access.openAdPages) requireUser(req);
        const { id } = req.params;
        // An ad's page is the same for everyone too (offers, hearts and chats are fetched apart): a
        // popular ad read once per moment instead of once per visitor. Only the public answer is
        // shared; a held or taken-down ad is read apart for the one person who may still see it
        // (its seller, an operator), never from or into the shared answer.
        const body = await answers.ads
          .get(String(id), async (renewal) =>
            JSON.stringify(ListingDetail.encode(await service.readPublic(id, renewal))),
          )
          .catch(async (err: unknown) => {
            if (!(err instanceof NotFound) || !req.user) throw err;
            return JSON.stringify(ListingDetail.encode(await service.read(id, req.user)));
          });
        // Views are still counted per visit.
        service.countView(id);
        sendSharedJson(reply, body);
        return reply;
      },
    );
  };
