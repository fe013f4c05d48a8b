import { CITY_NAMES, findCityName, type ListingCard } from '@bazaar/shared';
import type { Lang } from './languages';

/** "Maruti Suzuki Swift" when the ad names brand and model; its own title otherwise. */
export function cardHeading(l: Pick<ListingCard, 'brand' | 'model' | 'title'>): string {
  // Some models already carry the brand ("OnePlus 9 Pro"); do not print it twice.
  if (l.brand && l.model?.toLowerCase().startsWith(l.brand.toLowerCase())) return l.model;
  return [l.brand, l.model].filter(Boolean).join(' ') || l.title;
}

export const listingPath = (l: Pick<ListingCard, 'category' | 'id'>) => `/products/${l.category}/${l.id}`;

/** The city's name in the interface language. The API stores the catalog slug; a free-text name also works. */
export function cityLabel(city: string, lang: Lang): string {
  const known = findCityName(city) ?? CITY_NAMES.find((c) => c.name.toLowerCase() === city.toLowerCase());
  if (known) return lang === 'hi' ? known.hi : known.name;
  return city;
}
