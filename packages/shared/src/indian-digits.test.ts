import { describe, expect, it } from 'vitest';
import { indianDigits } from './indian-digits.ts';

// Powers of ten, their neighbours, and a spread of prices and distances, both signs.
const SAMPLES = [
  ...Array.from({ length: 16 }, (_, p) => 10 ** p).flatMap((x) => [x - 1, x, x + 1, 3.8 * x]),
  ...Array.from({ length: 2000 }, (_, i) => Math.floor(((i * 7919) % 1000003) ** 2.2)),
  Number.MAX_SAFE_INTEGER,
].filter(Number.isSafeInteger);

describe('indianDigits', () => {
  for (const locale of ['en-IN', 'hi-IN']) {
    it(`groups whole numbers as Intl.NumberFormat(${locale}) does`, () => {
      const intl = new Intl.NumberFormat(locale);
      for (const n of [...SAMPLES, ...SAMPLES.map((x) => -x)].filter((x) => !Object.is(x, -0)))
        expect([n, indianDigits(n)]).toEqual([n, intl.format(n)]);
    });
  }

  it('leaves fractions, -0 and unsafe numbers to Intl', () => {
    for (const n of [0.5, -12.25, -0, Number.MAX_SAFE_INTEGER + 2, Infinity, NaN])
      expect(indianDigits(n)).toBeNull();
  });
});
