import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUILT_WEB_APP = fileURLToPath(new URL('../../web/dist', import.meta.url));
import { z } from 'zod';
import { moderationSettings, type ModerationSettings } from './lib/moderation-settings.ts';

/** How many photos are made at once, and how many more may wait for a worker. */
export interface PhotoPoolSettings {
  workers: number;
  queue: number;
}

/**
 * A 12 MP photo takes a core for about a second: by default half the cores make photos (one of
 * two), and 16 wait at most (each holds its upload, up to 15 MB, in memory).
 */
export const PHOTO_POOL_DEFAULTS: PhotoPoolSettings = {
  workers: Math.max(1, Math.floor(os.availableParallelism() / 2)),
  queue: 16,
};

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** Below this much free space under DATA_DIR, /api/ready answers 503 and the log warns each minute. */
  DISK_FREE_MIN_MB: z.coerce.number().int().min(0).max(1_000_000).default(200),
  // Empty (`DATABASE_URL=` in an env file) means unset: the embedded database.
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.default(true),
  DEMO_LISTINGS: z.coerce.number().int().min(0).max(100_000).default(1000),
  WEB_DIST: z.string().optional(),
  OPEN_AD_PAGES: flag.default(false),
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // The most ads one /api/legacy list answer holds, asked for whole or by page.
  LEGACY_LIST_MAX: z.coerce.number().int().min(1).max(10_000).default(1000),
  // An ad ends this many days after it was published or last renewed (its seller may renew it).
  LISTING_TTL_DAYS: z.coerce.number().int().min(4).max(365).default(30),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  PERSON_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // Whose X-Forwarded-For to believe: a proxy on this machine by default. "true" believes anyone
  // (then anyone can forge an address and slip past the per-IP limits), a number counts hops,
  // anything else is a list of addresses or ranges ("10.0.0.0/8, 192.168.1.2").
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  // Lets a scraper on another machine read /metrics (callers on this machine need none).
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  CONTACT_EMAIL: z.email().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Bazaar <no-reply@bazaar.local>'),
  // SMS through Twilio's Messages API (SMS_URL its base, https://api.twilio.com); unset: DATA_DIR/sms.
  SMS_URL: z.url().optional(),
  SMS_ACCOUNT_SID: z.string().trim().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().trim().min(1).optional(),
  SMS_FROM: z.string().trim().min(1).optional(),
  DEV_MAIL: flag.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  S3_PREFIX: z.string().default(''),
  REPORT_HOLD_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  PROHIBITED_WORDS_FILE: z.string().optional(),
  // Background jobs (alerts, digests): how often an idle worker looks for due jobs (0: never on its
  // own; tests run them with app.jobs.drain()), and how long a claimed job is held before another
  // process may take it over (a process that died mid-job).
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  JOBS_LEASE_MS: z.coerce.number().int().min(50).max(3_600_000).default(60_000),
  // Photos stored before hashing are hashed in the background at most this many at a time, a batch
  // taking no new photo after PHOTO_HASH_STEP_MS, with this pause between batches (0 in tests,
  // which run the steps with app.jobs.drain()).
  PHOTO_HASH_BATCH: z.coerce.number().int().min(1).max(500).default(20),
  PHOTO_HASH_PAUSE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  PHOTO_HASH_STEP_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  // Photos made at once by the worker processes (default: half the cores), and how many more may
  // wait for one before uploads are answered 503 "busy".
  PHOTO_WORKERS: z.coerce.number().int().min(1).max(64).default(PHOTO_POOL_DEFAULTS.workers),
  PHOTO_QUEUE: z.coerce.number().int().min(0).max(1000).default(PHOTO_POOL_DEFAULTS.queue),
});

/** Text messages (phone verification codes): a gateway, or files in DATA_DIR/sms. */
export interface SmsSettings {
  /** Twilio's Messages API (SMS_URL is its base); absent: the outbox folder. */
  gateway: { url: string; accountSid: string; authToken: string; from: string } | undefined;
  outboxDir: string;
  /** List the SMS outbox at /dev/mail beside the e-mails (never with real people's codes). */
  devPage: boolean;
}

function smsSettings(e: z.infer<typeof EnvSchema>, dataDir: string): SmsSettings {
  const outboxDir = path.join(dataDir, 'sms');
  if (!e.SMS_URL)
    return { gateway: undefined, outboxDir, devPage: e.DEV_MAIL ?? e.NODE_ENV !== 'production' };
  const missing = (['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const).filter((k) => !e[k]);
  if (missing.length)
    throw new Error(`Bazaar cannot start: invalid settings\n  ${missing.join(', ')}: needed with SMS_URL`);
  return {
    gateway: {
      url: e.SMS_URL.replace(/\/$/, ''),
      accountSid: e.SMS_ACCOUNT_SID!,
      authToken: e.SMS_AUTH_TOKEN!,
      from: e.SMS_FROM!,
    },
    outboxDir,
    devPage: false,
  };
}

/** An S3-compatible bucket for photos (S3_* variables); absent: photos stay in DATA_DIR. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces …); absent: AWS itself. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (https://host/bucket/key), as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, so one bucket can hold several things. */
  prefix: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  logLevel: string;
  /** Fastify's trustProxy: whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Bearer token that opens /metrics to callers that are not on this machine. */
  metricsToken: string | undefined;
  /** DISK_FREE_MIN_MB in bytes. */
  diskFreeMinBytes: number;
  seedDemo: boolean;
  demoListings: number;
  /** Built web app to serve; absent in tests and when the folder does not exist. */
  webDist: string | undefined;
  /** SPEC §6 keeps ad pages for signed-in people; a deployment may open them to everyone. */
  openAdPages: boolean;
  listCacheMs: number;
  /** The most ads one /api/legacy list answer holds. */
  legacyListMax: number;
  /** LISTING_TTL_DAYS: how long an ad stays live after publishing or renewal. */
  listingTtlDays: number;
  /** How long a process reuses a session it looked up (a sign-out elsewhere takes this long here). */
  sessionCacheMs: number;
  jobs: { pollMs: number; leaseMs: number };
  /** The background hashing of photos stored before hashing: photos a step, pause between steps. */
  photoHashBackfill: { batch: number; pauseMs: number; stepMs: number };
  photoPool: PhotoPoolSettings;
  /** Safety net for a person's remembered unread counts and hearts; live events drop them first. */
  personCacheMs: number;
  /** The address the contact and careers pages give; none is shown until operators set one. */
  contactEmail: string | undefined;
  mail: {
    /** Absent: messages go to the outbox folder instead of an SMTP server. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    /** Serve the outbox at /dev/mail: never where real people's reset links could land. */
    devPage: boolean;
    /**
     * Also print each message's links to the console: no SMTP and listening on this machine only,
     * so whoever reads the console is the person at this computer (a first local `npm start`).
     */
    printLinks: boolean;
  };
  sms: SmsSettings;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Photos in an S3-compatible bucket instead of DATA_DIR/media (S3_BUCKET set). */
  s3: S3Settings | undefined;
  moderation: ModerationSettings;
}

/** Reads the environment once; a wrong value stops the start with a message naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bazaar cannot start: invalid settings\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    diskFreeMinBytes: e.DISK_FREE_MIN_MB * 1024 * 1024,
    seedDemo: e.SEED_DEMO,
    demoListings: e.DEMO_LISTINGS,
    // An empty WEB_DIST turns the web app off (an API-only process).
    webDist: e.WEB_DIST === '' ? undefined : path.resolve(e.WEB_DIST ?? BUILT_WEB_APP),
    openAdPages: e.OPEN_AD_PAGES,
    listCacheMs: e.LIST_CACHE_MS,
    legacyListMax: e.LEGACY_LIST_MAX,
    listingTtlDays: e.LISTING_TTL_DAYS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    jobs: { pollMs: e.JOBS_POLL_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000), leaseMs: e.JOBS_LEASE_MS },
    photoPool: { workers: e.PHOTO_WORKERS, queue: e.PHOTO_QUEUE },
    photoHashBackfill: {
      batch: e.PHOTO_HASH_BATCH,
      pauseMs: e.PHOTO_HASH_PAUSE_MS ?? (e.NODE_ENV === 'test' ? 0 : 2000),
      stepMs: e.PHOTO_HASH_STEP_MS,
    },
    personCacheMs: e.PERSON_CACHE_MS,
    contactEmail: e.CONTACT_EMAIL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'mail'),
      // With SMTP the outbox stays empty, so there is nothing to show.
      devPage: !e.SMTP_URL && (e.DEV_MAIL ?? e.NODE_ENV !== 'production'),
      printLinks: !e.SMTP_URL && e.NODE_ENV !== 'test' && isLoopback(e.HOST),
    },
    sms: smsSettings(e, dataDir),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER.replace(/\/$/, ''),
          }
        : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Path style suits S3-compatible services; AWS itself prefers virtual-hosted buckets.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          prefix: e.S3_PREFIX,
        }
      : undefined,
    moderation: moderationSettings(e.REPORT_HOLD_THRESHOLD, e.PROHIBITED_WORDS_FILE),
  };
}

function trustProxyOf(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  // A hop count: the addresses of the first n proxies (counted from this server) are believed.
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
