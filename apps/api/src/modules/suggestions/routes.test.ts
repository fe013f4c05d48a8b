import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSuggestions } from '../../db/schema.ts';
import { testApp, type TestApp } from '../../test/app.ts';
import { SUGGESTION_RATE } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

let ip = 1;
const post = (payload: unknown, from = `203.0.113.${ip++}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/suggestions',
    payload: payload as object,
    headers: { 'x-forwarded-for': from },
  });

describe('POST /api/suggestions', () => {
  it('stores the suggestion with its category for the operators', async () => {
    const res = await post({ text: '  Second-hand tractors  ', category: 'motorcyles' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(productSuggestions)
      .orderBy(desc(productSuggestions.id))
      .limit(1);
    expect(row).toMatchObject({
      id: res.json().id,
      text: 'Second-hand tractors',
      category: 'motorcycles',
      userId: null,
    });
  });

  it.each([
    [{ text: 'ab' }, 'text'],
    [{ text: 'x'.repeat(501) }, 'text'],
    [{}, 'text'],
    [{ text: 'Tractors', category: 'spaceships' }, 'category'],
  ])('answers 400 with the field for %j', async (payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
  });

  it('limits how often one address may suggest', async () => {
    const from = '198.51.100.7';
    for (let i = 0; i < SUGGESTION_RATE.max; i++)
      expect((await post({ text: `Idea ${i}` }, from)).statusCode).toBe(201);
    const limited = await post({ text: 'One more idea' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not affected.
    expect((await post({ text: 'Another idea' }, '198.51.100.8')).statusCode).toBe(201);
  });
});
