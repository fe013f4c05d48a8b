import { escapeHtml, jsonForScript } from '@bazaar/shared';

/** What a page tells search engines and link previews (WhatsApp, X, Facebook read these tags). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute. */
  url?: string;
  /** Absolute. */
  image?: string;
  type?: string;
  /** More og:* (or profile:*) properties. */
  openGraph?: Record<string, string>;
  jsonLd?: unknown;
  /** Kept out of search results (the not-found page). */
  noindex?: boolean;
}

export const SITE_NAME = 'Bazaar';
export const SITE_TITLE = 'Bazaar — buy and sell used cars, bikes, mobiles and homes in India';
export const SITE_DESCRIPTION =
  "Bazaar is India's marketplace for used goods: buy and sell second-hand cars, motorcycles, scooters, mobile phones and homes near you.";

/** The head's tags for a page; every value is escaped, the JSON-LD cannot end its own element. */
export function headTags(meta: PageMeta): string {
  const og: Record<string, string | undefined> = {
    'og:site_name': SITE_NAME,
    'og:type': meta.type ?? 'website',
    'og:title': meta.title,
    'og:description': meta.description,
    'og:url': meta.url,
    'og:image': meta.image,
    ...meta.openGraph,
  };
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...Object.entries(og)
      .filter((entry): entry is [string, string] => !!entry[1])
      .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
  ];
  if (meta.url) tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
  if (meta.image) tags.push('<meta name="twitter:card" content="summary_large_image" />');
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}
