import { sql, type SQL } from 'drizzle-orm';
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
