import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { expect, it } from 'vitest';
import type { RateLimitRepository } from './rate-limit-repository.ts';
import { databaseStore } from './rate-limit-store.ts';

/** A repository that counts in memory, and how often the database was asked. */
function countingRepo() {
  const counts = new Map<string, number>();
  let writes = 0;
  const repo = {
    async hit(key: string) {
      writes++;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { current: counts.get(key)!, ttl: 60_000 };
    },
    async read(key: string) {
      return { current: counts.get(key) ?? 0, ttl: 60_000 };
    },
    async sweep() {},
  } as unknown as RateLimitRepository;
  return { repo, writes: () => writes };
}

const incr = (store: FastifyRateLimitStore, key: string, max: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    (
      store.incr as (
        k: string,
        cb: (e: Error | null, r?: { current: number; ttl: number }) => void,
        w: number,
        m: number,
      ) => void
    )(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, max),
  );

it('refuses a key past its limit without asking the database again until its window ends', async () => {
  const { repo, writes } = countingRepo();
  const Store = databaseStore(repo);
  const store = new Store({});
  for (let i = 1; i <= 4; i++) expect((await incr(store, 'flooder', 3)).current).toBe(i);
  expect(writes()).toBe(4);
  for (let i = 5; i <= 50; i++) {
    const counted = await incr(store, 'flooder', 3);
    expect(counted.current).toBe(i);
    expect(counted.ttl).toBeGreaterThan(0);
  }
  expect(writes()).toBe(4);
  // Others are counted as before.
  expect((await incr(store, 'someone-else', 3)).current).toBe(1);
  expect(writes()).toBe(5);
});
