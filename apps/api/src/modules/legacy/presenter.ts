import { findCity, findState, groupIndian, type LegacyListing } from '@bazaar/shared';
import { fullFile, MEDIA_PREFIX } from '../media/urls.ts';
import type { CollectionRef, LegacyRow } from './repository.ts';

/**
 * Shapes an ad as the original product's db.json held it: the collection's own fields in its
 * order, the price as Indian-grouped text, photos as absolute URLs (the original client may be
 * served from another origin). Never the seller's e-mail or phone.
 */
export function presentLegacy(row: LegacyRow, c: CollectionRef, publicUrl: string): LegacyListing {
  const out: LegacyListing = {};
  for (const field of Object.keys(c.fields)) {
    switch (field) {
      case 'id':
        out.id = row.id;
        break;
      case 'price':
        out.price = groupIndian(row.price);
        break;
      case 'img':
        out.img = row.photoKeys.map((key) => new URL(MEDIA_PREFIX + fullFile(key), publicUrl).toString());
        break;
      case 'address':
        out.address = [
          row.locality,
          findCity(row.city)?.name ?? row.city,
          findState(row.state)?.label.en ?? row.state,
        ]
          .filter(Boolean)
          .join(', ');
        break;
      default:
        out[field] = row.fields[field] ?? null;
    }
  }
  return out;
}
