import { describe, expect, it } from 'vitest';
import { relativeWords, type RelativeStyle, type RelativeUnit } from './relative-words';

const UNITS: RelativeUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute'];
const STYLES: RelativeStyle[] = ['long', 'short'];
const NUMBERS = [
  ...Array.from({ length: 241 }, (_, i) => i - 120),
  999,
  1000,
  1001,
  12345,
  100000,
  1234567,
  -999,
  -1000,
  -1001,
  -54321,
  -100000,
  -7654321,
];

describe('relativeWords', () => {
  for (const [lang, locale] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const) {
    for (const style of STYLES) {
      it(`prints what Intl.RelativeTimeFormat(${locale}, ${style}) prints`, () => {
        const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style });
        for (const unit of UNITS) {
          for (const n of NUMBERS)
            expect([n, unit, relativeWords(n, unit, lang, style)]).toEqual([n, unit, intl.format(n, unit)]);
        }
      });
    }
  }

  it('leaves fractions and -0 to Intl', () => {
    expect(relativeWords(1.5, 'day', 'en', 'long')).toBeNull();
    expect(relativeWords(-0, 'minute', 'hi', 'short')).toBeNull();
  });
});
