import type { Lang } from '../i18n/lang';

const locale = (lang: Lang) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

// Formatters cost far more to make than to use (a page of cards formats dozens of dates): one each.
const formatters = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
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
  const rtf = cached(
    `relative ${lang} ${style}`,
    () => new Intl.RelativeTimeFormat(locale(lang), { numeric: 'auto', style }),
  );
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(0, 'minute');
}

export function formatDate(iso: string, lang: Lang): string {
  return cached(
    `date ${lang}`,
    () => new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'short', year: 'numeric' }),
  ).format(new Date(iso));
}

export function formatMonthYear(iso: string, lang: Lang): string {
  return cached(
    `month ${lang}`,
    () => new Intl.DateTimeFormat(locale(lang), { month: 'long', year: 'numeric' }),
  ).format(new Date(iso));
}
