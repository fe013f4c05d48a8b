import { CITIES } from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { LOCALITY_POINTS } from '../catalog/index.ts';

// The catalogue's points as SQL rows: what adPoint reads, given to the statement as parameters.
const POINTS = JSON.stringify(
  Object.entries(LOCALITY_POINTS).flatMap(([city, points]) =>
    Object.entries(points).map(([slug, [lat, lng]]) => ({ city, slug, lat, lng })),
  ),
);
const CENTRES = JSON.stringify(CITIES.map((c) => ({ city: c.slug, lat: c.lat, lng: c.lng })));

/**
 * Each ad (from `ads`, with id, city and locality) and where adPoint would place it: the point of
 * its locality, or of a comma-separated part of it, the first that names one; else its city's
 * centre. The slug is localitySlug's in SQL (the catalogue's names are plain ASCII).
 */
const placed = (ads: ReturnType<typeof sql>) => sql`
  points as (
    select * from jsonb_to_recordset(${POINTS}::jsonb) as p(city text, slug text, lat float8, lng float8)
  ), centres as (
    select * from jsonb_to_recordset(${CENTRES}::jsonb) as c(city text, lat float8, lng float8)
  ), wanted as (
    select a.id, a.city, a.locality, c.lat as centre_lat, c.lng as centre_lng,
           coalesce((
             select array[p.lat, p.lng]
             from unnest(array_prepend(a.locality, string_to_array(a.locality, ','))) with ordinality as part(name, n)
             join points p on p.city = a.city
              and p.slug = trim(both '-' from regexp_replace(lower(part.name), '[^a-z0-9]+', '-', 'g'))
             order by part.n limit 1
           ), array[c.lat, c.lng]) as at
    from (${ads}) a join centres c on c.city = a.city
  )`;

/** An ad still without its locality's point: none at all, or its city's centre (ads before points). */
const UNPLACED = sql`(l.lat is null or (l.lat = w.centre_lat and l.lng = w.centre_lng))
  and (l.lat is distinct from w.at[1] or l.lng is distinct from w.at[2])`;

/** The rows the ad-points backfill reads and writes: its progress is the ads' own points. */
export function adPointsRepository(db: Db) {
  return {
    /** Whether some ad has no point or its city's centre where its locality has a point. */
    async anyUnplaced(): Promise<boolean> {
      const [row] = await rowsOf<{ any: boolean }>(
        db,
        // Only ads on no point or a centre are placed anew (one pass over the table, then few).
        sql`with ${placed(sql`select l.id, l.city, l.locality from listings l join centres c on c.city = l.city
                                where l.lat is null or (l.lat = c.lat and l.lng = c.lng)`)}
            select exists (select 1 from listings l join wanted w on w.id = l.id where ${UNPLACED}) as any`,
      );
      return !!row?.any;
    },

    /**
     * Places the unplaced ads among the next `limit` after this id; gives the last id looked at
     * (null when none was left) and how many were placed. An ad edited meanwhile (another place)
     * is left as its edit placed it.
     */
    async placeBatch(afterId: number, limit: number): Promise<{ last: number | null; placed: number }> {
      const [row] = await rowsOf<{ last: string | number | null; placed: string | number }>(
        db,
        sql`with batch as (
              select id, city, locality from listings where id > ${afterId} order by id limit ${limit}
            ), ${placed(sql`select * from batch`)}, moved as (
              update listings l set lat = w.at[1], lng = w.at[2]
              from wanted w
              where l.id = w.id and l.city = w.city and l.locality = w.locality and ${UNPLACED}
              returning l.id
            )
            select (select max(id) from batch) as last, (select count(*) from moved) as placed`,
      );
      return { last: row?.last == null ? null : Number(row.last), placed: Number(row?.placed ?? 0) };
    },
  };
}

export type AdPointsRepository = ReturnType<typeof adPointsRepository>;
