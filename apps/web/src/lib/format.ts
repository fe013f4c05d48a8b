import type { Lang } from './languages';
import { indianDigits } from '@bazaar/shared';

// hi-IN keeps the digits people type (0-9) and the Indian grouping (3,80,000), like en-IN.
// Made on first use and kept: a formatter costs far more to make than to use, and an English page
// need not pay for the Hindi one while it starts.
const made: Partial<Record<Lang, Intl.NumberFormat>> = {};
const numbers = (lang: Lang) => (made[lang] ??= new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN'));
const KM = { en: 'km', hi: 'कि.मी.' };

/** Whole numbers (km, rupees) without `Intl` (see indianDigits), anything else with it. */
export const formatNumber = (value: number, lang: Lang) => indianDigits(value) ?? numbers(lang).format(value);

/** "45,000 km" / "45,000 कि.मी." */
export const formatKmIn = (value: number, lang: Lang) => `${formatNumber(value, lang)} ${KM[lang]}`;

/** "₹ 3,80,000" in both languages: the rupee sign and Indian grouping read the same in Hindi. */
export const formatRupeesIn = (amount: number, lang: Lang) => `₹ ${formatNumber(Math.round(amount), lang)}`;

/** How far an ad is, to a tenth of a km: "0.8 km", "3.2 km"; Hindi "3.2 कि.मी.". */
export const formatDistanceIn = (km: number, lang: Lang) =>
  formatKmIn(Math.max(0.1, Math.round(km * 10) / 10), lang);
