import type { CreatedListing, UploadedPhoto } from '@bazaar/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, listingPhotos, photoHashes, reports, uploads } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { carAd } from '../../test/http-visitor.ts';
import { cropSide, photographs } from '../../test/photo-copies.ts';
import { as } from '../../test/social.ts';
import { upload } from '../../test/uploads.ts';
import { HASH_BACKFILL_JOB } from './hash-backfill.ts';
import { diskStore, storePhoto } from './store.ts';

// Photos stored before hashing: written here as the seed and the importer wrote them then (a
// demo ad's photos in listing_photos only; an older upload with no hash), then hashed by the
// backfill that a (re)started process begins.
let t: TestApp;

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

/** A demo ad as seeded before hashing: its photos' files and listing_photos rows, no upload rows. */
async function demoAd(photos: Buffer[]) {
  const seller = await createUser(t.database.db);
  const listing = await createListing(t.database.db, seller.id, { title: 'Demo ad, photographed street' });
  const store = diskStore(t.config.mediaDir);
  for (const [position, photo] of photos.entries()) {
    const stored = await storePhoto(store, photo);
    await t.database.db.insert(listingPhotos).values({ listingId: listing.id, position, ...stored });
  }
  return listing;
}

async function remainingMetric(app: FastifyInstance): Promise<number> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(/^bazaar_photo_hash_backfill_remaining (\d+)$/m.exec(text)?.[1]);
}

async function hashedMetric(app: FastifyInstance): Promise<number> {
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  return Number(/^bazaar_photo_hash_backfill_hashed (\d+)$/m.exec(text)?.[1]);
}

const unhashed = async () =>
  (await t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.hashed, false)))[0]!.n;

describe('photo hash backfill', () => {
  it("hashes a demo ad's photo stored without a hash, then catches a new ad using a cropped copy", async () => {
    const [street] = photographs().filter((p) => p.name === 'panorama-2.jpg');
    const demo = await demoAd([street!.data]);
    expect(await remainingMetric(t.app)).toBe(1);

    // A process started after the upgrade finds the photo without hashes and hashes it.
    const app = await t.restart();
    await app.jobs.drain();
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.listingId, demo.id));
    expect(row).toMatchObject({ hashed: true, dhashChecked: true, ownerId: demo.sellerId });
    expect(row!.dhash).not.toBeNull();
    const views = await t.database.db.select().from(photoHashes).where(eq(photoHashes.uploadId, row!.id));
    expect(views.length).toBeGreaterThanOrEqual(6);
    expect(await remainingMetric(app)).toBe(0);

    // Someone posts the demo photo, resized and with 10 % cut from its left side.
    const copier = await signedIn({ ...t, app }, { name: 'Copying Seller' });
    const copy = await sharp(await cropSide(street!.data, 'left', 0.1))
      .resize({ width: 480 })
      .jpeg({ quality: 55 })
      .toBuffer();
    const id = (await upload({ ...t, app }, copier.cookie, copy)).json<UploadedPhoto>().id;
    const res = await as({ ...t, app }, copier.cookie).post(
      '/api/listings',
      carAd('Old house street view', 900_000, [id]),
    );
    expect(res.status).toBe(201);
    const ad = res.body as CreatedListing;
    const [report] = await t.database.db.select().from(reports).where(eq(reports.listingId, ad.id));
    expect(report).toMatchObject({ reason: 'duplicate_photos', relatedListingId: demo.id, status: 'open' });
  }, 60_000);

  it('resumes where a killed process left it, hashing every photo once', async () => {
    const photos = photographs().map((p) => p.data);
    await demoAd(photos.slice(0, 5));
    // An upload from before hashing, attached to an ad: no hash, no views.
    const older = await demoAd([]);
    const stored = await storePhoto(diskStore(t.config.mediaDir), photos[5]!);
    await t.database.db
      .insert(uploads)
      .values({ ownerId: older.sellerId, listingId: older.id, ...stored, dhashChecked: true });
    const hashedBefore = await hashedMetric(t.app);

    // The first process does one batch of two, then waits out its pause…
    const first = await t.restart({
      PHOTO_HASH_BATCH: '2',
      PHOTO_HASH_STEP_MS: '60000',
      PHOTO_HASH_PAUSE_MS: '600000',
      JOBS_LEASE_MS: '50',
    });
    await first.jobs.drain();
    expect(await remainingMetric(first)).toBe(4);
    // …and is killed holding its next step, once that is due.
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(sql`${jobs.name} = ${HASH_BACKFILL_JOB} and ${jobs.doneAt} is null`);
    expect(await first.jobs.claim()).toHaveLength(1);

    // A process started now sees the run under way (no second run) and takes the step over once
    // the dead process's lease runs out.
    const second = await t.restart({ PHOTO_HASH_BATCH: '2', JOBS_LEASE_MS: '50' });
    await new Promise((r) => setTimeout(r, 120));
    await second.jobs.drain();
    expect(await unhashed()).toBe(0);
    expect(await remainingMetric(second)).toBe(0);
    expect(await hashedMetric(second)).toBe(hashedBefore + 6);
    const runs = await t.database.db
      .select({ key: jobs.singletonKey })
      .from(jobs)
      .where(eq(jobs.name, HASH_BACKFILL_JOB));
    expect(new Set(runs.map((r) => r.key!.split(':')[0])).size).toBe(2); // this run and the first test's
    const perUpload = await t.database.db
      .select({ id: photoHashes.uploadId, n: count() })
      .from(photoHashes)
      .groupBy(photoHashes.uploadId);
    // The six here, the first test's demo photo and its copier's upload.
    expect(perUpload.length).toBe(8);
  }, 120_000);

  it('ends a step early when its time is up, so other jobs do not wait behind it', async () => {
    await demoAd(
      photographs()
        .map((p) => p.data)
        .slice(0, 3),
    );
    // No time at all: each step takes its one photo and hands the worker back.
    const app = await t.restart({
      PHOTO_HASH_BATCH: '20',
      PHOTO_HASH_STEP_MS: '0',
      PHOTO_HASH_PAUSE_MS: '600000',
    });
    await app.jobs.drain();
    expect(await remainingMetric(app)).toBe(2);
  }, 60_000);
});
