import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('legacy answer cache', () => {
  it('shares an answer, then serves it once more while renewing it in the background', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const cache = new AnswerCache<number>(1000, 10);
      let n = 0;
      let release: (() => void) | undefined;
      const load = () =>
        new Promise<number>((resolve) => {
          n++;
          release = () => resolve(n);
        });
      const first = cache.get('a', load);
      release!();
      expect(await first).toBe(1);
      expect(await cache.get('a', load)).toBe(1);
      expect(n).toBe(1);
      vi.setSystemTime(1500);
      // Due: the old answer at once, one renewal started.
      expect(await cache.get('a', load)).toBe(1);
      expect(await cache.get('a', load)).toBe(1);
      expect(n).toBe(2);
      release!();
      await Promise.resolve();
      await Promise.resolve();
      expect(await cache.get('a', load)).toBe(2);
      // Too old to serve: the caller waits for a fresh one.
      vi.setSystemTime(10_000);
      const fresh = cache.get('a', load);
      release!();
      expect(await fresh).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep answers when turned off', async () => {
    const cache = new AnswerCache<number>(0, 10);
    let n = 0;
    await cache.get('a', async () => ++n);
    expect(await cache.get('a', async () => ++n)).toBe(2);
  });
});
