import type { Lang } from './languages';
import { relativeWords, type RelativeUnit } from './relative-words';

const locale = (lang: Lang) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

// Formatters cost far more to make than to use (a page of cards formats dozens of dates): one each.
const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

const STEPS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago" / "3 दिन पहले": how marketplaces show post dates, recent ads feel fresher. */
/** `short` ("36 min ago") where space is tight: a card's footer on a two-column phone grid. */
export function relativeDate(
  iso: string,
  lang: Lang,
  now = Date.now(),
  style: 'long' | 'short' = 'long',
): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  // The words without Intl where the table has them (every card's date on the first screen).
  const format = (value: number, unit: RelativeUnit) =>
    relativeWords(value, unit, lang, style) ??
    cached(
      `relative ${lang} ${style}`,
      () => new Intl.RelativeTimeFormat(locale(lang), { numeric: 'auto', style }),
    ).format(value, unit);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return format(Math.round(seconds / size), unit);
  }
  return format(0, 'minute');
}

/** Short month names as Intl.DateTimeFormat (en-IN, hi-IN) prints them in "24 Nov 2026". */
const SHORT_MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};

/**
 * "24 Nov 2026" / "24 नव॰ 2026", in the local time zone as Intl's would be, without an `Intl`
 * object (a card's date on the first screen; see indianDigits for why); dates.test.ts compares it
 * with Intl.DateTimeFormat.
 */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  const year = date.getFullYear();
  if (year >= 1000 && year <= 9999) return `${date.getDate()} ${SHORT_MONTHS[lang][date.getMonth()]} ${year}`;
  return cached(
    `date ${lang}`,
    () => new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'short', year: 'numeric' }),
  ).format(new Date(iso));
}

/** Month names as Intl.DateTimeFormat (en-IN, hi-IN) prints them in "November 2026". */
const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/** "November 2026" / "नवंबर 2026" (a seller's "member since" on the ad page), without Intl as formatDate. */
export function formatMonthYear(iso: string, lang: Lang): string {
  const date = new Date(iso);
  const year = date.getFullYear();
  if (year >= 1000 && year <= 9999) return `${MONTHS[lang][date.getMonth()]} ${year}`;
  return cached(
    `month ${lang}`,
    () => new Intl.DateTimeFormat(locale(lang), { month: 'long', year: 'numeric' }),
  ).format(new Date(iso));
}
