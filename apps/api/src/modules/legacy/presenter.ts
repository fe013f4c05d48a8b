import { findCity, findState, groupIndian, type LegacyListing } from '@bazaar/shared';
import { fullFile, MEDIA_PREFIX } from '../media/index.ts';
import type { CollectionRef, LegacyRow } from './repository.ts';

const stateName = (slug: string) => findState(slug)?.label.en ?? slug;

/**
 * Shapes an ad as the original product's db.json held it: the collection's own fields in its
 * order and types, so its client prints them as it did. Prices and kilometres are Indian-grouped
 * text ("5,45,000", "57,000"), the year is text ("2018"), an unknown one empty text; counts are
 * numbers (null when unknown); photos are absolute URLs (the original client may be served from
 * another origin). Never the seller's e-mail or phone.
 */
export function presentLegacy(row: LegacyRow, c: CollectionRef, publicUrl: string): LegacyListing {
  const out: LegacyListing = {};
  for (const [field, type] of Object.entries(c.fields)) {
    const value = row.fields[field];
    switch (field) {
      case 'id':
        out.id = row.id;
        continue;
      case 'img':
        out.img = row.photoKeys.map((key) => new URL(MEDIA_PREFIX + fullFile(key), publicUrl).toString());
        continue;
      case 'address':
        out.address = [row.locality, findCity(row.city)?.name ?? row.city, stateName(row.state)]
          .filter(Boolean)
          .join(', ');
        continue;
      case 'state':
        out.state = stateName(row.state);
        continue;
    }
    switch (type) {
      case 'grouped':
        out[field] = typeof value === 'number' ? groupIndian(value) : '';
        break;
      case 'year':
        out[field] = typeof value === 'number' ? String(value) : '';
        break;
      case 'int':
        out[field] = typeof value === 'number' ? value : null;
        break;
      default:
        out[field] = value === null || value === undefined ? '' : String(value);
    }
  }
  return out;
}
