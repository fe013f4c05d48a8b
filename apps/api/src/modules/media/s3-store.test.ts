import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ChatMessage, CreatedListing, UploadedPhoto } from '@bazaar/shared';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { jpeg, multipart, upload } from '../../test/uploads.ts';

// A real S3 API (s3rver, on 127.0.0.1) behind the same PhotoStore: upload, serve, delete.
let s3dir: string;
let server: S3rver;
let endpoint: string;
let t: TestApp;
let cookie: string;
let client: S3Client;

beforeAll(async () => {
  s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'photos' }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  t = await testApp({
    S3_BUCKET: 'photos',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_PREFIX: 'media/',
  });
  client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  ({ cookie } = await signedIn(t));
});

afterAll(async () => {
  await t?.close();
  await server?.close();
  fs.rmSync(s3dir, { recursive: true, force: true });
});

const keyOf = (url: string) => `media/${url.replace(/^\/media\//, '')}`;

async function exists(url: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: 'photos', Key: keyOf(url) }));
    return true;
  } catch {
    return false;
  }
}

describe('photos on S3-compatible storage', () => {
  it('stores the variants in the bucket, without metadata, and serves them under /media/', async () => {
    const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a52' } })
      .jpeg()
      .withExifMerge({ IFD0: { Make: 'Phone', Model: 'Camera' } })
      .toBuffer();
    const res = await upload(t, cookie, original);
    expect(res.statusCode).toBe(201);
    const { photo } = res.json<UploadedPhoto>();

    const object = await client.send(new GetObjectCommand({ Bucket: 'photos', Key: keyOf(photo.full) }));
    const stored = Buffer.from(await object.Body!.transformToByteArray());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 900 });
    expect(meta.exif).toBeUndefined();
    // Nothing went to the local disk.
    expect(fs.existsSync(path.join(t.config.mediaDir, photo.full.replace('/media/', '')))).toBe(false);

    // A draft is its owner's alone until it is on a public ad.
    expect((await t.app.inject({ method: 'GET', url: photo.card })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: photo.card, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(served.headers['cache-control']).toBe('private, max-age=300');
    const etag = String(served.headers.etag);
    expect(
      (await t.app.inject({ method: 'GET', url: photo.card, headers: { cookie, 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);

    expect(
      (await t.app.inject({ method: 'GET', url: '/media/zz/AAAAAAAAAAAAAAAA-card.webp' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/ab/..%2F..%2Fsecret-card.webp' })).statusCode,
    ).toBe(404);
  });

  it("deletes an ad's photos from the bucket", async () => {
    const { photo, id } = (await upload(t, cookie)).json<UploadedPhoto>();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie },
      payload: {
        category: 'books',
        title: 'Wings of Fire, first edition',
        description: 'Read once.',
        price: 300,
        attributes: { condition: 'Good' },
        state: 'delhi',
        city: 'delhi',
        photoIds: [id],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await exists(photo.full)).toBe(true);
    // On a public ad: anyone's, and pages on other origins (the original client) may show it.
    const shown = await t.app.inject({ method: 'GET', url: photo.full });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(shown.headers['cache-control']).toBe('public, max-age=300');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${created.json<CreatedListing>().id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(204);
    expect(await exists(photo.full)).toBe(false);
    expect(await exists(photo.card)).toBe(false);
  });

  it('serves chat photos from the bucket at their private address only', async () => {
    const seller = await signedIn(t, { name: 'Bucket Seller' });
    const ad = await createListing(t.database.db, seller.user.id);
    const chat = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${ad.id}/conversation`,
      headers: { cookie },
    });
    const conversationId = chat.json<{ id: number }>().id;
    const form = multipart(await jpeg(300, 200));
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/photos`,
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    expect(up.statusCode).toBe(201);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie },
      payload: { photoIds: [up.json<UploadedPhoto>().id] },
    });
    const { card } = sent.json<ChatMessage>().photos[0]!;
    const file = card.split('/photos/')[1]!;
    expect(await exists(`/media/${file}`)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: card, headers: { cookie: seller.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const stranger = await signedIn(t, { name: 'Bucket Stranger' });
    expect(
      (await t.app.inject({ method: 'GET', url: card, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/${file}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });
});
