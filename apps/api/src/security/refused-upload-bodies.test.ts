import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_RATE } from '../modules/media/upload-limits.ts';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const BODY_BYTES = 8 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

/**
 * Sends an 8 MB upload over a real connection, a chunk at a time, and reports the answer's status
 * and how much of the body had been written when the server closed the connection (all of it when
 * the server read the whole body instead).
 */
function upload(headers: Record<string, string>): Promise<{ status: number; writtenWhenClosed: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let written = 0;
    let closedAt: number | undefined;
    const finish = () =>
      resolve({ status: Number(answer.split(' ')[1]), writtenWhenClosed: closedAt ?? written });
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('end', () => (closedAt ??= written));
    socket.on('close', finish);
    socket.on('error', () => (closedAt ??= written));
    const head =
      `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      Object.entries({
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': String(BODY_BYTES),
        ...headers,
      })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      '\r\n';
    socket.write(head);
    const more = () => {
      while (written < BODY_BYTES && closedAt === undefined && !socket.destroyed) {
        written += CHUNK.length;
        if (!socket.write(CHUNK)) return void socket.once('drain', more);
      }
      // All sent: the server would now answer and keep the connection; end it from this side.
      if (closedAt === undefined) socket.end();
    };
    // Give the server a moment to answer before the body, as a slow mobile upload would.
    setTimeout(more, 200);
  });
}

describe('refused uploads are not read (row 4)', () => {
  it('closes the connection of a signed-out upload without reading its body', async () => {
    const { status, writtenWhenClosed } = await upload({});
    expect(status).toBe(401);
    expect(writtenWhenClosed).toBeLessThan(BODY_BYTES);
  });

  it('counts the upload rate before the body and does not read a refused one', async () => {
    const { cookie } = await signedIn(t);
    // The address's uploads used up (refused as signed out, but counted, as a flood would).
    for (let i = 0; i < UPLOAD_RATE.perAddress.max; i++)
      await t.app.inject({ method: 'POST', url: '/api/uploads', remoteAddress: '127.0.0.1' });
    const { status, writtenWhenClosed } = await upload({ cookie });
    expect(status).toBe(429);
    expect(writtenWhenClosed).toBeLessThan(BODY_BYTES);
  });
});
