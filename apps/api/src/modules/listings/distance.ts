import { EARTH_RADIUS_KM } from '@bazaar/shared';
import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';
import type { Point } from '../catalog/index.ts';

export type { Point };

/** Kilometres in one degree of latitude (and of longitude at the equator), on the mean earth. */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;

/** An ad's distance from a point in km, as the crow flies (distance_km, migration 0019). */
export function distanceKm(p: Point): SQL<number> {
  return sql<number>`distance_km(${listings.lat}, ${listings.lng}, ${p.lat}::float8, ${p.lng}::float8)`;
}

/**
 * The latitude/longitude box around a circle. A degree of longitude shrinks away from the equator,
 * so the box is as wide as the circle needs at its edge nearer the pole. (It does not wrap across
 * the 180th meridian, which no Indian place is near.)
 */
export function boxAround(p: Point, km: number) {
  const dLat = km / KM_PER_DEGREE;
  const poleward = Math.min(90, Math.abs(p.lat) + dLat);
  const dLng = poleward >= 89.9 ? 180 : km / (KM_PER_DEGREE * Math.cos((poleward * Math.PI) / 180));
  return { south: p.lat - dLat, north: p.lat + dLat, west: p.lng - dLng, east: p.lng + dLng };
}

/**
 * Ads within `km` of the point (with no km, every ad that has a point). The box is what the GiST
 * index listings_public_point_idx answers; its corners reach beyond the circle, so the exact
 * distance is checked too.
 */
export function withinRadius(near: Point & { km?: number }): SQL[] {
  const where = [sql`${listings.lat} is not null`];
  if (near.km !== undefined) {
    const box = boxAround(near, near.km);
    where.push(
      sql`point(${listings.lng}, ${listings.lat}) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`,
      sql`${distanceKm(near)} <= ${near.km}::float8`,
    );
  }
  return where;
}

/** What a list near a point selects besides the card: each ad's distance (null elsewhere). */
export function nearColumns(near: Point | undefined) {
  return {
    distanceKm: near
      ? distanceKm(near).as('distance_km')
      : sql<number | null>`null::float8`.as('distance_km'),
  };
}

/**
 * The GiST index's own nearest-first order: flat distance in degrees, which stretches east–west
 * distances by up to a fifth across India. A guide to which ads are near, never the order shown.
 */
export function flatDistance(p: Point): SQL<number> {
  return sql<number>`point(${listings.lng}, ${listings.lat}) <-> point(${p.lng}::float8, ${p.lat}::float8)`;
}
