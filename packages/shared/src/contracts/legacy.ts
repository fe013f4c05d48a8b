import { z } from 'zod';

/**
 * The original product's json-server collections, named as its client's URLs name them, each with
 * the category it reads and its own fields, typed as the original's db.json had them: prices as
 * Indian-grouped text ("5,45,000"), counts as numbers, photos as an array of URLs.
 */
export type LegacyFieldType = 'int' | 'text' | 'price' | 'photos';

const f = <F extends Record<string, LegacyFieldType>>(fields: F) => fields;

// In the order the original's records listed them (SPEC §3).
const VEHICLE = f({
  id: 'int',
  category: 'text',
  brand: 'text',
  model: 'text',
  price: 'price',
  year: 'int',
  distance: 'int',
  img: 'photos',
  fuel: 'text',
  transmission: 'text',
  totalOwners: 'int',
  address: 'text',
  postDate: 'text',
  sellerName: 'text',
  product_desc: 'text',
});

const PHONE = f({
  id: 'int',
  category: 'text',
  brand: 'text',
  model: 'text',
  product_name: 'text',
  price: 'price',
  img: 'photos',
  address: 'text',
  postDate: 'text',
  sellerName: 'text',
  product_desc: 'text',
});

const HOUSE = f({
  id: 'int',
  category: 'text',
  title: 'text',
  price: 'price',
  bedrooms: 'int',
  bathrooms: 'int',
  furnished: 'text',
  img: 'photos',
  address: 'text',
  postDate: 'text',
  sellerName: 'text',
  product_desc: 'text',
});

export const LEGACY_COLLECTIONS = {
  cars: { category: 'cars', fields: VEHICLE },
  motorcyles: { category: 'motorcycles', fields: VEHICLE },
  scooter: { category: 'scooters', fields: VEHICLE },
  mobile: { category: 'mobile-phones', fields: PHONE },
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

/** json-server answered with whole collections; a marketplace cannot, so a list is capped. */
export const LEGACY_LIST_DEFAULT = 60;
/** The most one `_limit`, `_page` or `_start`/`_end` may ask for. */
export const LEGACY_LIST_MAX = 100;
/** json-server's page size when `_page` comes without `_limit`. */
export const LEGACY_PAGE_DEFAULT = 10;

const FIELD_SCHEMA: Record<LegacyFieldType, z.ZodType> = {
  int: z.number().int().nullable(),
  text: z.string(),
  price: z.string(),
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
