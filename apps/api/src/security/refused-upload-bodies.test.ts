import net from 'node:net';
import type { ErrorBody } from '@bazaar/shared';
import { LIMITS } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_RATE } from '../modules/media/upload-limits.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { postHead, rawClient } from '../test/raw-http.ts';

let t: TestApp;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  cookie = (await signedIn(t)).cookie;
  // This address's uploads used up (refused as signed out, but counted, as a flood would be).
  for (let i = 0; i < UPLOAD_RATE.perAddress.max; i++)
    await t.app.inject({ method: 'POST', url: '/api/uploads', remoteAddress: '127.0.0.1' });
});
afterAll(() => t.close());

const BODY_BYTES = 8 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const uploadHead = (length = BODY_BYTES) =>
  postHead(port, '/api/uploads', length, { 'content-type': 'multipart/form-data; boundary=xyz', cookie });

describe('a refused upload (row 4)', () => {
  it('is answered before its body is sent, then the body is dropped unparsed and the connection kept', async () => {
    const client = rawClient(port);
    await client.write(uploadHead());
    // Nothing of the body has been sent: the refusal cannot have come from reading it.
    const refused = await client.answer();
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(JSON.parse(refused.body).error.message).toMatch(/uploaded many photos/);
    for (let sent = 0; sent < BODY_BYTES; sent += CHUNK.length) await client.write(CHUNK);
    // The same connection serves the next request: the body was taken off it whole, not cut off.
    await client.write(`GET /api/health HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n\r\n`);
    expect((await client.answer()).status).toBe(200);
    client.close();
  });

  it('reaches a client that reads the answer only once its slow upload is sent, as browsers do', async () => {
    const client = rawClient(port);
    client.socket.pause();
    await client.write(uploadHead());
    // A phone on a slow network: the body takes a few seconds to go out.
    for (let sent = 0; sent < BODY_BYTES; sent += CHUNK.length) {
      await client.write(CHUNK);
      await new Promise((r) => setTimeout(r, 25));
    }
    client.socket.resume();
    const answer = await client.answer();
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body).error.code).toBe('rate_limited');
    client.close();
  });

  it('reaches fetch with its message and when to try again', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(BODY_BYTES, 0xff)], { type: 'image/jpeg' }), 'photo.jpg');
    const url = `http://127.0.0.1:${port}`;
    const res = await fetch(`${url}/api/uploads`, {
      method: 'POST',
      headers: { cookie, origin: url },
      body: form,
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as ErrorBody).error.message).toMatch(/Please wait \d+ minutes/);
  });

  it('that says it is larger than a photo is answered 413 before anything of it is read', async () => {
    const client = rawClient(port);
    await client.write(uploadHead(LIMITS.photoBytesMax + 1024 * 1024));
    const answer = await client.answer();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe('A photo can be at most 15 MB');
    client.close();
  });
});
