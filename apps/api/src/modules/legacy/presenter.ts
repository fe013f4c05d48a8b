import { findCity, findState, groupIndian, parseIndian, type LegacyListing } from '@bazaar/shared';
import { fullFile, MEDIA_PREFIX } from '../media/index.ts';
import { NAMED_BY_COLLECTION } from './field-sql.ts';
import type { CollectionRef, LegacyRow } from './repository.ts';

const stateName = (slug: string) => findState(slug)?.label.en ?? slug;

/** Absolute: the original client may be served from another origin. */
const photoUrls = (row: LegacyRow, publicUrl: string) =>
  row.photoKeys.map((key) => new URL(MEDIA_PREFIX + fullFile(key), publicUrl).toString());

/** The seller's contact details a record may hold: Bazaar shows neither (the phone only on "Show number"). */
const WITHHELD = new Set(['sellerEmail', 'sellerPhone', 'email', 'phone']);

/**
 * The price as the record wrote it while Bazaar's is the one it was imported with; a new price
 * written the same way (a number, Indian-grouped text, or plain digits).
 */
function priceNow(original: unknown, price: number): unknown {
  const was =
    typeof original === 'number'
      ? original
      : typeof original === 'string'
        ? parseIndian(original)?.value
        : undefined;
  if (was === price) return original;
  if (typeof original === 'number') return price;
  return typeof original === 'string' && !original.includes(',') ? String(price) : groupIndian(price);
}

/**
 * An imported record exactly as its db.json held it (every field, in its order, with its type,
 * spelling and spaces), but for what Bazaar decides: its id in the collection (the original one,
 * unless another database's record took it), its photos (ours, absolute), the seller's contact
 * details (withheld), the category of motorcycle and scooter records (the collection's name), and a
 * price changed since. A sold or removed ad is not answered at all.
 */
function presentImported(
  row: LegacyRow,
  record: Record<string, unknown>,
  c: CollectionRef,
  publicUrl: string,
): LegacyListing {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (WITHHELD.has(field)) continue;
    switch (field) {
      case 'id':
        out.id = row.id;
        break;
      case 'img':
        out.img = photoUrls(row, publicUrl);
        break;
      case 'category':
        out.category = NAMED_BY_COLLECTION.has(c.name) ? c.name : value;
        break;
      case 'price':
        out.price = priceNow(value, row.price);
        break;
      default:
        out[field] = value;
    }
  }
  return out as LegacyListing;
}

/**
 * Shapes an ad as the original product's db.json held it: the collection's own fields in its
 * order and types, so its client prints them as it did. Prices and kilometres are Indian-grouped
 * text ("5,45,000", "57,000"), the year is text ("2018"), an unknown one empty text; counts are
 * numbers (null when unknown); photos are absolute URLs (the original client may be served from
 * another origin). Never the seller's e-mail or phone.
 */
export function presentLegacy(row: LegacyRow, c: CollectionRef, publicUrl: string): LegacyListing {
  if (row.record) return presentImported(row, row.record, c, publicUrl);
  const out: LegacyListing = {};
  for (const [field, type] of Object.entries(c.fields)) {
    const value = row.fields[field];
    switch (field) {
      case 'id':
        out.id = row.id;
        continue;
      case 'img':
        out.img = photoUrls(row, publicUrl);
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
      case 'number':
        out[field] = typeof value === 'number' ? value : null;
        break;
      default:
        out[field] = value === null || value === undefined ? '' : String(value);
    }
  }
  return out;
}
