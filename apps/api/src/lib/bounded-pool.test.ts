import { describe, expect, it } from 'vitest';
import { BoundedPool, PoolFull } from './bounded-pool.ts';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('BoundedPool', () => {
  it('runs at most its concurrency at once, the rest in order', async () => {
    const pool = new BoundedPool(2, 10);
    let now = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        pool.run(async () => {
          now += 1;
          most = Math.max(most, now);
          order.push(n);
          await tick();
          now -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(pool.size).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the waiting line is full, and frees its slot after a failure', async () => {
    const pool = new BoundedPool(1, 1);
    const first = pool.run(tick);
    const second = pool.run(tick);
    await expect(pool.run(tick)).rejects.toBeInstanceOf(PoolFull);
    await Promise.all([first, second]);
    await expect(pool.run(() => Promise.reject(new Error('bad photo')))).rejects.toThrow('bad photo');
    expect(pool.size).toEqual({ running: 0, waiting: 0 });
  });
});
