import type { Lang } from './languages';
import { indianDigits } from '@bazaar/shared';

export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';
export type RelativeStyle = 'long' | 'short';

interface UnitWords {
  /** The unit after a number: [one, other]. */
  names: readonly [string, string];
  /** Words that replace some numbers (numeric: 'auto'): -1 "last year", 0 "this year", … */
  special: Readonly<Record<number, string>>;
}
type Words = Record<RelativeUnit, UnitWords>;

const u = (one: string, other: string, special: Record<number, string>): UnitWords => ({
  names: [one, other],
  special,
});
const lastThisNext = (word: string) => ({ [-1]: `last ${word}`, 0: `this ${word}`, 1: `next ${word}` });
const pichhlaIsAgla = (word: string) => ({ [-1]: `पिछला ${word}`, 0: `इस ${word}`, 1: `अगला ${word}` });
const EN_DAY = u('day', 'days', { [-1]: 'yesterday', 0: 'today', 1: 'tomorrow' });

/**
 * What `Intl.RelativeTimeFormat` (numeric: 'auto', en-IN and hi-IN) prints, word for word, so a
 * card's date needs no `Intl` object (see indianDigits for why); relative-words.test.ts compares
 * the two over every unit, style and many numbers.
 */
const WORDS: Record<Lang, Record<RelativeStyle, Words>> = {
  en: {
    long: {
      year: u('year', 'years', lastThisNext('year')),
      month: u('month', 'months', lastThisNext('month')),
      week: u('week', 'weeks', lastThisNext('week')),
      day: EN_DAY,
      hour: u('hour', 'hours', { 0: 'this hour' }),
      minute: u('minute', 'minutes', { 0: 'this minute' }),
    },
    short: {
      year: u('yr', 'yr', lastThisNext('yr')),
      month: u('mo', 'mo', lastThisNext('mo')),
      week: u('wk', 'wk', lastThisNext('wk')),
      day: EN_DAY,
      hour: u('hr', 'hr', { 0: 'this hour' }),
      minute: u('min', 'min', { 0: 'this minute' }),
    },
  },
  hi: {
    long: {
      year: u('वर्ष', 'वर्ष', pichhlaIsAgla('वर्ष')),
      month: u('माह', 'माह', pichhlaIsAgla('माह')),
      week: u('सप्ताह', 'सप्ताह', pichhlaIsAgla('सप्ताह')),
      day: u('दिन', 'दिन', { [-2]: 'परसों', [-1]: 'कल', 0: 'आज', 1: 'कल', 2: 'परसों' }),
      hour: u('घंटे', 'घंटे', { 0: 'यह घंटा' }),
      minute: u('मिनट', 'मिनट', { 0: 'यह मिनट' }),
    },
    short: {
      year: u('वर्ष', 'वर्ष', pichhlaIsAgla('वर्ष')),
      month: u('माह', 'माह', pichhlaIsAgla('माह')),
      week: u('सप्ताह', 'सप्ताह', pichhlaIsAgla('सप्ताह')),
      day: u('दिन', 'दिन', { [-2]: 'परसों', [-1]: 'बीता कल', 0: 'आज', 1: 'आने वाला कल', 2: 'परसों' }),
      hour: u('घं॰', 'घं॰', { 0: 'यह घंटा' }),
      minute: u('मि॰', 'मि॰', { 0: 'यह मिनट' }),
    },
  },
};

/**
 * `value` whole `unit`s from now ("3 days ago", "in 2 hr", "कल"), or `null` where the table does
 * not reach (fractions, -0, huge values) and the caller asks `Intl`.
 */
export function relativeWords(value: number, unit: RelativeUnit, lang: Lang, style: RelativeStyle) {
  // -0 is left to Intl, as are fractions (relative-words.test.ts).
  if (Object.is(value, -0)) return null;
  const words = WORDS[lang][style][unit];
  const special = words.special[value];
  if (special !== undefined) return special;
  const digits = indianDigits(Math.abs(value));
  if (digits === null) return null;
  const name = words.names[Math.abs(value) === 1 ? 0 : 1];
  if (lang === 'hi') return value < 0 ? `${digits} ${name} पहले` : `${digits} ${name} में`;
  return value < 0 ? `${digits} ${name} ago` : `in ${digits} ${name}`;
}
