import { findCity, formatRupees, type Category, type ListingDetail } from '@bazaar/shared';
import { escapeHtml, jsonForScript } from './escape.ts';

/** What a page tells search engines and link previews (WhatsApp, X, Facebook read these tags). */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute. */
  url?: string;
  /** Absolute. */
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: unknown;
}

const SITE = 'Bazaar';
const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

export function adMeta(ad: ListingDetail, publicUrl: string): PageMeta {
  const abs = (p: string) => new URL(p, publicUrl).toString();
  const city = findCity(ad.city)?.name ?? ad.city;
  const price = formatRupees(ad.price);
  const images = ad.photos.map((p) => abs(p.full));
  const url = abs(`/products/${encodeURIComponent(ad.category)}/${ad.id}`);
  return {
    title: `${ad.title} – ${price} | ${SITE}`,
    description: clip(`${price} · ${city}. ${ad.description}`),
    url,
    image: images[0],
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: ad.title,
      description: clip(ad.description, 500),
      ...(images.length ? { image: images } : {}),
      ...(ad.brand ? { brand: { '@type': 'Brand', name: ad.brand } } : {}),
      ...(ad.model ? { model: ad.model } : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: ad.price,
        priceCurrency: 'INR',
        availability: ad.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'Person', name: ad.seller.name },
        areaServed: city,
      },
    },
  };
}

/** A category list; alias URLs (/products/motorcyles) name the real slug as canonical. */
export function categoryMeta(category: Category, publicUrl: string): PageMeta {
  const name = category.label.en;
  return {
    title: `${name}: used and second-hand, buy and sell in India | ${SITE}`,
    description: `Used ${name.toLowerCase()} for sale across India on ${SITE}: compare prices, filter by brand and city, and contact sellers near you.`,
    url: new URL(`/products/${category.slug}`, publicUrl).toString(),
    type: 'website',
  };
}

/** The tags themselves; every value is escaped, the JSON-LD cannot end its own script element. */
export function headTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.url) {
    tags.push(`<meta property="og:url" content="${escapeHtml(meta.url)}" />`);
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
  }
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
    tags.push('<meta name="twitter:card" content="summary_large_image" />');
  }
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** index.html with the page's own title and description in place of the defaults. */
export function injectHead(indexHtml: string, meta: PageMeta): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // A function, not a string: "$&" or "$'" in an ad title must not become replacement patterns.
  return stripped.replace(/<\/head>/i, () => `  ${headTags(meta)}\n  </head>`);
}
