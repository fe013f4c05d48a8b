import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { createListing, createUser } from '../test/factories.ts';
import { pickEncoding } from './compression.ts';

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    const seller = await createUser(t.database.db);
    for (let i = 0; i < 12; i++) await createListing(t.database.db, seller.id);
  });
  afterAll(() => t.close());

  const list = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/listings?category=cars&limit=12',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('gives the same JSON in brotli or gzip, smaller, and says it varies by encoding', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await list('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers and clients that accept no compression alone', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    const identity = await list('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().items).toHaveLength(12);
  });
});
