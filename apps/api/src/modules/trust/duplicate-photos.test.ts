import type { CreatedListing, UploadedPhoto } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { carAd } from '../../test/http-visitor.ts';
import { copies, phonePhoto } from '../../test/photos.ts';
import { as } from '../../test/social.ts';
import { upload } from '../../test/uploads.ts';

let t: TestApp;
let original: Awaited<ReturnType<typeof signedIn>>;
let copier: Awaited<ReturnType<typeof signedIn>>;
let originalAd: CreatedListing;

beforeAll(async () => {
  t = await testApp();
  original = await signedIn(t, { name: 'Original Seller' });
  copier = await signedIn(t, { name: 'Copying Seller' });
  originalAd = await post(original.cookie, 'Hyundai Creta SX, my own photos', [await phonePhoto(101)]);
});
afterAll(() => t.close());

async function post(cookie: string, title: string, photos: Buffer[]): Promise<CreatedListing> {
  const ids: number[] = [];
  for (const photo of photos) ids.push((await upload(t, cookie, photo)).json<UploadedPhoto>().id);
  const res = await as(t, cookie).post('/api/listings', carAd(title, 900_000, ids));
  expect(res.status).toBe(201);
  return res.body as CreatedListing;
}

const reportsAbout = (listingId: number) =>
  t.database.db.select().from(reports).where(eq(reports.listingId, listingId));

describe('duplicate and stolen photos', () => {
  it("sends an ad with another seller's photo (resized and recompressed) to moderation, beside the original", async () => {
    const photo = await copies.resized(await phonePhoto(101));
    const copy = await post(copier.cookie, 'Creta SX cheap', [await phonePhoto(102), photo]);
    expect(copy.duplicateOf).toEqual([]);
    const [report] = await reportsAbout(copy.id);
    expect(report).toMatchObject({
      reason: 'duplicate_photos',
      reporterId: null,
      relatedListingId: originalAd.id,
      status: 'open',
    });
  });

  it('leaves an ad with different photos of the same model alone', async () => {
    const own = await post(copier.cookie, 'Creta SX, photos taken today', [await phonePhoto(103)]);
    expect(own.duplicateOf).toEqual([]);
    expect(await reportsAbout(own.id)).toEqual([]);
  });

  it('tells a seller reposting their own ad that it looks like their earlier one', async () => {
    const first = await post(original.cookie, 'Honda City ZX 2017', [await phonePhoto(105)]);
    const repost = await post(original.cookie, 'Honda City ZX 2017 again', [
      await copies.brighter(await phonePhoto(105)),
    ]);
    expect(repost.duplicateOf).toEqual([{ id: first.id, category: 'cars', title: 'Honda City ZX 2017' }]);
    expect(await reportsAbout(repost.id)).toEqual([]);
  });

  it('checks photos added on edit', async () => {
    const plain = await post(copier.cookie, 'Creta, one photo', [await phonePhoto(104)]);
    const keep = (await as(t, copier.cookie).get(`/api/me/listings/${plain.id}`)).body.photos[0].id;
    const stolen = (
      await upload(t, copier.cookie, await copies.recompressed(await phonePhoto(101)))
    ).json<UploadedPhoto>();
    const edit = { ...carAd('Creta, one photo', 900_000, [keep, stolen.id]), category: undefined };
    const edited = await as(t, copier.cookie).patch(`/api/listings/${plain.id}`, edit);
    expect(edited.status).toBe(200);
    expect(await reportsAbout(plain.id)).toHaveLength(1);
  });
});
