import { describe, expect, it } from 'vitest';
import { sumShapes, sumsIn } from './numbers.ts';

describe('the sums a message names', () => {
  it('reads digits with commas, k, lakh and hazar, and leaves model names and phone numbers out', () => {
    expect(sumsIn('sent 6k, price 1,200, rs.14,000/- and 1.2 lakh or 40 hazar')).toEqual([
      6000, 1200, 14000, 120000, 40000,
    ]);
    expect(sumsIn('i10 and s23 for sale, call 9876543210')).toEqual([]);
  });

  it('sees one sum ten times another, a difference to return, and a token sum before a large one', () => {
    expect(sumShapes(sumsIn('12,000 anupitten, price 1,200, meedhi 10,800 thirumba'))).toEqual({
      tenfold: 1,
      difference: 1,
      smallAndLarge: 0,
    });
    expect(sumShapes(sumsIn('adyam ₹1 ayakkam, pinne 27,000'))).toMatchObject({ smallAndLarge: 1 });
    expect(sumShapes(sumsIn('2019 model, 14,000 km, price 52,000'))).toEqual({
      tenfold: 0,
      difference: 0,
      smallAndLarge: 0,
    });
  });
});
