import { analyze } from '../maintenance.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client.ts';
import { type PhotoStore, type StoredPhoto, storePhoto } from '../../modules/media/index.ts';
import { renderDemoPhoto } from './demo-photo.ts';
import { generateListings, generateUsers } from './generate.ts';
import { insertListings, insertPhotos, insertUsers, type PhotoRow } from './insert.ts';
import type { DemoListing } from './types.ts';

export interface SeedOptions {
  count: number;
  /** Fixed so the same command always makes the same ads. */
  now?: Date;
  seed?: number;
  /**
   * `unique`: every ad gets photos of its own (the demo). `pool`: ads share a small set of photos
   * per category, so a million-ad benchmark database is made in minutes, not hours.
   */
  photos: 'unique' | 'pool';
  log?: Pick<FastifyBaseLogger, 'info'>;
}

const BATCH = 2000;
const POOL_PER_CATEGORY = 4;
// sharp does its work on libuv's thread pool; a few photos in flight keep both cores busy.
const PHOTO_CONCURRENCY = 4;
// Thousands of photos at once: the fastest WebP encoding keeps a first start short.
const FAST = { effort: 0 };
// Demo photos are drawn at 1024 px: a fifth fewer pixels to encode than 1280, still sharp on the ad page.
const DEMO_WIDTH = 1024;

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  });
  await Promise.all(workers);
  return out;
}

function photoJobs(batch: DemoListing[], ids: number[]) {
  return batch.flatMap((l, i) =>
    Array.from({ length: l.photoCount }, (_, position) => ({ listing: l, listingId: ids[i]!, position })),
  );
}

/** Fills an empty database with deterministic demo sellers, ads and photos. */
export async function seedDemo(database: Database, store: PhotoStore, opts: SeedOptions): Promise<number> {
  const now = opts.now ?? new Date();
  const seed = opts.seed ?? 2006;
  const userCount = Math.max(20, Math.min(5000, Math.round(opts.count / 8)));
  const users = generateUsers(userCount, seed);
  const sellerIds: number[] = [];
  for (let i = 0; i < users.length; i += BATCH) {
    sellerIds.push(...(await insertUsers(database.db, users.slice(i, i + BATCH), now)));
  }

  const pool = new Map<string, StoredPhoto[]>();
  const pooled = async (l: DemoListing, position: number, n: number): Promise<StoredPhoto> => {
    let photos = pool.get(l.category);
    if (!photos) {
      photos = await mapLimited([...Array(POOL_PER_CATEGORY).keys()], PHOTO_CONCURRENCY, async (k) =>
        storePhoto(
          store,
          await renderDemoPhoto(
            { category: l.category, seed: seed + k, title: l.title, index: k },
            DEMO_WIDTH,
          ),
          FAST,
        ),
      );
      pool.set(l.category, photos);
    }
    return photos[(n + position) % photos.length]!;
  };

  let done = 0;
  let batch: DemoListing[] = [];
  const flush = async () => {
    const ids = await insertListings(database.db, batch, sellerIds);
    const jobs = photoJobs(batch, ids);
    const rows: PhotoRow[] = await mapLimited(jobs, PHOTO_CONCURRENCY, async (job) => {
      const stored =
        opts.photos === 'pool'
          ? await pooled(job.listing, job.position, job.listingId)
          : await storePhoto(
              store,
              await renderDemoPhoto(
                {
                  category: job.listing.category,
                  seed: job.listingId,
                  title: job.listing.title,
                  index: job.position,
                },
                DEMO_WIDTH,
              ),
              FAST,
            );
      return { ...stored, listingId: job.listingId, position: job.position };
    });
    for (let i = 0; i < rows.length; i += BATCH) await insertPhotos(database.db, rows.slice(i, i + BATCH));
    done += batch.length;
    batch = [];
    opts.log?.info(`demo data: ${done} of ${opts.count} ads`);
  };

  const perBatch = opts.photos === 'unique' ? 250 : BATCH;
  for (const listing of generateListings({ count: opts.count, userCount, seed, now })) {
    batch.push(listing);
    if (batch.length >= perBatch) await flush();
  }
  if (batch.length) await flush();
  // Fresh statistics, so the first list queries already use their indexes (PGlite has no autovacuum).
  await analyze(database);
  return done;
}
