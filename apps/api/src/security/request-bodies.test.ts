import { BODY_LIMITS, type ErrorBody } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';
import { signedIn } from '../test/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

function post(url: string, payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
}

/** Nothing of the framework's own vocabulary reaches a person: our codes, our words. */
function expectOurWords(body: string) {
  expect(body).not.toMatch(/FST_|fst_err|ERR_/i);
  const { error } = JSON.parse(body) as ErrorBody;
  expect(error.code).toMatch(/^[a-z_]+$/);
  expect(error.message).not.toMatch(/Fastify|content-type parser|Unexpected token|JSON at position/i);
}

describe('request bodies (row C)', () => {
  it('refuses a megabyte of nested arrays unread, as too large', async () => {
    // About 1 MB: 490,000 nested arrays, as the attacker sent them.
    const res = await post('/api/alerts/unsubscribe', `{"token":${nested(490_000)}}`);
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error.code).toBe('too_large');
    expectOurWords(res.body);
  });

  it('refuses deep nesting within the size limit before parsing it', async () => {
    const body = `{"token":${nested(BODY_LIMITS.jsonDepthMax * 100)}}`;
    expect(body.length).toBeLessThan(BODY_LIMITS.jsonBodyMax);
    const res = await post('/api/alerts/unsubscribe', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toMatch(/nest too deeply/);
    // Brackets inside text are text, not nesting.
    const text = await post('/api/alerts/unsubscribe', JSON.stringify({ token: nested(500) }));
    expect(text.json<ErrorBody>().error.message).not.toMatch(/nest too deeply/);
  });

  it('keeps most bodies to a few kilobytes, and lets long text through where people write it', async () => {
    const padding = 'x'.repeat(BODY_LIMITS.jsonBodyMax);
    const small = await post('/api/alerts/unsubscribe', JSON.stringify({ token: padding }));
    expect(small.statusCode).toBe(413);
    expectOurWords(small.body);
    // An ad's description of 2,000 Devanagari characters, every one escaped: a body of about 12 KB
    // more than the default allows, which posting an ad still takes (and checks as usual).
    const { cookie } = await signedIn(t);
    const description = '\\u0915'.repeat(2000);
    const ad = await post(
      '/api/listings',
      `{"category":"cars","title":"A car","description":"${description}","price":1,"filler":"${'y'.repeat(8000)}"}`,
      { cookie },
    );
    expect(ad.statusCode).not.toBe(413);
    expect(ad.statusCode).toBe(400);
  });
});

describe('internal error codes never reach a person', () => {
  it.each([
    ['malformed JSON', () => post('/api/alerts/unsubscribe', '{"token":')],
    ['an empty JSON body', () => post('/api/alerts/unsubscribe', '')],
    [
      'a body of a type no route reads',
      () => post('/api/alerts/unsubscribe', 'x', { 'content-type': 'text/x-unknown' }),
    ],
    ['a prototype key', () => post('/api/alerts/unsubscribe', '{"token":"a","__proto__":{"admin":true}}')],
    [
      'a path that is not valid percent-encoding',
      () => t.app.inject({ method: 'GET', url: '/api/listings/%zz' }),
    ],
    [
      'a parameter past its length',
      () => t.app.inject({ method: 'GET', url: `/api/listings/${'9'.repeat(300)}` }),
    ],
    [
      'a body declared longer than it is',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/alerts/unsubscribe',
          headers: { 'content-type': 'application/json', 'content-length': 'abc' },
          payload: '{}',
        }),
    ],
  ])('%s', async (_what, send) => {
    const res = await send();
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectOurWords(res.body);
  });
});
