import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabase } from '../test/database.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { rateLimitRepository } from './rate-limit-repository.ts';

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

const writes = async (key: string) => {
  const [row] = await database.db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return row?.hits;
};

it('refuses a key past its limit from memory for a moment, still counting, with the real window', async () => {
  const repo = rateLimitRepository(database.db);
  for (let i = 1; i <= 4; i++) expect((await repo.hit('flood:1', 60_000, 3)).current).toBe(i);
  for (let i = 5; i <= 40; i++) {
    const counted = await repo.hit('flood:1', 60_000, 3);
    expect(counted.current).toBe(i);
    // Retry-After tells the window's real end, not the moment the memory keeps it.
    expect(counted.ttl).toBeGreaterThan(50_000);
  }
  // The database was written four times, not forty.
  expect(Number(await writes('flood:1'))).toBe(4);
});

it('forgets a key it refused when its counters are forgotten (a password reset)', async () => {
  const repo = rateLimitRepository(database.db);
  for (let i = 0; i < 5; i++) await repo.hit('login-wrong:asha@example.in|', 60_000, 3);
  await repo.forget('login-wrong:asha@example.in|');
  expect((await repo.hit('login-wrong:asha@example.in|', 60_000, 3)).current).toBe(1);
});
