import { CITIES } from './cities.ts';
import { LOCALITIES } from './localities.ts';

export { NEAR_RADII_KM, type NearRadiusKm } from './near-radii.ts';

/** A locality's URL slug within its city: "Viman Nagar" → "viman-nagar". */
export function localitySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Where "near" means, as the `near` query parameter writes it:
 * - a point from the browser, `18.5204,73.8567` (rounded to 3 decimals, about 100 m, so a URL
 *   does not give away a front door and nearby buyers share cached pages);
 * - a city, `pune`;
 * - a locality of a city, `pune.kothrud`.
 * Coordinates of cities and localities stay on the server (the web bundle does not need them).
 */
export type Near =
  { kind: 'point'; lat: number; lng: number } | { kind: 'place'; city: string; locality?: string };

const POINT = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;
const CITY_SLUGS = new Set(CITIES.map((c) => c.slug));

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The place a `near` parameter names, or null when it names none we know. */
export function parseNear(raw: string): Near | null {
  const point = POINT.exec(raw.trim());
  if (point) {
    const lat = Number(point[1]);
    const lng = Number(point[2]);
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    return { kind: 'point', lat: round3(lat), lng: round3(lng) };
  }
  const [city, locality, extra] = raw.trim().toLowerCase().split('.');
  if (!city || extra !== undefined || !CITY_SLUGS.has(city)) return null;
  if (locality === undefined) return { kind: 'place', city };
  const known = (LOCALITIES[city] ?? []).some((name) => localitySlug(name) === locality);
  return known ? { kind: 'place', city, locality } : null;
}

/** The `near` parameter for a place: the inverse of parseNear. */
export function formatNear(near: Near): string {
  if (near.kind === 'point') return `${round3(near.lat)},${round3(near.lng)}`;
  return near.locality ? `${near.city}.${near.locality}` : near.city;
}
