import { describe, expect, it } from 'vitest';
import { ListingsQuery } from '../contracts/listings.ts';
import { formatNear, localitySlug, parseNear } from './near.ts';

describe('near', () => {
  it('reads a point, rounding it to about 100 m', () => {
    expect(parseNear('18.52043,73.85674')).toEqual({ kind: 'point', lat: 18.52, lng: 73.857 });
    expect(parseNear('91,73')).toBeNull();
    expect(parseNear('18.5;73.8')).toBeNull();
  });

  it('reads a city and a locality of it, and nothing else', () => {
    expect(parseNear('pune')).toEqual({ kind: 'place', city: 'pune' });
    expect(parseNear('pune.viman-nagar')).toEqual({ kind: 'place', city: 'pune', locality: 'viman-nagar' });
    expect(parseNear('pune.bandra-west')).toBeNull();
    expect(parseNear('atlantis')).toBeNull();
    expect(parseNear('pune.kothrud.x')).toBeNull();
  });

  it('writes what it reads', () => {
    for (const raw of ['18.52,73.857', 'mumbai', 'mumbai.andheri-west']) {
      expect(formatNear(parseNear(raw)!)).toBe(raw);
    }
    expect(localitySlug('T. Nagar')).toBe('t-nagar');
  });

  it('is a list filter with a radius and a sort', () => {
    const q = ListingsQuery.parse({ near: 'pune.kothrud', km: '10', sort: 'nearest' });
    expect(q.near).toEqual({ kind: 'place', city: 'pune', locality: 'kothrud' });
    expect(q.km).toBe(10);
    expect(q.sort).toBe('nearest');
    expect(ListingsQuery.safeParse({ near: 'pune', km: '7' }).success).toBe(false);
    expect(ListingsQuery.safeParse({ km: '5' }).success).toBe(false);
    expect(ListingsQuery.safeParse({ sort: 'nearest' }).success).toBe(false);
    expect(ListingsQuery.safeParse({ near: 'nowhere' }).success).toBe(false);
  });
});
