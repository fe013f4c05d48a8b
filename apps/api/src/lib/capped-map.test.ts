import { describe, expect, it } from 'vitest';
import { CappedMap } from './capped-map.ts';

describe('CappedMap', () => {
  it('drops the oldest key to make room for a new one', () => {
    const map = new CappedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('replaces a kept key without dropping another', () => {
    const map = new CappedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);
    expect([...map]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
  });
});
