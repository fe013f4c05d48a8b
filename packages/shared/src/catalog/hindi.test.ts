import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from './category-names.ts';
import { CITIES } from './cities.ts';
import { CITY_NAMES, findCityName } from './city-names.ts';
import { GROUPS } from './groups.ts';
import { addHindiNames, type NameList } from './hindi.ts';
import { HINDI_NAMES } from './hindi-names.ts';
import { STATES } from './states.ts';

const LISTS: Record<NameList, readonly { slug: string }[]> = {
  groups: GROUPS,
  categories: CATEGORY_NAMES,
  states: STATES,
  cities: CITY_NAMES,
};

describe("the catalog's Hindi names", () => {
  it('name every group, category, state and city in Devanagari, and nothing else', () => {
    for (const [list, items] of Object.entries(LISTS)) {
      const table = HINDI_NAMES[list as NameList];
      expect(Object.keys(table).sort(), list).toEqual(items.map((item) => item.slug).sort());
      for (const [slug, name] of Object.entries(table))
        expect(name, `${list} ${slug}`).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('read as the English names until they are added, then in Hindi, the cities with states too', () => {
    const cars = CATEGORY_NAMES.find((c) => c.slug === 'cars')!;
    const goa = STATES.find((s) => s.slug === 'goa')!;
    const pune = CITIES.find((c) => c.slug === 'pune')!;
    expect([cars.label.hi, goa.label.hi, pune.hi, findCityName('pune')!.hi]).toEqual([
      'Cars',
      'Goa',
      'Pune',
      'Pune',
    ]);

    addHindiNames(HINDI_NAMES);
    expect([cars.label.hi, goa.label.hi, pune.hi, findCityName('pune')!.hi]).toEqual([
      HINDI_NAMES.categories.cars,
      HINDI_NAMES.states.goa,
      HINDI_NAMES.cities.pune,
      HINDI_NAMES.cities.pune,
    ]);
    expect(GROUPS[0].label.hi).toBe(HINDI_NAMES.groups.cars);
    // What an API answer or a copy carries: the Hindi name as it reads now.
    expect(JSON.parse(JSON.stringify(pune)).hi).toBe(HINDI_NAMES.cities.pune);
  });
});
