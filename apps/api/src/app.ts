import fs from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import { BODY_LIMITS } from '@bazaar/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRepository } from './modules/auth/repository.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authService } from './modules/auth/service.ts';
import { googleOidc } from './modules/auth/google-oidc.ts';
import { googleRoutes } from './modules/auth/google-routes.ts';
import { sessionStore } from './modules/auth/sessions.ts';
import { sessionsRepository } from './modules/auth/sessions-repository.ts';
import { authLimits } from './modules/auth/limits.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { diskSpace } from './modules/operations/disk-space.ts';
import { healthRoutes } from './modules/operations/health.ts';
import { metrics } from './modules/operations/metrics.ts';
import { legacyRepository } from './modules/legacy/repository.ts';
import { legacyRoutes } from './modules/legacy/routes.ts';
import { legacyService } from './modules/legacy/service.ts';
import { adPointsBackfill } from './modules/listings/ad-points-backfill.ts';
import { adPointsRepository } from './modules/listings/ad-points-repository.ts';
import { listingsRepository } from './modules/listings/repository.ts';
import { listingsRoutes } from './modules/listings/routes.ts';
import { listingsService } from './modules/listings/service.ts';
import { ViewCounter } from './modules/listings/view-counter.ts';
import { searchRepository } from './modules/search/repository.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { searchService } from './modules/search/service.ts';
import { suggestionsRoutes } from './modules/suggestions/routes.ts';
import { rateLimitOptions } from './plugins/rate-limit.ts';
import { rateLimitRepository } from './lib/rate-limit-repository.ts';
import { nameScreen } from './lib/name-screen.ts';
import { wordScreen } from './lib/word-screen.ts';
import './lib/write-limit.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { devMailRoutes } from './modules/mail/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { photoAccess } from './modules/media/photo-access.ts';
import { photoOwnersRepository } from './modules/media/photo-owners-repository.ts';
import { s3Store } from './modules/media/s3-store.ts';
import { diskStore } from './modules/media/store.ts';
import { uploadsRepository } from './modules/media/uploads-repository.ts';
import { uploadsRoutes } from './modules/media/uploads-routes.ts';
import { photoPool } from './modules/media/photo-pool.ts';
import { hashBackfill, hashBackfillRepository, photoReaderFor } from './modules/media/index.ts';
import { ownListingsRepository } from './modules/listings/own-repository.ts';
import { ownListingsRoutes } from './modules/listings/own-routes.ts';
import { ownListingsService } from './modules/listings/own-service.ts';
import { favouritesRepository } from './modules/favourites/repository.ts';
import { favouritesRoutes } from './modules/favourites/routes.ts';
import { favouritesService } from './modules/favourites/service.ts';
import { seoRepository } from './modules/seo/repository.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { conversationsRepository } from './modules/conversations/repository.ts';
import { conversationsRoutes } from './modules/conversations/routes.ts';
import { conversationsService } from './modules/conversations/service.ts';
import { chatPhotoPrefix } from './modules/conversations/presenter.ts';
import { privatePhotoFiles } from './modules/media/private-files.ts';
import { liveHub } from './modules/events/hub.ts';
import { PersonCache } from './modules/events/person-cache.ts';
import { livePublisher } from './modules/events/publisher.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { notificationsRepository } from './modules/notifications/repository.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { listingWatchers, notificationsService } from './modules/notifications/service.ts';
import { offersRepository } from './modules/offers/repository.ts';
import { offersRoutes } from './modules/offers/routes.ts';
import { offersService } from './modules/offers/service.ts';
import { blocksRepository } from './modules/blocks/repository.ts';
import { blocksRoutes } from './modules/blocks/routes.ts';
import { blocksService } from './modules/blocks/service.ts';
import { moderationModule } from './modules/moderation/module.ts';
import { apiDocs, staffApiDocsRoute } from './plugins/api-docs.ts';
import { clientErrors, errorsPlugin, frameworkErrors, notFoundHandler } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { protocolRefusalsPlugin } from './plugins/protocol-refusals.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import {
  apiSecurityHeaders,
  fixedSecurityHeaders,
  securityHeaders,
  securityHeadersPlugin,
} from './plugins/security-headers.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { cacheDefaultPlugin } from './plugins/cache-default.ts';
import { announcedWritesOf } from './db/announced-writes.ts';
import { ChangeFeed } from './db/changes.ts';
import { CacheBook } from './lib/answer-cache.ts';
import { loggerOptions, OneLinePerRequest } from './plugins/logging.ts';
import { sessionPlugin } from './plugins/session.ts';
import { changesHeardPlugin } from './plugins/changes-heard.ts';
import { webApp } from './plugins/web.ts';
import { trustModule } from './modules/trust/module.ts';
import { scamWatchRepository } from './modules/trust/scam-watch-repository.ts';
import { automaticReports } from './modules/moderation/automatic-reports.ts';
import { alertsRepository } from './modules/alerts/repository.ts';
import { alertsRoutes } from './modules/alerts/routes.ts';
import { alertsService, enqueueMatching } from './modules/alerts/service.ts';
import { expiryRepository, expiryRoutes, expiryService } from './modules/expiry/index.ts';
import { insightsRepository } from './modules/insights/repository.ts';
import { insightsRoutes } from './modules/insights/routes.ts';
import { insightsService } from './modules/insights/service.ts';
import { jobQueue, type JobQueue } from './modules/jobs/queue.ts';
import { priceBandRepository } from './modules/price-band/repository.ts';
import { priceBandRoutes } from './modules/price-band/routes.ts';
import { priceBandService } from './modules/price-band/service.ts';
import { phonesModule } from './modules/phones/module.ts';
import { profilesRepository } from './modules/profiles/repository.ts';
import { profilesRoutes } from './modules/profiles/routes.ts';
import { profilesService } from './modules/profiles/service.ts';
import { ratingsModule } from './modules/ratings/module.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue this process works (tests run due jobs with `app.jobs.drain()`). */
    jobs: JobQueue;
    /** The changes this process hears (tests wait with `app.changes.heard()` after writing directly). */
    changes: ChangeFeed;
  }
}

/** The longest a request may take to arrive, headers and body. */
export const REQUEST_TIMEOUT_MS = 120_000;

export interface AppDeps {
  config: Config;
  database: Database;
  /** Tests pass one that keeps messages in memory. */
  mailer?: Mailer;
  /** Where the JSON log lines go (stdout unless given); tests read them. */
  logStream?: DestinationStream;
}

/** Builds the whole server without listening, so tests drive it through `app.inject`. */
export async function buildApp({ config, database, mailer, logStream }: AppDeps): Promise<FastifyInstance> {
  // The API's security headers, also on the answers written before any hook can run.
  const apiHeaders = fixedSecurityHeaders(apiSecurityHeaders(config));
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    genReqId: () => crypto.randomUUID(),
    // One line per request, written when it is answered (plugins/logging.ts).
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrors(apiHeaders),
    clientErrorHandler: clientErrors(apiHeaders),
    // Node would refuse a request without a Host itself, with an empty body and none of the API's
    // headers; plugins/protocol-refusals.ts refuses it instead, in the one error body.
    http: { requireHostHeader: false },
    // A request must arrive whole within this (a 15 MB photo on a slow mobile link fits); one sent
    // a byte at a time is cut instead of holding its connection and a shutdown.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // JSON bodies are small; the few routes taking long text set their own (packages/shared).
    bodyLimit: BODY_LIMITS.jsonBodyMax,
  }).withTypeProvider<ZodTypeProvider>();

  // Every log line of a request carries its id; the response names it so a report can be traced.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(textInputPlugin);
  await app.register(compressionPlugin);
  await app.register(cacheDefaultPlugin);
  // Every answer cache of this process, for /metrics.
  const caches = new CacheBook();
  // Before any route, so every route's timing is recorded.
  const disk = diskSpace({ dir: config.dataDir, minFreeBytes: config.diskFreeMinBytes, log: app.log });
  app.addHook('onClose', async () => disk.close());
  await metrics(app, { database, token: config.metricsToken, caches, disk });
  await app.register(securityHeadersPlugin, {
    pages: securityHeaders(config),
    api: apiSecurityHeaders(config),
  });
  await app.register(protocolRefusalsPlugin, { apiHeaders });
  await apiDocs(app);

  // What every process's writes change, as the database announces it: every cache listens.
  const changes = new ChangeFeed(database.events);
  app.decorate('changes', changes);
  app.addHook('onClose', async () => changes.close());
  const secureCookies = config.publicUrl.startsWith('https:');
  await app.register(changesHeardPlugin, {
    changes,
    announced: announcedWritesOf(database.db),
    secureCookies,
  });
  const sessions = sessionStore(sessionsRepository(database.db), {
    secureCookies,
    cacheMs: config.sessionCacheMs,
    changes,
    book: caches,
  });
  await app.register(sameOriginPlugin, { publicUrl: config.publicUrl });
  await app.register(sessionPlugin, { sessions });

  const search = searchService(searchRepository(database.db));
  const listingsRepo = listingsRepository(database.db);
  const views = new ViewCounter((counts) => listingsRepo.addViews(counts));
  app.addHook('onClose', () => views.close());
  const listings = listingsService(listingsRepo, search, views);
  // One mailer (one SMTP connection pool) for account e-mails and alert digests alike.
  const mail = mailer ?? createMailer(config.mail);
  // Prohibited words however they are written (lib/word-screen.ts): chats, reviews and names.
  const prohibited = wordScreen(config.moderation.prohibitedWords);
  const auth = authService({
    repo: authRepository(database.db),
    sessions,
    mailer: mail,
    publicUrl: config.publicUrl,
    log: app.log,
    nameScreen: nameScreen(prohibited),
  });
  const google =
    config.google &&
    googleOidc(config.google, new URL('/api/auth/google/callback', config.publicUrl).toString());
  const adPages = { openAdPages: config.openAdPages, listCacheMs: config.listCacheMs };

  await app.register(healthRoutes(database, disk));
  await app.register(catalogRoutes);
  // The one rate-limit mechanism, before every route that asks for it (config.rateLimit).
  const counters = rateLimitRepository(database.db);
  await app.register(rateLimit, rateLimitOptions(counters));
  const flagged = scamWatchRepository(database.db);
  app.decorate(
    'flaggedSince',
    async (userId: number, since: Date) => (await flagged.flaggedSince(userId, since)) > 0,
  );
  const accounts = authRepository(database.db);
  await app.register(
    authRoutes(auth, sessions, { google: !!google, openAdPages: config.openAdPages }, (scope) =>
      authLimits(scope, counters, accounts),
    ),
  );
  await app.register(googleRoutes(google || undefined, auth, sessions, secureCookies, config.publicUrl));
  await app.register(listingsRoutes(listings, adPages, changes, caches));
  await app.register(searchRoutes(search, { cacheMs: config.listCacheMs, book: caches }, changes));
  await app.register(suggestionsRoutes(database.db));
  await app.register(
    legacyRoutes(
      legacyService(legacyRepository(database.db), {
        publicUrl: config.publicUrl,
        cacheMs: config.listCacheMs,
        changes,
        listMax: config.legacyListMax,
        book: caches,
      }),
      adPages,
      config.publicUrl,
    ),
  );
  // Photos in the S3 bucket when one is configured (and served from it), else in DATA_DIR/media.
  const bucket = config.s3 ? s3Store(config.s3) : undefined;
  const photoStore = bucket ?? diskStore(config.mediaDir);
  await app.register(mediaRoutes, {
    mediaDir: config.mediaDir,
    bucket,
    access: photoAccess(photoOwnersRepository(database.db), sessions, changes, caches),
  });
  // Chat photos are answered, each request checked, from the same store as ads' photos.
  const privateFiles = privatePhotoFiles({ mediaDir: config.mediaDir, bucket });
  // Chat, offers and the bell; live events reach every API process through the database.
  // Unread counts and hearts are remembered per person until a live event names them.
  const personal = new PersonCache(database.events, config.personCacheMs, { book: caches });
  app.addHook('onClose', async () => personal.close());
  const live = livePublisher(database.events, app.log, personal);
  const chats = conversationsRepository(database.db);
  const notices = notificationsRepository(database.db);
  // Scam shield, phone numbers by consent, duplicate photos.
  const trust = trustModule(database.db, automaticReports(database.db));
  await app.register(trust.routes);
  const chatService = conversationsService(chats, notices, live, trust.scamWatch, personal, prohibited);
  await app.register(conversationsRoutes(chatService, privateFiles));
  // Every photo is made in the worker processes of one pool, uploads and the hash backfill alike.
  const photos = photoPool(config.photoPool);
  app.decorate('photos', photos);
  app.addHook('onClose', () => photos.close());
  // Ad photos and chat photos are uploaded through the same limits and the same ingest.
  await app.register(
    uploadsRoutes(uploadsRepository(database.db), photoStore, photos, {
      mayAddPhoto: chatService.mayAddPhoto,
      photoPrefix: chatPhotoPrefix,
    }),
  );
  await app.register(offersRoutes(offersService(offersRepository(database.db, chats, notices), chats, live)));
  await app.register(notificationsRoutes(notificationsService(notices, live, personal)));
  await app.register(blocksRoutes(blocksService(blocksRepository(database.db), live)));
  await app.register(eventsRoutes(liveHub(database.events, { changes }), sessions));
  // Background jobs: every process works them; app.close() stops the worker before the database.
  const jobs = jobQueue(database.db, { ...config.jobs, log: app.log, events: database.events });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  trust.scamWatch.register(jobs);
  // Photos stored before hashing get their hashes in the background, a few at a time.
  const backfill = hashBackfill(
    hashBackfillRepository(database.db),
    photoReaderFor(bucket, config.mediaDir),
    app.log,
    photos,
    config.photoHashBackfill,
  );
  backfill.register(jobs, database.db);
  // Ads written before localities had points get theirs in the background, a batch at a time.
  const adPoints = adPointsBackfill(adPointsRepository(database.db), app.log);
  adPoints.register(jobs, database.db);
  const alerts = alertsService({
    db: database.db,
    repo: alertsRepository(database.db),
    search,
    live,
    mailer: mail,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  alerts.register(jobs);
  // Ads live LISTING_TTL_DAYS: a repeating job reminds sellers, then ends ads; sellers renew.
  const expiry = expiryService({
    db: database.db,
    repo: expiryRepository(database.db),
    live,
    mailer: mail,
    publicUrl: config.publicUrl,
    ttlDays: config.listingTtlDays,
    log: app.log,
  });
  expiry.register(jobs);
  await app.register(expiryRoutes(expiry));
  // A published ad's matching is enqueued in the publishing transaction (its commit wakes workers).
  const onPublished = enqueueMatching;
  // Moderation: reports, the automatic hold, the console's API (404 to all but operators).
  const moderation = moderationModule(
    database.db,
    config.moderation,
    live,
    listingWatchers(notices, live),
    (id) => sessions.endAllOf(id),
    privateFiles,
  );
  await app.register(
    ownListingsRoutes(
      ownListingsService(
        ownListingsRepository(database.db, onPublished, config.listingTtlDays),
        photoStore,
        listingWatchers(notices, live),
        moderation.screen,
        trust.duplicatePhotos,
      ),
    ),
  );
  await app.register(moderation.reportRoutes);
  await app.register(moderation.adminRoutes);
  await app.register(moderation.peopleReportRoutes);
  await app.register(moderation.peopleAdminRoutes);
  // Verified numbers, ratings after a deal, and the public profile that shows both.
  await app.register(
    phonesModule(
      {
        db: database.db,
        sms: config.sms,
        log: app.log,
        live,
        mailer: mail,
        publicUrl: config.publicUrl,
      },
      jobs,
    ).routes,
  );
  const ratings = ratingsModule(
    {
      db: database.db,
      notices,
      live,
      mailer: mail,
      publicUrl: config.publicUrl,
      prohibited,
      log: app.log,
    },
    jobs,
  );
  await app.register(ratings.routes);
  await app.register(profilesRoutes(profilesService(profilesRepository(database.db), ratings.reviewsOf)));
  await app.register(staffApiDocsRoute);
  await app.register(alertsRoutes(alerts));
  const bands = priceBandService(priceBandRepository(database.db));
  await app.register(priceBandRoutes(bands));
  await app.register(insightsRoutes(insightsService(insightsRepository(database.db), bands)));
  await app.register(favouritesRoutes(favouritesService(favouritesRepository(database.db), live, personal)));
  if (config.mail.devPage || config.sms.devPage)
    await app.register(
      devMailRoutes(
        config.mail.devPage ? config.mail.outboxDir : undefined,
        config.sms.devPage ? config.sms.outboxDir : undefined,
      ),
    );

  const web =
    config.webDist && fs.existsSync(`${config.webDist}/index.html`)
      ? await webApp(app, {
          root: config.webDist,
          publicUrl: config.publicUrl,
          contactEmail: config.contactEmail,
        })
      : undefined;
  await app.register(
    seoRoutes(seoRepository(database.db), { publicUrl: config.publicUrl, pages: web?.sitemap }),
  );
  notFoundHandler(app);
  app.addHook('onReady', async () => {
    await backfill
      .startIfNeeded(database.db)
      .catch((err: unknown) => app.log.warn({ err }, 'photo hash backfill not started'));
    await adPoints
      .startIfNeeded(database.db)
      .catch((err: unknown) => app.log.warn({ err }, 'ad points backfill not started'));
    jobs.start();
  });

  return app;
}
