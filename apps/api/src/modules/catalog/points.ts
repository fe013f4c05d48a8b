import { findCity, localitySlug, type Near } from '@bazaar/shared';
import { LOCALITY_POINTS } from './locality-points.ts';

export type Point = { lat: number; lng: number };

/**
 * Where an ad is on the map: its locality's point when the catalogue knows the locality, else its
 * city's centre (a locality typed by hand, an imported address); null for a city we do not know.
 * Never the seller's doorstep: distances are between neighbourhoods.
 */
export function adPoint(city: string, locality: string | null | undefined): Point | null {
  const points = LOCALITY_POINTS[city];
  // A typed or imported locality may carry more than its name ("Kothrud, near the bus stand").
  const names = locality ? [locality, ...locality.split(',')] : [];
  for (const name of names) {
    const known = points?.[localitySlug(name)];
    if (known) return { lat: known[0], lng: known[1] };
  }
  const centre = findCity(city);
  return centre ? { lat: centre.lat, lng: centre.lng } : null;
}

/** The point a `near` parameter stands for (parseNear only lets through places we know). */
export function placePoint(near: Near): Point {
  if (near.kind === 'point') return { lat: near.lat, lng: near.lng };
  const point = adPoint(near.city, near.locality);
  if (!point) throw new Error(`No point for the place ${near.city}`);
  return point;
}
