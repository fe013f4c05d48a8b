import { describe, expect, it, vi } from 'vitest';
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
