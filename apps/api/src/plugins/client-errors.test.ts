import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';

// Requests the HTTP parser refuses never reach a route: they are answered by clientErrors, in the
// one error body every refusal has.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and gives whatever comes back before the server closes the connection. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

it('answers a broken request and headers past the limit in the error shape', async () => {
  const broken = await raw(
    'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n',
  );
  expect(broken).toMatch(/^HTTP\/1.1 400/);
  expect(JSON.parse(broken.split('\r\n\r\n')[1]!)).toEqual({
    error: { code: 'bad_request', message: 'This request is not valid' },
  });
  const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(huge).toMatch(/^HTTP\/1.1 431/);
  expect(JSON.parse(huge.split('\r\n\r\n')[1]!).error.code).toBe('headers_too_large');
});
