import { CITIES, findLegacyCollection, STATES } from '@bazaar/shared';
import { sql, type SQL } from 'drizzle-orm';
import { listings, users } from '../../db/schema.ts';
import { legacyIdSql } from './legacy-id.ts';

/**
 * Each legacy field as a SQL expression over `listings` (and `users` for the seller), so filters
 * and sorts run in the database and scale with it. An expression gives exactly the value the
 * presenter shows (the same coalescing, '4+' owners read as 4), so a filter never disagrees with
 * what the answer holds. Numbers the original wrote as text (the year, grouped prices and
 * kilometres) are compared and sorted as numbers, and matched by `_like` as the text shown.
 */
export interface FieldSql {
  /** The value compared and sorted: the shown one, or the number shown as text. */
  value: SQL;
  /** The text shown, where `value` is the number behind it. */
  shown?: SQL;
  /** The bare column, where equality on a non-empty value can use an index on it. */
  column?: SQL;
  /** Needs the seller joined. */
  seller?: boolean;
}

/** A number an imported record holds for this field (4.3, 1), where Bazaar keeps none of its own. */
const recordNumber = (key: string) =>
  sql`(case when json_typeof(${listings.legacyRecord} -> ${key}) = 'number' then (${listings.legacyRecord} ->> ${key})::numeric end)`;
const digitsOf = (text: SQL) => sql`nullif(regexp_replace(${text}, '[^0-9]', '', 'g'), '')::int`;
const orEmpty = (column: SQL) => sql`coalesce(${column}, '')`;
/** A filtered attribute has its own column; an ad may also hold it among the rest of its attributes. */
const attribute = (column: SQL, key: string) => sql`coalesce(${column}, ${listings.attributes} ->> ${key})`;
// Dates as the original wrote them, on the Indian calendar: "29 May", and "May 2019" for a seller.
const dayOf = (at: SQL) => sql`to_char(${at} at time zone 'Asia/Kolkata', 'FMDD Mon')`;
const monthOf = (at: SQL) => sql`to_char(${at} at time zone 'Asia/Kolkata', 'Mon YYYY')`;

// json-server's data held the place as text; ours holds slugs. Only queries on `address` carry these.
const caseOf = (column: SQL, pairs: ReadonlyArray<readonly [string, string]>) =>
  sql`(case ${column} ${sql.join(
    pairs.map(([slug, name]) => sql`when ${slug} then ${name}`),
    sql` `,
  )} else ${column} end)`;

const STATE_NAMES = STATES.map((s) => [s.slug, s.label.en] as const);
const address = sql`concat_ws(', ', nullif(${listings.locality}, ''), ${caseOf(
  sql`${listings.city}`,
  CITIES.map((c) => [c.slug, c.name] as const),
)}, ${caseOf(sql`${listings.state}`, STATE_NAMES)})`;

/** 545000 → '5,45,000' in SQL: a comma before the last three digits and every two before them. */
const indianText = (n: SQL) =>
  sql`coalesce(regexp_replace(${n}::text, '([0-9])(?=([0-9]{2})*[0-9]{3}$)', '\\1,', 'g'), '')`;

export function fieldSql(field: string, collection: string): FieldSql {
  switch (field) {
    case 'id':
      return { value: legacyIdSql };
    case 'category':
      return { value: sql`${collection}::text` };
    case 'price':
      return {
        value: sql`${listings.price}`,
        column: sql`${listings.price}`,
        shown: indianText(sql`${listings.price}`),
      };
    case 'brand':
      return { value: orEmpty(sql`${listings.brand}`), column: sql`${listings.brand}` };
    case 'model':
      return { value: sql`coalesce(${listings.model}, ${listings.title})` };
    case 'title':
    case 'product_name':
      return { value: sql`${listings.title}`, column: sql`${listings.title}` };
    case 'year':
      return {
        value: sql`${listings.year}::int`,
        column: sql`${listings.year}`,
        shown: sql`coalesce(${listings.year}::text, '')`,
      };
    case 'distance':
      return {
        value: sql`${listings.kmDriven}`,
        column: sql`${listings.kmDriven}`,
        shown: indianText(sql`${listings.kmDriven}`),
      };
    case 'fuel':
      return { value: orEmpty(attribute(sql`${listings.fuel}`, 'fuel')) };
    case 'transmission':
      return { value: orEmpty(attribute(sql`${listings.transmission}`, 'transmission')) };
    case 'totalOwners':
      // A home's owners are not asked in Bazaar; an imported one may have said them.
      return {
        value: sql`coalesce(${digitsOf(attribute(sql`${listings.owners}`, 'owners'))}, ${recordNumber('totalOwners')})`,
      };
    case 'bedrooms':
      return { value: digitsOf(sql`${listings.bhk}`) };
    case 'bathrooms':
      return { value: digitsOf(sql`${listings.attributes} ->> 'bathrooms'`) };
    case 'furnished':
      return { value: orEmpty(sql`${listings.attributes} ->> 'furnishing'`) };
    case 'type': {
      // A collection whose every Bazaar ad is of one type (phones); an imported record keeps its own.
      const one = findLegacyCollection(collection);
      const type = one && 'type' in one ? one.type : undefined;
      return type
        ? {
            value: sql`(case when ${listings.legacyRecord} is null then ${type}::text else coalesce(${listings.legacyRecord} ->> 'type', '') end)`,
          }
        : { value: orEmpty(sql`${listings.attributes} ->> 'type'`) };
    }
    case 'floor':
      return { value: digitsOf(sql`${listings.attributes} ->> 'floor'`) };
    case 'carParking':
      return { value: orEmpty(sql`${listings.attributes} ->> 'parking'`) };
    case 'address':
      return { value: address };
    case 'state':
      return { value: caseOf(sql`${listings.state}`, STATE_NAMES) };
    case 'postDate':
      return { value: dayOf(sql`${listings.createdAt}`) };
    case 'isFeatured':
      // Text, as the original held it.
      return { value: sql`(case when ${listings.featured} then 'true' else 'false' end)` };
    case 'sellerName':
      return { value: sql`${users.name}`, seller: true };
    case 'memeberSince':
      return { value: monthOf(sql`${users.createdAt}`), seller: true };
    case 'rating':
      // Bazaar rates neither sellers nor ads: null, JSON's "no value" (README, the legacy API), but
      // for the rating an imported record had.
      return { value: recordNumber('rating') };
    case 'product_desc':
      return { value: sql`${listings.description}` };
    default:
      throw new Error(`No SQL for legacy field ${field}`);
  }
}

/**
 * Collections whose records' `category` the original's own detail links could not follow: they get
 * the collection's name, which Bazaar's links and the original client's routes both take.
 */
export const NAMED_BY_COLLECTION = new Set(['motorcyles', 'scooter']);

/** Reads a price as priceNow (presenter.ts) does: a JSON number, or plain or grouped digits. */
const priceWas = (raw: SQL) =>
  sql`(case when btrim(${raw}) ~ '^[0-9]([0-9,]*[0-9])?$' and position(',,' in ${raw}) = 0 then replace(btrim(${raw}), ',', '')::numeric end)`;

/**
 * The price of an imported record as the presenter shows it: as written while Bazaar's is the one it
 * was imported with, else the new one written the same way (a number, plain digits or grouping).
 */
function importedPrice(): SQL {
  const raw = sql`(${listings.legacyRecord} ->> 'price')`;
  return sql`(case when ${priceWas(raw)} = ${listings.price} then ${raw}
    when json_typeof(${listings.legacyRecord} -> 'price') = 'number' or position(',' in coalesce(${raw}, '')) = 0
      then ${listings.price}::text
    else ${indianText(sql`${listings.price}`)} end)`;
}

/**
 * What json-server compared a `field=value` with: the value the answer shows, as text (a number's
 * digits, "true"), and null where the record has none (null or no such field), which no value
 * matches. An imported record's comes from the record as it came, case and spaces and all, but for
 * what Bazaar overlays (its id, its category's name, a new price); every other ad's is the text
 * of the value shown.
 */
export function jsonServerText(field: string, collection: string, type: string): SQL {
  const s = fieldSql(field, collection);
  const shown =
    type === 'grouped' || type === 'year' ? s.shown! : type === 'text' ? s.value : sql`(${s.value})::text`;
  const imported =
    field === 'id'
      ? sql`(${legacyIdSql})::text`
      : field === 'category' && NAMED_BY_COLLECTION.has(collection)
        ? sql`${collection}::text`
        : field === 'price'
          ? importedPrice()
          : sql`(${listings.legacyRecord} ->> ${field})`;
  return sql`(case when ${listings.legacyRecord} is null then ${shown} else ${imported} end)`;
}
