import { describe, expect, it } from 'vitest';
import { groupIndian, parseIndian } from './money.ts';

describe('Indian digit grouping', () => {
  it('groups thousands, then lakhs and crores', () => {
    expect([999, 1000, 545_000, 12_500_000].map(groupIndian)).toEqual([
      '999',
      '1,000',
      '5,45,000',
      '1,25,00,000',
    ]);
  });

  it('reads grouped text and plain digits; repairs misplaced commas; refuses the rest', () => {
    expect(parseIndian('3,80,000')).toEqual({ value: 380_000, repaired: false });
    expect(parseIndian(' 380000 ')).toEqual({ value: 380_000, repaired: false });
    expect(parseIndian('1,25,00,000')).toEqual({ value: 12_500_000, repaired: false });
    expect(parseIndian('7,43,8,000')).toEqual({ value: 7_438_000, repaired: true });
    expect(parseIndian('380,000')).toEqual({ value: 380_000, repaired: true });
    for (const bad of ['', 'abc', '₹ 5,000', '5,,000', ',5000', '12.5', '-4'])
      expect(parseIndian(bad)).toBeNull();
  });
});
