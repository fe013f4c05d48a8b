import {
  CITIES,
  citiesOfState,
  findCategory,
  findLegacyCollection,
  groupIndian,
  LIMITS,
  MODELS_BY_CATEGORY,
  parseIndian,
  STATES,
  type City,
} from '@bazaar/shared';
import { readMemberSince, readPostDate } from './original-dates.ts';

/** An ad read from a json-server record, ready to store. */
export interface ImportedAd {
  /** '<collection>/<id>': what makes a second import of the same record add nothing. */
  source: string;
  /**
   * The id the legacy collection answers the record under: its own, where it is a whole number and
   * the record stays in the collection it came from; else none (it is numbered as Bazaar's ads are).
   */
  legacyId: number | null;
  /** The record exactly as the file held it, for the legacy collections to answer. */
  record: Record<string, unknown>;
  category: string;
  title: string;
  description: string;
  price: number;
  brand: string | null;
  model: string | null;
  year: number | null;
  kmDriven: number | null;
  fuel: string | null;
  transmission: string | null;
  owners: string | null;
  bhk: string | null;
  attributes: Record<string, string>;
  state: string;
  city: string;
  locality: string;
  createdAt: Date;
  featured: boolean;
  /** Since when the seller had an account (`memeberSince`), for an account made by the import. */
  seller: { name: string; email: string | null; phone: string | null; since: Date | null };
  photoUrls: string[];
}

export type ReadResult = { kind: 'ad'; ad: ImportedAd; repairs: string[] } | { kind: 'skip'; reason: string };

type Raw = Record<string, unknown>;

const FUELS = ['Petrol', 'Diesel', 'CNG & Hybrids', 'Electric', 'LPG'];
const TRANSMISSIONS = ['Manual', 'Automatic'];
const FURNISHING = ['Furnished', 'Semi-Furnished', 'Unfurnished'];
const HOME_TYPES = ['Apartment', 'Builder Floor', 'House & Villa', 'Farm House'];
const PARKING = ['0', '1', '2', '3+'];
const THIS_YEAR = new Date().getFullYear();

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const clip = (s: string, max: number) => (s.length > max ? s.slice(0, max).trimEnd() : s);
const same = (a: string, b: string) =>
  a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '');
const option = (value: string, options: readonly string[]) => options.find((o) => same(o, value));

/** The category a collection (or a record's own `category`) names: a legacy name or a catalog slug. */
export function categoryOf(name: string): string | undefined {
  return findLegacyCollection(name)?.category ?? findCategory(name)?.slug;
}

/** A whole number from a JSON number or text in Indian grouping; `repaired` when its commas were off. */
function wholeNumber(v: unknown): { value: number; repaired: boolean } | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? { value: v, repaired: false } : null;
  return typeof v === 'string' ? parseIndian(v) : null;
}

function place(address: string): { city: City; locality: string; note?: string } {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const cityAt = parts.findIndex((p) => CITIES.some((c) => same(c.name, p) || same(c.slug, p)));
  if (cityAt >= 0) {
    const city = CITIES.find((c) => same(c.name, parts[cityAt]!) || same(c.slug, parts[cityAt]!))!;
    return { city, locality: parts.slice(0, cityAt).join(', ') };
  }
  const stateAt = parts.findIndex((p) => STATES.some((s) => same(s.label.en, p) || same(s.slug, p)));
  if (stateAt >= 0) {
    const state = STATES.find((s) => same(s.label.en, parts[stateAt]!) || same(s.slug, parts[stateAt]!))!;
    const city = citiesOfState(state.slug)[0]!;
    return {
      city,
      locality: parts.filter((_, i) => i !== stateAt).join(', '),
      note: `city in address "${address}" unknown: placed in ${city.name}, ${state.label.en}`,
    };
  }
  // The original product's default location (SPEC §9).
  const delhi = CITIES.find((c) => c.slug === 'delhi')!;
  return {
    city: delhi,
    locality: parts.join(', '),
    note: address
      ? `address "${address}" names no city or state Bazaar knows: placed in Delhi`
      : 'no address: placed in Delhi',
  };
}

function brandOf(raw: Raw, category: string, model: string | null, repairs: string[]): string | null {
  const brands = MODELS_BY_CATEGORY[category] ?? {};
  const given = text(raw.brand);
  if (given) return Object.keys(brands).find((b) => same(b, given)) ?? given;
  const fromModel = model
    ? Object.entries(brands).find(([, models]) =>
        models.some((m) => same(m, model) || same(m.split(' ')[0]!, model)),
      )
    : undefined;
  if (fromModel) {
    repairs.push(`empty brand: "${fromModel[0]}", from its model "${model}"`);
    return fromModel[0];
  }
  repairs.push('empty brand: imported without one');
  return null;
}

function countField(
  raw: Raw,
  field: string,
  repairs: string[],
  max = Number.MAX_SAFE_INTEGER,
): number | null {
  const v = raw[field];
  if (v === undefined || v === null || v === '') return null;
  const n = wholeNumber(v);
  if (!n || n.value > max) {
    repairs.push(`${field} "${String(v)}" is not a number: left out`);
    return null;
  }
  if (n.repaired)
    repairs.push(`${field} "${String(v)}" has misplaced commas: read as ${groupIndian(n.value)}`);
  return n.value;
}

const upTo4 = (n: number | null) => (n === null || n < 1 ? null : n > 4 ? '4+' : String(n));

/** A home's type, floor and car parking, where the record has them, as the catalog holds them. */
function homeDetails(r: Raw, repairs: string[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const type = text(r.type);
  const known = type ? option(type, HOME_TYPES) : undefined;
  if (known) out.type = known;
  else if (type) repairs.push(`type "${type}" is not one of ${HOME_TYPES.join(', ')}: left out`);
  const floor = countField(r, 'floor', repairs, 200);
  if (floor !== null) out.floor = floor;
  const parking = countField(r, 'carParking', repairs);
  if (parking !== null) out.parking = PARKING[Math.min(parking, 3)]!;
  return out;
}

/**
 * Reads one record of a json-server collection in the original product's shape. Dirt is repaired
 * where the intent is clear (and said so in `repairs`); a record that cannot become an ad is skipped
 * with the reason. Never throws on bad data.
 */
export function readRecord(collection: string, raw: unknown, sourcePrefix = ''): ReadResult {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { kind: 'skip', reason: 'not a record' };
  const r = raw as Raw;
  const id = text(r.id);
  if (!id) return { kind: 'skip', reason: 'no id: it could not be told apart on a second import' };
  const ownCategory = text(r.category);
  const category = categoryOf(ownCategory || collection);
  if (!category) return { kind: 'skip', reason: `unknown category "${ownCategory || collection}"` };
  const repairs: string[] = [];

  const price = wholeNumber(r.price);
  if (!price) return { kind: 'skip', reason: `price "${String(r.price ?? '')}" is not an amount in rupees` };
  if (price.value > LIMITS.priceMax)
    return { kind: 'skip', reason: `price ${groupIndian(price.value)} is above ₹100 crore` };
  if (price.repaired)
    repairs.push(`price "${String(r.price)}" has misplaced commas: read as ${groupIndian(price.value)}`);

  const house = category === 'houses-for-sale' || category === 'houses-for-rent';
  const model = text(r.model) || null;
  const brand = house ? null : brandOf(r, category, model, repairs);
  let year = countField(r, 'year', repairs);
  if (year !== null && (year < 1900 || year > THIS_YEAR)) {
    repairs.push(`year ${year} is impossible: left out`);
    year = null;
  }
  const title = clip(
    text(r.title) ||
      text(r.product_name) ||
      [brand, model].filter(Boolean).join(' ') ||
      (house ? `${text(r.bedrooms)} BHK home`.trim() : ''),
    LIMITS.titleMax,
  );
  if (!title) return { kind: 'skip', reason: 'no brand, model or title to name the ad' };

  const attributes: Record<string, string> = {};
  let bhk: string | null = null;
  if (house) {
    bhk = upTo4(countField(r, 'bedrooms', repairs));
    const bathrooms = upTo4(countField(r, 'bathrooms', repairs));
    if (bathrooms) attributes.bathrooms = bathrooms;
    const furnished = text(r.furnished);
    const furnishing = furnished ? option(furnished, FURNISHING) : undefined;
    if (furnishing) attributes.furnishing = furnishing;
    else if (furnished)
      repairs.push(`furnished "${furnished}" is not one of ${FURNISHING.join(', ')}: left out`);
    Object.assign(attributes, homeDetails(r, repairs));
  }

  const fuel = text(r.fuel);
  const transmission = text(r.transmission);
  const { city, locality, note } = place(text(r.address));
  if (note) repairs.push(note);
  const posted = text(r.postDate);
  let createdAt = readPostDate(posted);
  if (!createdAt) {
    if (posted) repairs.push(`postDate "${posted}" is not a past date: dated today`);
    createdAt = new Date();
  }
  let description = text(r.product_desc) || title;
  if (description.length > LIMITS.descriptionMax) {
    repairs.push(`description longer than ${LIMITS.descriptionMax} characters: shortened`);
    description = clip(description, LIMITS.descriptionMax);
  }
  const sellerName = clip(text(r.sellerName), LIMITS.nameMax);
  if (!sellerName) repairs.push('no seller name: "Bazaar seller"');
  const email = text(r.sellerEmail ?? r.email);
  const photos = [r.img ?? []].flat().map(text).filter(Boolean);
  if (photos.length > LIMITS.photosMax)
    repairs.push(`${photos.length} photos: the first ${LIMITS.photosMax} kept`);

  return {
    kind: 'ad',
    repairs,
    ad: {
      source: `${sourcePrefix}${collection}/${id}`,
      legacyId:
        findLegacyCollection(collection)?.category === category && /^[1-9]\d{0,8}$/.test(id)
          ? Number(id)
          : null,
      record: r,
      category,
      title,
      description,
      price: price.value,
      brand,
      model,
      year,
      kmDriven: countField(r, 'distance', repairs, 10_000_000),
      fuel: fuel ? (option(fuel, FUELS) ?? fuel) : null,
      transmission: transmission ? (option(transmission, TRANSMISSIONS) ?? transmission) : null,
      owners: upTo4(countField(r, 'totalOwners', repairs)),
      bhk,
      attributes,
      state: city.state,
      city: city.slug,
      locality: clip(locality, LIMITS.localityMax),
      createdAt,
      featured: text(r.isFeatured).toLowerCase() === 'true',
      seller: {
        since: readMemberSince(text(r.memeberSince)) ?? null,
        name: sellerName || 'Bazaar seller',
        email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= LIMITS.emailMax ? email : null,
        phone: text(r.sellerPhone ?? r.phone) || null,
      },
      photoUrls: photos.slice(0, LIMITS.photosMax),
    },
  };
}
