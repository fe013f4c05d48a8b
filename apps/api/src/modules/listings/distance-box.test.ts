import { EARTH_RADIUS_KM } from '@bazaar/shared';
import { describe, expect, it } from 'vitest';
import { boxAround } from './distance.ts';

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The point `km` away from `from` on `bearing` (degrees from north), on the sphere. */
function destination(from: { lat: number; lng: number }, km: number, bearing: number) {
  const d = km / EARTH_RADIUS_KM;
  const [lat1, lng1, b] = [rad(from.lat), rad(from.lng), rad(bearing)];
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: deg(lat2), lng: deg(lng2) };
}

describe('boxAround', () => {
  it.each([
    ['Kanyakumari', { lat: 8.08, lng: 77.55 }],
    ['Pune', { lat: 18.52, lng: 73.86 }],
    ['Leh', { lat: 34.15, lng: 77.58 }],
  ])('holds the whole circle around %s', (_, centre) => {
    for (const km of [2, 10, 100, 250]) {
      const box = boxAround(centre, km);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // A metre inside the circle: exactly on it, the box's edge and the point differ by rounding.
        const p = destination(centre, km - 0.001, bearing);
        expect(p.lat, `${km} km at ${bearing}°`).toBeGreaterThanOrEqual(box.south);
        expect(p.lat).toBeLessThanOrEqual(box.north);
        expect(p.lng, `${km} km at ${bearing}°`).toBeGreaterThanOrEqual(box.west);
        expect(p.lng).toBeLessThanOrEqual(box.east);
      }
    }
  });

  it('is not much wider than the circle', () => {
    const box = boxAround({ lat: 18.52, lng: 73.86 }, 10);
    expect(box.north - box.south).toBeCloseTo((2 * 10 * 180) / (Math.PI * EARTH_RADIUS_KM), 6);
    expect(box.east - box.west).toBeLessThan(0.2);
  });
});
