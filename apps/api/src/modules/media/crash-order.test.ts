import fs from 'node:fs';
import path from 'node:path';
import type { ErrorBody, UploadedPhoto } from '@bazaar/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createUser } from '../../test/factories.ts';
import { carAd } from '../../test/http-visitor.ts';
import { jpeg, upload } from '../../test/uploads.ts';
import { ownListingsRepository } from '../listings/own-repository.ts';
import { ownListingsService } from '../listings/own-service.ts';
import { ingestRecordedPhoto } from './ingest.ts';
import { photoPool } from './photo-pool.ts';
import { diskStore, type PhotoStore } from './store.ts';
import { sweepUploads, UPLOAD_USABLE_MS } from './sweep.ts';
import { uploadsRepository } from './uploads-repository.ts';

// The order of file and row writes decides what a crash (SIGKILL, power cut) can leave behind:
// here each step that a crash could interrupt is interrupted on purpose.

let t: TestApp;
let seller: Awaited<ReturnType<typeof signedIn>>;
const pool = photoPool({ workers: 1, queue: 4 });

beforeAll(async () => {
  t = await testApp();
  seller = await signedIn(t);
});
afterAll(async () => {
  await pool.close();
  await t.close();
});

const file = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));
const rowsOf = (ids: number[]) => t.database.db.select().from(uploads).where(inArray(uploads.id, ids));

async function photos(count: number): Promise<UploadedPhoto[]> {
  const out: UploadedPhoto[] = [];
  for (let i = 0; i < count; i++)
    out.push((await upload(t, seller.cookie, await jpeg(320, 240, 40 * i))).json());
  return out;
}

describe('an upload', () => {
  it('has its row before its files, so no file is ever unknown to the database', async () => {
    const owner = await createUser(t.database.db);
    const repo = uploadsRepository(t.database.db);
    const rowsWhenWritten: number[] = [];
    const watching: PhotoStore = {
      async write(name) {
        const key = name.replace(/-(card|full)\.webp$/, '');
        rowsWhenWritten.push((await t.database.db.select().from(uploads).where(eq(uploads.key, key))).length);
      },
      async remove() {},
    };
    await ingestRecordedPhoto(watching, pool, await jpeg(), {
      record: (photo) => repo.insert(owner.id, photo),
      forget: (keys) => repo.deleteDetached(keys),
    });
    expect(rowsWhenWritten).toEqual([1, 1]);
  });

  it('whose files cannot be written leaves no row behind', async () => {
    const owner = await createUser(t.database.db);
    const repo = uploadsRepository(t.database.db);
    const full: PhotoStore = {
      write: async () => {
        throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      },
      remove: async () => {},
    };
    await expect(
      ingestRecordedPhoto(full, pool, await jpeg(), {
        record: (photo) => repo.insert(owner.id, photo),
        forget: (keys) => repo.deleteDetached(keys),
      }),
    ).rejects.toThrow('disk full');
    expect(await t.database.db.select().from(uploads).where(eq(uploads.ownerId, owner.id))).toHaveLength(0);
  });
});

describe('photos an ad lets go of', () => {
  it('keep their rows until their files are gone; the sweep finishes what a crash cut short', async () => {
    const [kept, dropped] = await photos(2);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: seller.cookie },
      payload: carAd('Hyundai Creta SX', 450_000, [kept!.id, dropped!.id]),
    });
    expect(posted.statusCode).toBe(201);
    const id = posted.json<{ id: number }>().id;

    // The process "dies" right after the edit is committed, before any file is removed.
    const dying: PhotoStore = {
      write: async () => {},
      remove: async () => {
        throw new Error('killed');
      },
    };
    const service = ownListingsService(ownListingsRepository(t.database.db), dying);
    await expect(
      service.update(seller.user, id, carAd('Hyundai Creta SX', 440_000, [kept!.id])),
    ).rejects.toThrow('killed');
    const [row] = await rowsOf([dropped!.id]);
    expect(row).toMatchObject({ listingId: null });
    expect(fs.existsSync(file(dropped!.photo.full))).toBe(true);

    // Nobody can take it back meanwhile (its files may be on their way out).
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: seller.cookie },
      payload: carAd('Hyundai Creta SX', 450_000, [dropped!.id]),
    });
    expect(other.statusCode).toBe(400);

    await sweepUploads(uploadsRepository(t.database.db), diskStore(t.config.mediaDir));
    expect(await rowsOf([dropped!.id])).toHaveLength(0);
    expect(fs.existsSync(file(dropped!.photo.full))).toBe(false);
    expect(fs.existsSync(file(dropped!.photo.card))).toBe(false);
    expect(await rowsOf([kept!.id])).toHaveLength(1);
    expect(fs.existsSync(file(kept!.photo.full))).toBe(true);
  });

  it('go with their rows when the ad is deleted', async () => {
    const [photo] = await photos(1);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: seller.cookie },
      payload: carAd('Hyundai Creta SX', 450_000, [photo!.id]),
    });
    const id = posted.json<{ id: number }>().id;
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${id}`,
      headers: { cookie: seller.cookie },
    });
    expect(gone.statusCode).toBe(204);
    expect(await rowsOf([photo!.id])).toHaveLength(0);
    expect(fs.existsSync(file(photo!.photo.full))).toBe(false);
  });
});

it('an ad does not take a draft old enough for the sweep to be removing it', async () => {
  const [old] = await photos(1);
  await t.database.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - UPLOAD_USABLE_MS - 60_000) })
    .where(eq(uploads.id, old!.id));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie: seller.cookie },
    payload: carAd('Hyundai Creta SX', 450_000, [old!.id]),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json<ErrorBody>().error.fields).toHaveProperty('photoIds');
});
