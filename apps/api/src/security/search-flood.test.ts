import { RATE_LIMITS } from '@bazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../test/app.ts';

// Row A: twelve random words with sort=relevance, eight at a time, took everyone else's list from
// 10 ms to 1.6 s, and one address was answered 30 searches a second. Searches by text are now
// counted per address (generous for a person); plain lists are not.
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
const words = (i: number) =>
  Array.from({ length: 12 }, (_, j) => `zq${(i * 12 + j).toString(36)}xv`).join('+');
const MAX = RATE_LIMITS.searchesPerIp.max;

describe('a flood of searches', () => {
  it('answers one address a person’s share of searches, then 429 with when to try again', async () => {
    const flooder = '203.0.113.90';
    for (let i = 0; i < MAX; i++)
      expect((await get(`/api/listings?q=${words(i)}&sort=relevance`, flooder)).statusCode).toBe(200);
    const refused = await get(`/api/listings?q=${words(MAX)}&sort=relevance`, flooder);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The json-server searches are the same searches, counted together.
    expect((await get('/api/legacy/cars?q=swift', flooder)).statusCode).toBe(429);
    expect((await get('/api/legacy/cars?brand_like=maruti', flooder)).statusCode).toBe(429);
    // Lists without text are not searches; others' searches are their own.
    expect((await get('/api/listings?sort=newest', flooder)).statusCode).toBe(200);
    expect((await get('/api/legacy/cars?_page=1', flooder)).statusCode).toBe(200);
    expect((await get(`/api/listings?q=${words(0)}`, '198.51.100.7')).statusCode).toBe(200);
  });

  it('counts json-server searches by q and _like too', async () => {
    const flooder = '203.0.113.91';
    for (let i = 0; i < MAX; i++) {
      const url = i % 2 ? `/api/legacy/cars?q=w${i}` : `/api/legacy/mobile?brand_like=b${i}`;
      expect((await get(url, flooder)).statusCode).toBe(200);
    }
    expect((await get('/api/legacy/cars?q=swift', flooder)).statusCode).toBe(429);
    expect((await get('/api/listings?q=swift', flooder)).statusCode).toBe(429);
  });

  it('limits the search box’s completions by their own count, without using up searches', async () => {
    const flooder = '203.0.113.92';
    const most = RATE_LIMITS.suggestionsPerIp.max;
    for (let i = 0; i < most; i++)
      expect((await get(`/api/search/suggest?q=zq${i.toString(36)}`, flooder)).statusCode).toBe(200);
    const refused = await get('/api/search/suggest?q=swift', flooder);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/listings?q=swift', flooder)).statusCode).toBe(200);
  });
});
