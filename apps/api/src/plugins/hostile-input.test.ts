import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';
import { jpeg, multipart } from '../test/uploads.ts';

// Cases the fuzzer (src/fuzz) found answering 500, kept as plain regression tests.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await testApp();
  cookie = (await signedIn(t)).cookie;
});
afterAll(() => t.close());

describe('text the database cannot store', () => {
  it('a NUL in a body field is a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      payload: { text: 'a\u0000b, a fine thing to sell' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ text: 'Contains a character that is not allowed' });
  });

  it('a NUL in a search is a 400', async () => {
    for (const url of ['/api/listings?q=%00abc', '/api/search/suggest?q=ab%00c']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.fields).toHaveProperty('q');
    }
  });

  it('half a surrogate pair in a name is a 400 (PostgreSQL JSON refuses "\\udfff")', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Anil\\udfff","email":"anil@example.in","password":"correct horse battery"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('name');
  });

  it('emoji, Devanagari and right-to-left text are ordinary text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      payload: { text: 'नमस्ते 😀 \u202Eمرحبا' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('the router refusing a path', () => {
  it('answers a bad percent-encoding and an over-long id in the error shape', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/listings/%zz' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'bad_url', message: 'This address is not valid' } });
    expect(bad.headers['content-security-policy']).toContain("default-src 'none'");
    const long = await t.app.inject({ method: 'PATCH', url: `/api/listings/${'1'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toBe('too_long');
    // A GET past the router's parameter length is the API's own 404, with or without the pages'
    // catch-all mounted.
    const longGet = await t.app.inject({ method: 'GET', url: `/api/listings/${'1'.repeat(300)}` });
    expect(longGet.statusCode).toBe(404);
    expect(longGet.json().error.code).toBe('not_found');
    expect(longGet.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('a broken upload', () => {
  it('is a 400, whatever is wrong with the multipart framing', async () => {
    const good = multipart(await jpeg(64, 48));
    const boundary = good.headers['content-type'].split('boundary=')[1]!;
    const cases = [
      { 'content-type': 'multipart/form-data' }, // no boundary
      { 'content-type': 'multipart/form-data; boundary=other' },
    ];
    for (const headers of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...headers, cookie },
        payload: good.payload,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(400);
      expect(res.json().error.fields).toHaveProperty('file');
    }
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
      payload: good.payload.subarray(0, 120),
    });
    expect(truncated.statusCode).toBe(400);
  });
});

describe('a value that breaks the validator itself', () => {
  // A "string" field given an object whose `length` cannot be compared: zod's length check runs on it
  // anyway and throws, which Fastify would answer as a 500.
  it('is a 400 naming the part of the request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      payload: { text: { toString: 0, length: { toString: 'x' } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid', fields: { body: 'Not valid' } });
  });
});
