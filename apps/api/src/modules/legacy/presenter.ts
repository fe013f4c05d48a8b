import type { LegacyListing, ListingDetail } from '@bazaar/shared';
import { findCity, findState } from '@bazaar/shared';

/** Shapes an ad the way the original product's json-server did (SPEC §3 field names). */
export function presentLegacy(ad: ListingDetail, categorySlug: string): LegacyListing {
  const city = findCity(ad.city)?.name ?? ad.city;
  const state = findState(ad.state)?.label.en ?? ad.state;
  return {
    id: ad.id,
    category: categorySlug,
    brand: ad.brand ?? '',
    model: ad.model ?? ad.title,
    price: ad.price,
    year: ad.year,
    distance: ad.kmDriven,
    img: ad.photos.map((p) => p.full),
    fuel: ad.fuel ?? '',
    transmission: ad.transmission ?? '',
    totalOwners: ad.owners ?? '',
    address: [ad.locality, city, state].filter(Boolean).join(', '),
    postDate: ad.createdAt.slice(0, 10),
    sellerName: ad.seller.name,
    product_desc: ad.description,
  };
}
