import { CITIES, STATES } from '@bazaar/shared';
import { sql, type SQL } from 'drizzle-orm';
import { listings, users } from '../../db/schema.ts';

/**
 * Each legacy field as a SQL expression over `listings` (and `users` for the seller's name), so
 * filters and sorts run in the database and scale with it. An expression gives exactly the value
 * the presenter shows (the same coalescing, '4+' owners read as 4), so a filter never disagrees
 * with what the answer holds.
 */
export interface FieldSql {
  /** The shown value. */
  value: SQL;
  /** The bare column, where equality on a non-empty value can use an index on it. */
  column?: SQL;
  /** Needs the seller joined. */
  seller?: boolean;
}

const digitsOf = (text: SQL) => sql`nullif(regexp_replace(${text}, '[^0-9]', '', 'g'), '')::int`;
const orEmpty = (column: SQL) => sql`coalesce(${column}, '')`;

// json-server's data held the place as text; ours holds slugs. Only queries on `address` carry these.
const caseOf = (column: SQL, pairs: ReadonlyArray<readonly [string, string]>) =>
  sql`(case ${column} ${sql.join(
    pairs.map(([slug, name]) => sql`when ${slug} then ${name}`),
    sql` `,
  )} else ${column} end)`;

const address = sql`concat_ws(', ', nullif(${listings.locality}, ''), ${caseOf(
  sql`${listings.city}`,
  CITIES.map((c) => [c.slug, c.name] as const),
)}, ${caseOf(
  sql`${listings.state}`,
  STATES.map((s) => [s.slug, s.label.en] as const),
)})`;

/** 545000 → '5,45,000' in SQL: a comma before the last three digits and every two before them. */
export const indianPriceText = sql`regexp_replace(${listings.price}::text, '([0-9])(?=([0-9]{2})*[0-9]{3}$)', '\\1,', 'g')`;

export function fieldSql(field: string, collection: string): FieldSql {
  switch (field) {
    case 'id':
      return { value: sql`${listings.id}`, column: sql`${listings.id}` };
    case 'category':
      return { value: sql`${collection}::text` };
    case 'price':
      return { value: sql`${listings.price}`, column: sql`${listings.price}` };
    case 'brand':
      return { value: orEmpty(sql`${listings.brand}`), column: sql`${listings.brand}` };
    case 'model':
      return { value: sql`coalesce(${listings.model}, ${listings.title})` };
    case 'title':
    case 'product_name':
      return { value: sql`${listings.title}`, column: sql`${listings.title}` };
    case 'year':
      return { value: sql`${listings.year}::int`, column: sql`${listings.year}` };
    case 'distance':
      return { value: sql`${listings.kmDriven}`, column: sql`${listings.kmDriven}` };
    case 'fuel':
      return { value: orEmpty(sql`${listings.fuel}`), column: sql`${listings.fuel}` };
    case 'transmission':
      return { value: orEmpty(sql`${listings.transmission}`), column: sql`${listings.transmission}` };
    case 'totalOwners':
      return { value: digitsOf(sql`${listings.owners}`) };
    case 'bedrooms':
      return { value: digitsOf(sql`${listings.bhk}`) };
    case 'bathrooms':
      return { value: digitsOf(sql`${listings.attributes} ->> 'bathrooms'`) };
    case 'furnished':
      return { value: orEmpty(sql`${listings.attributes} ->> 'furnishing'`) };
    case 'address':
      return { value: address };
    case 'postDate':
      return { value: sql`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD')` };
    case 'sellerName':
      return { value: sql`${users.name}`, seller: true };
    case 'product_desc':
      return { value: sql`${listings.description}` };
    default:
      throw new Error(`No SQL for legacy field ${field}`);
  }
}
