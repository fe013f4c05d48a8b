import { z } from 'zod';

/**
 * The original product's json-server collections, named as its client's URLs name them, each with
 * the category it reads and its own fields, typed as the original's db.json had them: prices and
 * kilometres as Indian-grouped text ("5,45,000", "57,000"), the year as text ("2018"), counts as
 * whole numbers, a rating as a number (4.3), photos as an array of URLs, everything else as text.
 */
export type LegacyFieldType = 'int' | 'number' | 'text' | 'year' | 'grouped' | 'photos';

const f = <F extends Record<string, LegacyFieldType>>(fields: F) => fields;

// Where the ad was and who sold it, on every record of the original.
const AD = f({
  address: 'text',
  state: 'text',
  postDate: 'text',
  isFeatured: 'text',
  sellerName: 'text',
  memeberSince: 'text',
  rating: 'number',
  product_desc: 'text',
});

// In the order the original's records listed them (SPEC §3).
const VEHICLE = f({
  id: 'int',
  category: 'text',
  brand: 'text',
  model: 'text',
  price: 'grouped',
  year: 'year',
  distance: 'grouped',
  img: 'photos',
  fuel: 'text',
  transmission: 'text',
  totalOwners: 'int',
  ...AD,
});

const PHONE = f({
  id: 'int',
  category: 'text',
  type: 'text',
  brand: 'text',
  model: 'text',
  product_name: 'text',
  price: 'grouped',
  img: 'photos',
  ...AD,
});

const HOUSE = f({
  id: 'int',
  category: 'text',
  type: 'text',
  title: 'text',
  price: 'grouped',
  bedrooms: 'int',
  bathrooms: 'int',
  furnished: 'text',
  floor: 'int',
  carParking: 'text',
  totalOwners: 'int',
  img: 'photos',
  ...AD,
});

export const LEGACY_COLLECTIONS = {
  cars: { category: 'cars', fields: VEHICLE },
  motorcyles: { category: 'motorcycles', fields: VEHICLE },
  scooter: { category: 'scooters', fields: VEHICLE },
  // The original filed phones under the `type` "Mobile Phones" (tablets and accessories beside them);
  // in Bazaar those are categories of their own, so every ad of this one is of that type.
  mobile: { category: 'mobile-phones', fields: PHONE, type: 'Mobile Phones' },
  rentHouse: { category: 'houses-for-rent', fields: HOUSE },
  salesHouse: { category: 'houses-for-sale', fields: HOUSE },
} as const;

export type LegacyCollectionName = keyof typeof LEGACY_COLLECTIONS;
export type LegacyFields = Record<string, LegacyFieldType>;

export function findLegacyCollection(name: string) {
  return Object.hasOwn(LEGACY_COLLECTIONS, name)
    ? { name: name as LegacyCollectionName, ...LEGACY_COLLECTIONS[name as LegacyCollectionName] }
    : undefined;
}

/** json-server's page size when `_page` comes without `_limit`. */
export const LEGACY_PAGE_DEFAULT = 10;

/**
 * `field_like=` text: matched as plain text (never a regular expression), so its cost is bounded
 * by these: characters in one pattern, and patterns in one request.
 */
export const LEGACY_LIKE_MAX = 64;
export const LEGACY_LIKE_PATTERNS_MAX = 4;

/** The month names of `postDate` ("29 May") and `memeberSince` ("May 2019"), as the original wrote them. */
export const LEGACY_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const FIELD_SCHEMA: Record<LegacyFieldType, z.ZodType> = {
  int: z.number().int().nullable(),
  number: z.number().nullable(),
  text: z.string(),
  year: z.string(),
  grouped: z.string(),
  photos: z.array(z.string()),
};

function itemSchema<F extends LegacyFields>(fields: F) {
  return z.object(Object.fromEntries(Object.entries(fields).map(([k, t]) => [k, FIELD_SCHEMA[t]])));
}

/** One ad in a collection's own shape. */
export const LegacyListing = z.union([itemSchema(VEHICLE), itemSchema(PHONE), itemSchema(HOUSE)]);
export type LegacyListing = Record<string, string | number | null | string[]>;

/**
 * The query string as it arrives: json-server takes any field as a filter (`brand=`, `year_gte=`,
 * `model_like=`), so keys are open; the service reads and checks them against the collection.
 */
export const LegacyQuery = z.record(
  z.string().max(80),
  z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]),
);
export type LegacyQuery = z.infer<typeof LegacyQuery>;
