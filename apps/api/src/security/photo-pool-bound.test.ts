import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { postHead, rawClient } from '../test/raw-http.ts';
import { upload } from '../test/uploads.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  // One photo made at a time and one waiting, at most.
  t = await testApp({ PHOTO_WORKERS: '1', PHOTO_QUEUE: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** A 12 MP photo of noise: slow to decode and encode, so the pool stays busy with it a while. */
const bigPhoto = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#5a7896',
      noise: { type: 'gaussian', sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

describe('the photo pool (row 4)', () => {
  // Photos are made at low priority: on a busy machine they take their time.
  it('answers 503 with Retry-After, before the body is read, while it is full; then takes photos again', async () => {
    const { cookie } = await signedIn(t);
    const photo = await bigPhoto();
    const busy = [t.app.photos.prepareUpload(photo), t.app.photos.prepareUpload(photo)];
    expect(t.app.photos.full()).toBe(true);

    const client = rawClient(port);
    await client.write(
      postHead(port, '/api/uploads', photo.length + 200, {
        'content-type': 'multipart/form-data; boundary=xyz',
        cookie,
      }),
    );
    const answer = await client.answer();
    expect(answer.status).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    const { error } = JSON.parse(answer.body);
    expect(error.code).toBe('busy');
    expect(error.message).toBe('Bazaar is busy preparing photos. Please try this one again in a minute.');
    client.close();

    await Promise.all(busy);
    expect(t.app.photos.full()).toBe(false);
    expect((await upload(t, cookie)).statusCode).toBe(201);
  }, 120_000);
});
