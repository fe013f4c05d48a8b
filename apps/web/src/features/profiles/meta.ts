import type { PublicProfile } from '@bazaar/shared';
import { fixedTranslation } from '../../i18n/instance';
import type { Lang } from '../../i18n/lang';
import { cityLabel } from '../../lib/listing';
import './i18n';

/** A page's head: the shape the route table's `meta` returns (title, description, Open Graph). */
export interface ProfileMeta {
  title: string;
  description: string;
  /** Absolute when an origin is given, else the path. */
  canonical: string;
  type: 'website';
  /** og:* tags, as link previews (WhatsApp, Facebook, X) read them. */
  openGraph: Record<string, string>;
  jsonLd: unknown;
}

const monthYear = (iso: string, lang: Lang) =>
  new Date(iso).toLocaleDateString(lang === 'hi' ? 'hi-IN' : 'en-IN', { month: 'long', year: 'numeric' });

/**
 * The head of /profile/:id: who they are, where, since when, how rated and how many live ads. Only
 * what the public profile shows; never an e-mail or a number.
 */
export function profileMeta(
  profile: PublicProfile,
  { origin, lang = 'en' }: { origin?: string; lang?: Lang } = {},
): ProfileMeta {
  const { t } = fixedTranslation(lang);
  const path = `/profile/${profile.id}`;
  const canonical = origin ? new URL(path, origin).toString() : path;
  const city = profile.city ? cityLabel(profile.city, lang) : null;
  const { average, count } = profile.rating;
  const rating =
    average !== null ? ` ${t('person.rating.value', { average: average.toFixed(1), count })}.` : '';
  const title = t('profile.title', { name: profile.name });
  const description =
    t('profile.description', {
      name: profile.name,
      place: city ? ` (${city})` : '',
      since: monthYear(profile.memberSince, lang),
      ads: profile.liveAds,
    }) + rating;
  return {
    title,
    description,
    canonical,
    type: 'website',
    openGraph: {
      'og:type': 'profile',
      'og:title': title,
      'og:description': description,
      'og:url': canonical,
      'og:site_name': lang === 'hi' ? 'बाज़ार' : 'Bazaar',
      'og:locale': lang === 'hi' ? 'hi_IN' : 'en_IN',
      'profile:first_name': profile.name,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: canonical,
      dateCreated: profile.memberSince,
      mainEntity: {
        '@type': 'Person',
        name: profile.name,
        ...(city
          ? { address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'IN' } }
          : {}),
      },
    },
  };
}
