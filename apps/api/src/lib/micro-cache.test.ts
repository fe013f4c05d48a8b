import { describe, expect, it, vi } from 'vitest';
import { MicroCache } from './micro-cache.ts';

describe('MicroCache', () => {
  it('answers concurrent requests for one key with a single load', async () => {
    const cache = new MicroCache<number>(1000, 10);
    const load = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return 42;
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(answers.every((a) => a === 42)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the entry expires, and never caches a failure', async () => {
    vi.useFakeTimers();
    try {
      const cache = new MicroCache<string>(100, 10);
      let n = 0;
      const load = async () => `v${++n}`;
      expect(await cache.get('k', load)).toBe('v1');
      expect(await cache.get('k', load)).toBe('v1');
      vi.advanceTimersByTime(101);
      expect(await cache.get('k', load)).toBe('v2');
      await expect(cache.get('bad', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
        'db down',
      );
      expect(await cache.get('bad', load)).toBe('v3');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most maxEntries keys and is off with a zero ttl', async () => {
    const cache = new MicroCache<number>(10_000, 2);
    const load = vi.fn(async () => 1);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load); // evicted as the oldest, so loaded again
    expect(load).toHaveBeenCalledTimes(4);
    const off = new MicroCache<number>(0, 2);
    const direct = vi.fn(async () => 1);
    await off.get('a', direct);
    await off.get('a', direct);
    expect(direct).toHaveBeenCalledTimes(2);
  });
});
