import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchLoader } from './batch-loader.ts';

const squares = (keys: number[]) =>
  Promise.resolve(new Map(keys.filter((k) => k > 0).map((k) => [k, k * k])));

describe('BatchLoader', () => {
  it('loads the keys asked for in one turn with one call, each once, in batches of the size given', async () => {
    const loadMany = vi.fn(squares);
    const loader = new BatchLoader(loadMany, 3);
    const asked = [1, 2, 2, 3, 4, -1];
    expect(await Promise.all(asked.map((k) => loader.load(k)))).toEqual([1, 4, 4, 9, 16, undefined]);
    expect(loadMany.mock.calls).toEqual([[[1, 2, 3]], [[4, -1]]]);

    // A later turn is a load of its own.
    expect(await loader.load(5)).toBe(25);
    expect(loadMany).toHaveBeenCalledTimes(3);
  });

  it('fails every caller of a batch whose load fails, and loads the next batch again', async () => {
    let down = true;
    const loader = new BatchLoader<number, number>((keys) =>
      down ? Promise.reject(new Error('database down')) : squares(keys),
    );
    const failed = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    down = false;
    expect(await loader.load(2)).toBe(4);
  });
});

describe('BatchLoader gathering renewals', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('loads keys asked for over several turns within the window with one call', async () => {
    const loadMany = vi.fn(squares);
    const loader = new BatchLoader(loadMany);
    const first = loader.load(1, { gatherMs: 50 });
    await new Promise((r) => setImmediate(r));
    const second = loader.load(2, { gatherMs: 50 });
    await new Promise((r) => setImmediate(r));
    expect(loadMany).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(await Promise.all([first, second])).toEqual([1, 4]);
    expect(loadMany.mock.calls).toEqual([[[1, 2]]]);
  });

  it('does not keep someone waiting for the window: a key nobody has yet loads at once, with those gathered', async () => {
    const loadMany = vi.fn(squares);
    const loader = new BatchLoader(loadMany);
    const renewal = loader.load(1, { gatherMs: 50 });
    const waited = loader.load(3);
    expect(await Promise.all([renewal, waited])).toEqual([1, 9]);
    expect(loadMany.mock.calls).toEqual([[[1, 3]]]);
    // The window's timer went with the flush: nothing more is loaded when it would have fired.
    await vi.advanceTimersByTimeAsync(50);
    expect(loadMany).toHaveBeenCalledTimes(1);
  });
});
