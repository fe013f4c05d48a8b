import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';

// Requests HTTP itself refuses (no Host, an expectation nobody offers, a tunnel) were answered by
// Node in its own words: an empty body, no security headers, or a closed socket. Each is tried
// here byte for byte, as an attacker's client sends it.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  /** Interim answers (100 Continue) before the final one. */
  interim: string[];
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes; the answer read until the server closes the connection. */
function raw(bytes: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      const interim = answer.match(/^HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n/g) ?? [];
      const [head = '', body = ''] = answer.slice(interim.join('').length).split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ interim, status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.on('error', reject);
  });
}

/** The one error body with the API's headers, and no framework code. */
function expectRefusal(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  const body = JSON.parse(answer.body) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).not.toMatch(/FST_|ERR_/);
}

it('refuses an HTTP/1.1 request without a Host in the error body, and lets HTTP/1.0 through', async () => {
  expectRefusal(await raw('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'bad_request');
  expectRefusal(
    await raw(
      'POST /api/auth/login HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    ),
    400,
    'bad_request',
  );
  const old = await raw('GET /api/health HTTP/1.0\r\n\r\n');
  expect(old.status).toBe(200);
  expect(JSON.parse(old.body)).toEqual({ status: 'ok' });
});

it('refuses an expectation other than 100-continue in the error body', async () => {
  for (const expectation of ['100-continueX', 'foo', '200-ok'])
    expectRefusal(
      await raw(
        `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nExpect: ${expectation}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
      ),
      417,
      'expectation_failed',
    );
  expectRefusal(
    await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n'),
    417,
    'expectation_failed',
  );
});

it('still honours Expect: 100-continue', async () => {
  const answer = await raw(
    'GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n',
  );
  expect(answer.interim).toEqual(['HTTP/1.1 100 Continue\r\n\r\n']);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
});

it('refuses CONNECT, to a path or a host, in the error body instead of closing the socket', async () => {
  expectRefusal(await raw('CONNECT /api/health HTTP/1.1\r\nHost: x\r\n\r\n'), 405, 'method_not_allowed');
  expectRefusal(
    await raw('CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n'),
    405,
    'method_not_allowed',
  );
});

it('answers what the parser refuses with the same headers', async () => {
  expectRefusal(
    await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n'),
    400,
    'bad_request',
  );
});
