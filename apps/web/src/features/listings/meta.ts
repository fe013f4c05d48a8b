import { findCity, formatRupees, type Category, type ListingDetail } from '@bazaar/shared';
import { SITE_NAME, type PageMeta } from '../../routing/head';

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** An ad's head: its title, price and photo for link previews, and a schema.org Product. */
export function adMeta(ad: ListingDetail, origin: string): PageMeta {
  const abs = (p: string) => new URL(p, origin).toString();
  const city = findCity(ad.city)?.name ?? ad.city;
  const price = formatRupees(ad.price);
  const images = ad.photos.map((p) => abs(p.full));
  const url = abs(`/products/${encodeURIComponent(ad.category)}/${ad.id}`);
  return {
    title: `${ad.title} – ${price} | ${SITE_NAME}`,
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
export function categoryMeta(category: Category, origin: string): PageMeta {
  const name = category.label.en;
  return {
    title: `${name}: used and second-hand, buy and sell in India | ${SITE_NAME}`,
    description: `Used ${name.toLowerCase()} for sale across India on ${SITE_NAME}: compare prices, filter by brand and city, and contact sellers near you.`,
    url: new URL(`/products/${category.slug}`, origin).toString(),
    type: 'website',
  };
}
