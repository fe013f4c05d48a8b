import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear, relativeDate } from './dates';

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

describe('formatDate', () => {
  for (const [lang, locale] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const) {
    it(`prints what Intl.DateTimeFormat(${locale}) prints, day by day over years`, () => {
      const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
      // Every 7 hours over about four years: every month and day, and hours either side of midnight.
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 7 * 3600 * 1000) {
        const iso = new Date(t).toISOString();
        expect([iso, formatDate(iso, lang)]).toEqual([iso, intl.format(new Date(t))]);
      }
    });
  }
});

describe('formatMonthYear', () => {
  for (const [lang, locale] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const) {
    it(`prints what Intl.DateTimeFormat(${locale}, month and year) prints`, () => {
      const intl = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
      for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2028, 0, 1); t += 13 * 3600 * 1000) {
        const iso = new Date(t).toISOString();
        expect([iso, formatMonthYear(iso, lang)]).toEqual([iso, intl.format(new Date(t))]);
      }
    });
  }
});

describe('relativeDate', () => {
  for (const [lang, locale] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const) {
    for (const style of ['long', 'short'] as const) {
      it(`reads as Intl.RelativeTimeFormat(${locale}, ${style}) from seconds to years, past and future`, () => {
        const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style });
        const steps: [Intl.RelativeTimeFormatUnit, number][] = [
          ['year', 365 * DAY],
          ['month', 30 * DAY],
          ['week', 7 * DAY],
          ['day', DAY],
          ['hour', 3600 * 1000],
          ['minute', 60 * 1000],
        ];
        const expected = (ms: number) => {
          for (const [unit, size] of steps)
            if (Math.abs(ms) >= size) return intl.format(Math.round(ms / size), unit);
          return intl.format(0, 'minute');
        };
        for (let ms = 1; ms < 12 * 365 * DAY; ms = Math.ceil(ms * 1.07)) {
          for (const offset of [-ms, ms]) {
            const iso = new Date(NOW + offset).toISOString();
            expect([offset, relativeDate(iso, lang, NOW, style)]).toEqual([offset, expected(offset)]);
          }
        }
      });
    }
  }
});
