import { ErrorBody, ListingDetail, ListingIdParams, ListingsPage, ListingsQuery } from '@bazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dropOnChange, publicAdDrops, type ChangeFeed } from '../../db/changes.ts';
import { AnswerCache, type CacheBook } from '../../lib/answer-cache.ts';
import { Gone, NotFound } from '../../lib/errors.ts';
import { hasText, searchLimit } from '../../lib/search-limit.ts';
import { cacheControl, sendShared, SharedJson } from '../../lib/shared-json.ts';
import { isServerRender } from '../../lib/render-request.ts';
import { requireUser, type UserRow } from '../auth/index.ts';
import type { ListingsService } from './service.ts';

/**
 * How many times longer than a list a search answer or an ad's page is kept: a search costs far
 * more than a list, and an ad's page changes rarely (every change is announced anyway).
 */
export const SLOW_ANSWER_FACTOR = 5;

const MiB = 1024 * 1024;
/** Byte budgets per process (docs/architecture.md, "Caches and freshness"). */
export const LISTINGS_CACHE_BYTES = { lists: 16 * MiB, searches: 16 * MiB, ads: 8 * MiB };

export interface AdPageAccess {
  /** OPEN_AD_PAGES: anyone may open an ad. By default only signed-in people (SPEC §6). */
  openAdPages: boolean;
  /** LIST_CACHE_MS: how long an identical list answer is reused (0 turns it off). */
  listCacheMs: number;
}

/** Whether this person may open an ad's page: anyone with OPEN_AD_PAGES, else the signed-in. */
export const mayOpenAds = (access: AdPageAccess, user: UserRow | null): boolean =>
  access.openAdPages || user !== null;

/**
 * How an ad's page may be kept: by a shared cache for anonymous visitors when pages are open, else
 * (only the signed-in may open it, or this visitor is signed in) by the browser that asked alone.
 */
export const adPageCaching = (access: AdPageAccess, signedIn: boolean) =>
  access.openAdPages ? cacheControl.forViewer(signedIn) : cacheControl.signedInOnly;

const detailJson = (ad: ListingDetail) => new SharedJson(JSON.stringify(ListingDetail.encode(ad)));

export const listingsRoutes =
  (
    service: ListingsService,
    access: AdPageAccess,
    changes: ChangeFeed,
    book?: CacheBook,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Lists and ads' pages are the same for everyone: made once, shared while kept, keyed by the
    // validated query (two spellings of one query share it) or the ad's id.
    const listMs = access.listCacheMs;
    const searchMs = listMs * SLOW_ANSWER_FACTOR;
    const kept = (name: keyof typeof LISTINGS_CACHE_BYTES, ttlMs: number) =>
      new AnswerCache<SharedJson>({
        name,
        ttlMs,
        maxBytes: LISTINGS_CACHE_BYTES[name],
        sizeOf: (answer) => answer.size,
        book,
      });
    const lists = kept('lists', listMs);
    const searches = kept('searches', searchMs);
    const ads = kept('ads', searchMs);
    dropOnChange(changes, lists, publicAdDrops());
    dropOnChange(changes, searches, publicAdDrops());
    dropOnChange(
      changes,
      ads,
      publicAdDrops((id) => [String(id)]),
    );

    app.get(
      '/api/listings',
      {
        config: searchLimit((query) => hasText(query.q)),
        schema: {
          tags: ['listings'],
          summary: 'Browse ads with filters, sort and keyset paging',
          querystring: ListingsQuery,
          response: { 200: ListingsPage, 400: ErrorBody },
        },
      },
      async (req, reply) => {
        const { query } = req;
        const cache = query.q ? searches : lists;
        const answer = await cache.get(
          JSON.stringify(query),
          async () => new SharedJson(JSON.stringify(ListingsPage.encode(await service.browse(query)))),
        );
        return sendShared(req, reply, answer, cacheControl.forViewer(req.sessionToken !== undefined));
      },
    );

    app.get(
      '/api/listings/:id',
      {
        schema: {
          tags: ['listings'],
          summary: 'One ad with its photos and seller',
          params: ListingIdParams,
          response: { 200: ListingDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 410: ErrorBody },
        },
      },
      async (req, reply) => {
        // The server renders an ad's page for everyone: its head is what link previews and search
        // engines read. The browser then sends a stranger to sign in (the web app's AdSignInGate).
        if (!access.openAdPages && !isServerRender(req)) requireUser(req);
        const { id } = req.params;
        // Offers, hearts and chats are fetched apart, so a public ad's page is the same for
        // everyone. A held, taken-down or ended ad is read apart for the one person who may still see
        // it (its seller, an operator), never from or into the shared answer.
        let caching = adPageCaching(access, req.sessionToken !== undefined);
        const answer = await ads
          .get(String(id), async () => detailJson(await service.readPublic(id)))
          .catch(async (err: unknown) => {
            if (!(err instanceof NotFound || err instanceof Gone) || !req.user) throw err;
            caching = cacheControl.personal;
            return detailJson(await service.read(id, req.user));
          });
        service.countView(id);
        return sendShared(req, reply, answer, caching);
      },
    );
  };
