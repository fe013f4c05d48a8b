import type { Lang } from '../../../i18n/lang';

/** "26 Nov 2026" / "26 नव॰ 2026", in India's time zone. */
export const shortDate = (iso: string, lang: Lang) =>
  new Date(iso).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
