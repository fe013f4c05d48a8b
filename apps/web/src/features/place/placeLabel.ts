import { LOCALITIES, localitySlug, parseNear } from '@bazaar/shared';
import type { Lang } from '../../i18n/lang';
import type { TFunction } from '../../i18n/useTranslation';
import { formatKmIn } from '../../lib/format';
import { cityLabel } from '../../lib/listing';
import './place-i18n';

/**
 * A `near` parameter in words: "Kothrud, Pune", "Pune", or "Near you" for the browser's point.
 * Localities have no Hindi names in the catalogue, so they keep their usual spelling. Null when
 * the parameter names no place we know.
 */
export function placeLabel(near: string, t: TFunction, lang: Lang): string | null {
  const place = parseNear(near);
  if (!place) return null;
  if (place.kind === 'point') return t('place.nearYou');
  const city = cityLabel(place.city, lang);
  if (!place.locality) return city;
  const locality = LOCALITIES[place.city]?.find((name) => localitySlug(name) === place.locality);
  return `${locality ?? place.locality}, ${city}`;
}

/** "Kothrud, Pune · within 10 km"; without a radius, the place alone. */
export function nearLabel(near: string, km: number | null, t: TFunction, lang: Lang): string | null {
  const place = placeLabel(near, t, lang);
  if (!place || !km) return place;
  return `${place} · ${t('place.within', { distance: formatKmIn(km, lang) })}`;
}
