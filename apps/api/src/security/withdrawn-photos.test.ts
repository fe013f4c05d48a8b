import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedPhoto } from '@bazaar/shared';
import { listingPhotos, listings, users } from '../db/schema.ts';
import type { ListingStatus } from '@bazaar/shared';
import { signedInStaff } from '../modules/moderation/test-staff.ts';
import { MEDIA_PREFIX, fullFile, cardFile } from '../modules/media/urls.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { addPhotos, createListing } from '../test/factories.ts';
import { upload } from '../test/uploads.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let operator: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await testApp();
  seller = await signedIn(t, { name: 'Photo Seller' });
  stranger = await signedIn(t, { name: 'Curious Stranger' });
  operator = await signedInStaff(t, 'operator');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

async function adWithPhoto(status: ListingStatus = 'active') {
  const ad = await createListing(t.database.db, seller.user.id);
  await addPhotos(t.database.db, t.config.mediaDir, ad.id, 1);
  const [photo] = await t.database.db.select().from(listingPhotos).where(eq(listingPhotos.listingId, ad.id));
  await t.database.db.update(listings).set({ status }).where(eq(listings.id, ad.id));
  return { ad, url: MEDIA_PREFIX + fullFile(photo!.key), card: MEDIA_PREFIX + cardFile(photo!.key) };
}

const cachedForAYear = (res: LightMyRequestResponse) =>
  /immutable|max-age=31536000/.test(String(res.headers['cache-control']));

describe('photos follow their ad', () => {
  it('a public ad’s photo is public, cached minutes (not a year) and revalidated by ETag', async () => {
    const { url } = await adWithPhoto();
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(cachedForAYear(res)).toBe(false);
    expect(res.headers.etag).toBeTruthy();
    expect((await get(url, undefined, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('sold ads keep their photos public', async () => {
    const { url } = await adWithPhoto('sold');
    expect((await get(url)).statusCode).toBe(200);
  });

  for (const status of ['held', 'taken_down', 'removed', 'suspended'] as const) {
    it(`a ${status} ad’s photos answer 404 to all but its seller and staff`, async () => {
      const { url, card } = await adWithPhoto(status);
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(card)).statusCode).toBe(404);
      expect((await get(url, stranger.cookie)).statusCode).toBe(404);
      for (const cookie of [seller.cookie, operator.cookie]) {
        const res = await get(url, cookie);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toMatch(/^private/);
        expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      }
    });
  }

  it('a suspended seller’s photos go with them', async () => {
    const owner = await signedIn(t);
    const ad = await createListing(t.database.db, owner.user.id);
    await addPhotos(t.database.db, t.config.mediaDir, ad.id, 1);
    const [photo] = await t.database.db
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, ad.id));
    const url = MEDIA_PREFIX + cardFile(photo!.key);
    await t.app.changes.heard();
    expect((await get(url)).statusCode).toBe(200);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.user.id));
    // Written straight to the database: this process hears of it as every other process would.
    await t.app.changes.heard();
    expect((await get(url)).statusCode).toBe(404);
  });

  it('a draft upload is its owner’s until it is on a public ad', async () => {
    const res = await upload(t, seller.cookie);
    const { photo } = res.json<UploadedPhoto>();
    expect((await get(photo.card, seller.cookie)).statusCode).toBe(200);
    expect((await get(photo.card)).statusCode).toBe(404);
    expect((await get(photo.card, stranger.cookie)).statusCode).toBe(404);
  });

  it('a name that no photo has answers 404', async () => {
    expect((await get('/media/zz/AAAAAAAAAAAAAAAA-card.webp')).statusCode).toBe(404);
    expect((await get('/media/../secret')).statusCode).toBe(404);
  });
});
