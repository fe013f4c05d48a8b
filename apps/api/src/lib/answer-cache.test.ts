import { expect, it, vi } from 'vitest';
import { AnswerCache, CacheBook } from './answer-cache.ts';

const SMALL = { name: 'test', max: 10, maxBytes: 1_000_000, sizeOf: () => 1 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load that counts its calls and answers what it is told, when it is told. */
function loads() {
  let calls = 0;
  const pending: Array<(value: string) => void> = [];
  return {
    calls: () => calls,
    load: () => {
      calls++;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    answer: (value: string) => pending.shift()!(value),
  };
}

it('shares one load between concurrent asks and keeps its answer while fresh', async () => {
  const cache = new AnswerCache<string>({ ...SMALL, ttlMs: 1000 });
  const l = loads();
  const asks = [cache.get('cars', l.load), cache.get('cars', l.load)];
  l.answer('v1');
  expect(await Promise.all(asks)).toEqual(['v1', 'v1']);
  expect(await cache.get('cars', l.load)).toBe('v1');
  expect(l.calls()).toBe(1);
});

it('serves a due answer once more while one load renews it, and never one twice its age', async () => {
  const cache = new AnswerCache<string>({ ...SMALL, ttlMs: 100 });
  const l = loads();
  const first = cache.get('cars', l.load);
  l.answer('v1');
  await first;

  await sleep(150);
  // Due: the old answer at once, a renewal behind it.
  expect(await cache.get('cars', l.load)).toBe('v1');
  expect(l.calls()).toBe(2);
  l.answer('v2');
  await vi.waitFor(async () => expect(await cache.get('cars', l.load)).toBe('v2'));

  await sleep(250);
  // Too old to serve: the caller waits for a fresh one.
  const late = cache.get('cars', l.load);
  l.answer('v3');
  expect(await late).toBe('v3');
});

it('keeps nothing a load read before its key was deleted, though its caller gets it', async () => {
  const cache = new AnswerCache<string>({ ...SMALL, ttlMs: 60_000 });
  const l = loads();
  const before = cache.get('ad:1', l.load);
  const joined = cache.get('ad:1', l.load);
  cache.delete('ad:1');
  l.answer('from before');
  expect(await before).toBe('from before');
  // Whoever joined that load reads for themselves.
  await vi.waitFor(() => expect(l.calls()).toBe(2));
  l.answer('after');
  expect(await joined).toBe('after');
  const next = cache.get('ad:1', l.load);
  l.answer('fresh');
  expect(await next).toBe('fresh');
  expect(l.calls()).toBe(3);
});

it('drops what a change names: one key, the keys whose value matches, or all', async () => {
  const cache = new AnswerCache<{ owner: number }>({ ...SMALL, ttlMs: 60_000 });
  for (const [key, owner] of [
    ['a', 1],
    ['b', 2],
    ['c', 1],
  ] as const)
    await cache.get(key, async () => ({ owner }));
  cache.deleteWhere((value) => value.owner === 1);
  expect(cache.size).toBe(1);
  cache.delete('b');
  expect(cache.size).toBe(0);
  await cache.get('d', async () => ({ owner: 3 }));
  cache.clear();
  expect(cache.size).toBe(0);
});

it('with no time to keep, loads every ask', async () => {
  const cache = new AnswerCache<string>({ ...SMALL, ttlMs: 0 });
  let calls = 0;
  for (let i = 0; i < 3; i++) await cache.get('k', async () => String(++calls));
  expect(calls).toBe(3);
});

it('passes a failed load on to its callers and keeps nothing of it', async () => {
  const cache = new AnswerCache<string>({ ...SMALL, ttlMs: 60_000 });
  await expect(cache.get('k', () => Promise.reject(new Error('database away')))).rejects.toThrow(
    'database away',
  );
  expect(await cache.get('k', async () => 'back')).toBe('back');
});

it('keeps answers within their byte budget, each measured with its key and overhead', async () => {
  const book = new CacheBook();
  const cache = new AnswerCache<string>({
    name: 'words',
    ttlMs: 60_000,
    maxBytes: 3 * 200,
    sizeOf: (v) => v.length,
    book,
  });
  for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key.repeat(50));
  // Three answers of about 170 bytes each fit in 600; a fourth pushes out the oldest.
  expect(cache.size).toBe(3);
  await cache.get('d', async () => 'd'.repeat(50));
  expect(cache.size).toBe(3);
  expect(await cache.get('d', async () => 'again')).toBe('d'.repeat(50));
  const [stats] = book.stats();
  expect(stats).toMatchObject({ name: 'words', entries: 3, maxBytes: 600, hits: 1, misses: 4 });
  expect(stats!.bytes).toBeGreaterThan(3 * 150);
  expect(stats!.bytes).toBeLessThanOrEqual(600);
});
