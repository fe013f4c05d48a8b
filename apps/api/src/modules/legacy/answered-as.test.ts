import { describe, expect, it } from 'vitest';
import { CacheBook } from '../../lib/answer-cache.ts';
import { AnsweredAs } from './answered-as.ts';

describe('the legacy keys each ad was answered under', () => {
  it('remembers each key once and reports itself on the cache book', () => {
    const book = new CacheBook();
    const answered = new AnsweredAs(64 * 1024, book);
    answered.add(7, 'mobile/66');
    answered.add(7, 'mobile/66');
    answered.add(7, 'cars/7');
    expect(answered.keysOf(7)).toEqual(['mobile/66', 'cars/7']);
    expect(answered.keysOf(8)).toEqual([]);
    const [stats] = book.stats();
    expect(stats).toMatchObject({ name: 'legacy-answered-as', entries: 1, hits: 1, misses: 1 });
    expect(stats!.bytes).toBeGreaterThan(0);
  });

  it('forgets the least recently used ads once its bytes are spent', () => {
    const answered = new AnsweredAs(4 * 1024);
    for (let id = 1; id <= 1_000; id++) answered.add(id, `mobile/${id}`);
    const { entries, bytes, maxBytes } = answered.stats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    expect(entries).toBeLessThan(1_000);
    expect(answered.keysOf(1_000)).toEqual(['mobile/1000']);
    expect(answered.keysOf(1)).toEqual([]);
  });
});
