import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';

/**
 * The ids the legacy collections answer under. An imported record keeps its original id; every other
 * ad (demo data, ads posted in Bazaar) is numbered after the highest original id of any collection:
 * its Bazaar id plus that id. So old links keep working, imported records come first in their
 * original order, and no id is answered twice. An import that brings higher ids renumbers the others.
 */
export const HIGHEST_ORIGINAL_ID = sql`(select coalesce(max(original.legacy_id), 0) from listings original
  where original.legacy_id is not null)`;

/** The id an ad is answered under, in SQL. */
export const legacyIdSql: SQL = sql`coalesce(${listings.legacyId}, ${listings.id} + ${HIGHEST_ORIGINAL_ID})`;

/** Matches the ad answered under this id (its collection is a separate condition). */
export function isLegacyId(id: number): SQL {
  return sql`(${listings.legacyId} = ${id}::bigint or (${listings.legacyId} is null and ${listings.id} = ${id}::bigint - ${HIGHEST_ORIGINAL_ID}))`;
}
