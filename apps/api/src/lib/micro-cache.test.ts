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

describe('MicroCache serving stale answers while renewing', () => {
  it('shares an answer, then serves it once more while renewing it in the background', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const cache = new MicroCache<number>(1000, 10, { serveStaleWhileRenewing: true });
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
    const cache = new MicroCache<number>(0, 10, { serveStaleWhileRenewing: true });
    let n = 0;
    await cache.get('a', async () => ++n);
    expect(await cache.get('a', async () => ++n)).toBe(2);
  });
});

describe('MicroCache forgetting after a change', () => {
  it('reads afresh after forget, and does not keep a load that was running when forgotten', async () => {
    const cache = new MicroCache<string>(60_000, 10, { serveStaleWhileRenewing: true });
    expect(await cache.get('a', async () => 'before')).toBe('before');
    expect(await cache.get('b', async () => 'other')).toBe('other');

    let release: ((v: string) => void) | undefined;
    cache.forget('a');
    // A load begun before a second change: whoever asked gets it, the cache does not keep it.
    const early = cache.get('a', () => new Promise<string>((r) => (release = r)));
    cache.forget('a');
    expect(await cache.get('a', async () => 'after')).toBe('after');
    release!('from before the change');
    expect(await early).toBe('from before the change');
    expect(await cache.get('a', async () => 'not asked')).toBe('after');
    // Only the key forgotten was dropped.
    expect(await cache.get('b', async () => 'not asked')).toBe('other');

    cache.forgetAll();
    expect(await cache.get('b', async () => 'renewed')).toBe('renewed');
  });
});

describe('MicroCache peek', () => {
  it('gives what get would give at once: none before a load, none when due and not being renewed, none after forget', async () => {
    vi.useFakeTimers();
    try {
      const cache = new MicroCache<string | null>(100, 10, { serveStaleWhileRenewing: true });
      expect(cache.peek('k')).toBeUndefined();
      await cache.get('k', async () => 'v1');
      expect(cache.peek('k')).toBe('v1');
      // A kept "nothing there" is an answer too.
      await cache.get('none', async () => null);
      expect(cache.peek('none')).toBeNull();
      vi.advanceTimersByTime(101);
      // Due: only get starts its renewal, so peek leaves it to get.
      expect(cache.peek('k')).toBeUndefined();
      let renewed!: (v: string) => void;
      const renewals: boolean[] = [];
      const load = (renewal: boolean) => {
        renewals.push(renewal);
        return new Promise<string>((r) => (renewed = r));
      };
      expect(await cache.get('k', load)).toBe('v1');
      expect(renewals).toEqual([true]);
      // While the renewal runs, get serves the old answer without waiting, and so does peek.
      expect(cache.peek('k')).toBe('v1');
      renewed('v2');
      await vi.runAllTimersAsync();
      expect(cache.peek('k')).toBe('v2');
      // Too old to serve: peek says nothing even while it is being loaded again.
      vi.advanceTimersByTime(201);
      const again = cache.get('k', load);
      expect(renewals).toEqual([true, false]);
      expect(cache.peek('k')).toBeUndefined();
      renewed('v3');
      expect(await again).toBe('v3');
      cache.forget('k');
      expect(cache.peek('k')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MicroCache expiry', () => {
  it('lets answers made a few milliseconds apart come due together, never later than the share time', async () => {
    vi.useFakeTimers({ now: 1_000_003 });
    try {
      const cache = new MicroCache<string>(1000, 10, { serveStaleWhileRenewing: true });
      await cache.get('a', async () => 'A');
      vi.advanceTimersByTime(40);
      await cache.get('b', async () => 'B');
      // a was made at …003 and b at …043: both are due on the same 100 ms mark (…1000).
      vi.setSystemTime(1_000_999);
      expect([cache.peek('a'), cache.peek('b')]).toEqual(['A', 'B']);
      vi.setSystemTime(1_001_000);
      expect([cache.peek('a'), cache.peek('b')]).toEqual([undefined, undefined]);
    } finally {
      vi.useRealTimers();
    }
  });
});
