import fs from 'node:fs';
import path from 'node:path';
import type { ErrorBody, UploadedPhoto } from '@bazaar/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/auth.ts';
import { cameraJpeg } from '../../test/photos.ts';
import { jpeg, upload } from '../../test/uploads.ts';
import { diskStore } from './store.ts';
import { sweepUploads, UPLOAD_TTL_MS } from './sweep.ts';
import { uploadsRepository } from './uploads-repository.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await testApp();
  ({ cookie } = await signedIn(t));
});
afterAll(() => t.close());

const file = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));

describe('POST /api/uploads', () => {
  it('asks who is uploading', async () => {
    const res = await upload(t, '');
    expect(res.statusCode).toBe(401);
  });

  it('stores WebP variants, upright, with no EXIF or GPS left', async () => {
    // A portrait photo lying on its side, as phones store them, with camera and GPS tags.
    const original = await cameraJpeg({ width: 1600, height: 1200, background: '#3a7', orientation: 6 });
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Camera');
    expect(before.orientation).toBe(6);

    const res = await upload(t, cookie, original);
    expect(res.statusCode).toBe(201);
    const { id, photo } = res.json<UploadedPhoto>();
    expect(id).toBeGreaterThan(0);
    expect(photo).toMatchObject({ fullWidth: 1200, fullHeight: 1600, cardWidth: 400, cardHeight: 533 });
    for (const url of [photo.card, photo.full]) {
      const meta = await sharp(fs.readFileSync(file(url))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('takes PNG and WebP too', async () => {
    const png = await sharp(await jpeg())
      .png()
      .toBuffer();
    const webp = await sharp(await jpeg())
      .webp()
      .toBuffer();
    expect((await upload(t, cookie, png, 'a.png', 'image/png')).statusCode).toBe(201);
    expect((await upload(t, cookie, webp, 'a.webp', 'image/webp')).statusCode).toBe(201);
  });

  it.each([
    ['text named .jpg', Buffer.from('hello, this is not a photo at all')],
    [
      'an SVG named .jpg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])],
  ])('refuses %s by its content', async (_, bytes) => {
    const res = await upload(t, cookie, bytes, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.error.message).toMatch(/JPEG, PNG or WebP/);
    expect(body.error.fields?.file).toBeDefined();
  });

  it('takes HEIF files sharp can read (AVIF here) and says so plainly for HEIC it cannot', async () => {
    const avif = await sharp(await jpeg())
      .avif({ effort: 0 })
      .toBuffer();
    expect((await upload(t, cookie, avif, 'IMG_0001.heic', 'image/heic')).statusCode).toBe(201);
    // This build of libvips has no HEVC decoder: a real iPhone HEIC is refused with its own message.
    const heic = Buffer.concat([
      Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    const res = await upload(t, cookie, heic, 'IMG_0002.heic', 'image/heic');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({
      message: expect.stringMatching(/HEIC/),
      fields: { file: 'heic_unreadable' },
    });
  });

  it('refuses a photo whose header reads but whose pixels are cut short, with the photo message', async () => {
    const whole = await jpeg(640, 480);
    const res = await upload(t, cookie, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.fields).toEqual({ file: 'unreadable' });
  });

  it('refuses a file over 15 MB with a clear message', async () => {
    const big = Buffer.alloc(16 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await upload(t, cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error).toMatchObject({ code: 'too_large', fields: { file: 'too_large' } });
  });

  it('takes a 14 MB photo', async () => {
    // Noise does not compress: a big, real JPEG just under the limit.
    const big = await sharp({
      create: {
        width: 3000,
        height: 2500,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    expect(big.length).toBeLessThan(15 * 1024 * 1024);
    expect((await upload(t, cookie, big)).statusCode).toBe(201);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie },
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the sweep of uploads no ad uses', () => {
  it('deletes rows and files older than a day, keeps the rest', async () => {
    const old = (await upload(t, cookie)).json<UploadedPhoto>();
    const fresh = (await upload(t, cookie)).json<UploadedPhoto>();
    const db = t.database.db;
    await db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - UPLOAD_TTL_MS - 60_000) })
      .where(eq(uploads.id, old.id));

    const removed = await sweepUploads(uploadsRepository(db), diskStore(t.config.mediaDir));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(uploads).where(eq(uploads.id, old.id))).toHaveLength(0);
    expect(fs.existsSync(file(old.photo.card))).toBe(false);
    expect(fs.existsSync(file(old.photo.full))).toBe(false);
    expect(await db.select().from(uploads).where(eq(uploads.id, fresh.id))).toHaveLength(1);
    expect(fs.existsSync(file(fresh.photo.full))).toBe(true);
  });
});
