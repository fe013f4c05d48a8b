import { describe, expect, it } from 'vitest';
import { LOCALITIES, distanceKm, findCity, localitySlug } from '@bazaar/shared';
import { LOCALITY_POINTS } from './locality-points.ts';

/** How far a locality may lie from its city's centre before its point is taken for a mistake. */
const MAX_KM_FROM_CENTRE = 30;

describe('LOCALITY_POINTS', () => {
  it('has a point for every catalogue locality and none for anything else', () => {
    for (const [city, names] of Object.entries(LOCALITIES)) {
      const expected = names.map(localitySlug).sort();
      expect(Object.keys(LOCALITY_POINTS[city] ?? {}).sort(), city).toEqual(expected);
    }
    expect(Object.keys(LOCALITY_POINTS).sort()).toEqual(Object.keys(LOCALITIES).sort());
  });

  it('puts every locality near its city centre', () => {
    const far: string[] = [];
    for (const [citySlug, points] of Object.entries(LOCALITY_POINTS)) {
      const city = findCity(citySlug);
      expect(city, citySlug).toBeDefined();
      for (const [locality, [lat, lng]] of Object.entries(points)) {
        const km = distanceKm(city!.lat, city!.lng, lat, lng);
        if (km > MAX_KM_FROM_CENTRE) far.push(`${citySlug}.${locality} ${km.toFixed(1)} km`);
      }
    }
    expect(far).toEqual([]);
  });

  it('gives no two localities of a city the same point', () => {
    for (const [city, points] of Object.entries(LOCALITY_POINTS)) {
      const seen = new Map<string, string>();
      for (const [locality, point] of Object.entries(points)) {
        const key = point.join(',');
        expect(seen.get(key), `${city}.${locality} at ${key}`).toBeUndefined();
        seen.set(key, locality);
      }
    }
  });

  it('keeps points to 3 decimals', () => {
    for (const points of Object.values(LOCALITY_POINTS)) {
      for (const [lat, lng] of Object.values(points)) {
        expect(Math.round(lat * 1000) / 1000).toBe(lat);
        expect(Math.round(lng * 1000) / 1000).toBe(lng);
      }
    }
  });
});
