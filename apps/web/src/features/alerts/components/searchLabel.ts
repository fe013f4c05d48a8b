import { findCategory, findState, optionLabel, type SavedSearch } from '@bazaar/shared';
import type { Lang } from '../../../i18n/lang';
import type { TFunction } from '../../../i18n/useTranslation';
import { formatKmIn, formatRupeesIn } from '../../../lib/format';
import { cityLabel } from '../../../lib/listing';

type Query = SavedSearch['query'];
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const many = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * "“creta” · Cars · Hyundai · ₹ 3,00,000 to ₹ 6,00,000 · in Pune": a saved search in words. A place
 * it was saved near ("Kothrud, Pune · within 10 km") is added by SavedSearchPlace.
 */
export function searchLabel(query: Query, t: TFunction, lang: Lang): string {
  const parts: string[] = [];
  const q = one(query.q);
  if (q) parts.push(`“${q}”`);
  const category = findCategory(one(query.category) ?? '');
  parts.push(category ? category.label[lang] : t('alerts.allAds'));
  const brands = many(query.brand);
  if (brands.length) parts.push(brands.join(', '));
  const model = one(query.model);
  if (model) parts.push(model);
  const money = (v: string | undefined) => (v ? formatRupeesIn(Number(v), lang) : undefined);
  const low = money(one(query.minPrice));
  const high = money(one(query.maxPrice));
  if (low && high) parts.push(t('alerts.price', { low, high }));
  else if (low) parts.push(t('alerts.priceFrom', { low }));
  else if (high) parts.push(t('alerts.priceUpTo', { high }));
  const from = one(query.minYear);
  const to = one(query.maxYear);
  if (from && to) parts.push(t('alerts.years', { from, to }));
  else if (from) parts.push(t('alerts.yearFrom', { from }));
  else if (to) parts.push(t('alerts.yearTo', { to }));
  const km = one(query.maxKm);
  if (km) parts.push(t('alerts.maxKm', { km: formatKmIn(Number(km), lang) }));
  for (const [key, value] of Object.entries(query)) {
    if (['fuel', 'transmission', 'owners', 'bhk'].includes(key) || key.startsWith('attr.'))
      parts.push(
        many(value)
          .map((v) => optionLabel(v, lang))
          .join(', '),
      );
  }
  const city = one(query.city);
  const state = findState(one(query.state) ?? '');
  if (city) parts.push(t('alerts.in', { where: cityLabel(city, lang) }));
  else if (state) parts.push(t('alerts.in', { where: state.label[lang] }));
  return parts.join(' · ');
}

/** The list page that shows the saved search's results now. */
export function searchHref(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'category') continue;
    for (const v of many(value)) params.append(key, v);
  }
  const category = one(query.category);
  const qs = params.toString();
  return `${category ? `/products/${category}` : '/product'}${qs ? `?${qs}` : ''}`;
}

/** The place a saved search was made near (`near`) and how far from it (`km`), if it has one. */
export function searchPlace(query: Query): { near: string; km: number | null } | null {
  const near = one(query.near);
  return near ? { near, km: Number(one(query.km)) || null } : null;
}
