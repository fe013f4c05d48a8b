import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../app.ts';
import { freePort, startApiProcess, type ApiProcess } from '../test/api-process.ts';
import { testApp } from '../test/app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-shutdown-'));
const logFile = path.join(dataDir, 'server.log');
let api: ApiProcess | undefined;
afterAll(async () => {
  await api?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A request whose body never finishes arriving: headers and a few bytes, then nothing. */
function stalledRequest(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/alerts/unsubscribe HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"token":"',
      );
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

describe('no request can hold the server (row A)', () => {
  it('gives every request a time limit to arrive in', async () => {
    const t = await testApp();
    try {
      expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
      expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    } finally {
      await t.close();
    }
  });

  it('ends on SIGTERM whatever a request is doing, non-zero and saying why', async () => {
    const port = await freePort();
    api = await startApiProcess({ port, dataDir, logFile });
    const socket = await stalledRequest(port);
    // The request is under way: the server has read its headers and waits for the body.
    await new Promise((r) => setTimeout(r, 300));
    const code = await api.stop();
    socket.destroy();
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(fs.readFileSync(logFile, 'utf8')).toMatch(/stopped without finishing its shutdown: SIGTERM/);
  }, 200_000);
});
