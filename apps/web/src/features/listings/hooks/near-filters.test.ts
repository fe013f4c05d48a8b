import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseFilters, setNear, setSortBy, toApiFilter } from './filters';

const read = (search: string) => parseFilters(new URLSearchParams(search));

describe('a place in the address', () => {
  it('reads a locality, a city or a point, with a radius', () => {
    expect(read('near=pune.kothrud&km=10')).toMatchObject({ near: 'pune.kothrud', km: 10 });
    expect(read('near=Pune')).toMatchObject({ near: 'pune', km: null });
    expect(read('near=18.52,73.857&km=5')).toMatchObject({ near: '18.52,73.857', km: 5 });
  });

  it('leaves out what is not a place, and a radius or a nearest order without one', () => {
    expect(read('near=<script>&km=10')).toMatchObject({ near: null, km: null });
    expect(read('km=10&sortBy=nearest')).toMatchObject({ near: null, km: null, sortBy: null });
    expect(read('near=pune&km=-3')).toMatchObject({ near: 'pune', km: null });
    expect(read('near=pune&sortBy=nearest').sortBy).toBe('nearest');
  });

  it('asks the API near the place, within the radius, nearest first', () => {
    const filter = toApiFilter('motorcycles', read('near=pune.kothrud&km=10&sortBy=nearest'), 24);
    expect(filter).toMatchObject({ near: 'pune.kothrud', km: 10, sort: 'nearest' });
    expect(toApiFilter(undefined, read(''), 24)).not.toHaveProperty('near');
    expect(activeFilterCount(read('near=pune&km=10'))).toBe(1);
  });

  it('drops the radius and the nearest order with the place', () => {
    const near = new URLSearchParams('brand=Royal+Enfield&near=pune.kothrud&km=10');
    const sorted = setSortBy(near, 'nearest');
    expect(setNear(sorted, null).toString()).toBe('brand=Royal+Enfield');
    expect(setNear(setSortBy(near, 'desc'), null).toString()).toBe('brand=Royal+Enfield&sortBy=desc');
    expect(setNear(near, 'mumbai').get('km')).toBe('10');
  });
});
