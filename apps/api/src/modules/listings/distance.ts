import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema.ts';
import type { Point } from '../catalog/index.ts';

export type { Point };

/**
 * Distances in SQL (earthdistance). An ad's point is `ll_to_earth(lat, lng)`, the expression the
 * GiST index listings_public_earth_idx is built on, so every condition below can use it.
 */
export function earthPoint(p?: Point): SQL {
  return p
    ? sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`
    : sql`ll_to_earth(${listings.lat}, ${listings.lng})`;
}

/**
 * Ads within `km` of the point (none without a point). earth_box is the index's condition but a
 * cube around the circle: its corners reach further than km, so the exact distance is checked too.
 */
export function withinRadius(near: Point & { km?: number }): SQL[] {
  const where = [sql`${listings.lat} is not null`];
  if (near.km !== undefined) {
    const metres = near.km * 1000;
    where.push(
      sql`earth_box(${earthPoint(near)}, ${metres}::float8) @> ${earthPoint()}`,
      sql`earth_distance(${earthPoint(near)}, ${earthPoint()}) <= ${metres}::float8`,
    );
  }
  return where;
}

/**
 * What a list near a point selects besides the card: the straight-line (chord) distance through
 * the earth, which the GiST index orders by (`<->`, a KNN scan) and the nearest-first cursor
 * carries, and the distance along the surface the card shows. Both grow together, so sorting by
 * one is sorting by the other. Null columns elsewhere keep one row shape for every list.
 */
export function nearColumns(near: Point | undefined) {
  if (!near)
    return {
      chord: sql<number | null>`null::float8`.as('chord'),
      distanceM: sql<number | null>`null::float8`.as('distance_m'),
    };
  return {
    chord: sql<number | null>`${earthPoint()} <-> ${earthPoint(near)}`.as('chord'),
    distanceM: sql<number | null>`earth_distance(${earthPoint(near)}, ${earthPoint()})`.as('distance_m'),
  };
}

/**
 * The condition that lets a nearest-first page use the GiST index twice. Ordered by distance
 * alone, the index hands out ads nearest first (a KNN scan reading little more than a page); but
 * PostgreSQL only does that when the ORDER BY is the distance alone, and pages need the id as
 * well, to break ties in one order for the cursor. So the page's reach is found first: the
 * distance of the page's last ad when ordered by distance alone (the KNN scan). Every ad of the
 * page in (distance, id) order lies within that reach, so the page is then read from a box of that
 * radius (the index's other use) and sorted: a page's rows, not every match's. The KNN scan of a
 * next page still reads past the earlier pages' ads (the cursor is a filter there), so page n
 * costs about n first pages' reading: cheap for the pages people turn. A metre more: the box must not lose an ad at exactly that distance
 * to rounding; the ORDER BY drops whatever more it holds.
 */
export function nearestPageReach(db: Db, near: Point, where: SQL[], limit: number): SQL {
  const chord = sql<number>`${earthPoint()} <-> ${earthPoint(near)}`;
  const nearest = db
    .select({ chord: chord.as('reach_chord') })
    .from(listings)
    .where(and(...where))
    .orderBy(asc(chord))
    .limit(limit)
    .as('nearest');
  const reach = db.select({ chord: sql`max(${nearest.chord})` }).from(nearest);
  return sql`earth_box(${earthPoint(near)}, sec_to_gc((${reach})) + 1) @> ${earthPoint()}`;
}
