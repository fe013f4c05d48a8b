import { HINDI_NAMES } from './hindi-names.ts';
import { describe, expect, it } from 'vitest';
import { FILTER_BRANDS } from './brands.ts';
import { CATEGORIES } from './categories.ts';
import {
  CITIES,
  POPULAR_LOCATIONS,
  TRENDING_LOCATIONS,
  citiesOfState,
  distanceKm,
  findCity,
  nearestCity,
} from './cities.ts';
import { LOCALITIES, localitiesOf } from './localities.ts';
import { MODELS_BY_CATEGORY, modelsOf } from './models.ts';
import { NAVBAR_REGIONS, STATE_SLUGS } from './states.ts';
import type { Category, EnumAttribute } from './types.ts';

describe('cities', () => {
  it('places every city in a known state, with unique slugs and coordinates inside India', () => {
    const slugs = new Set<string>();
    for (const city of CITIES) {
      expect(STATE_SLUGS, city.slug).toContain(city.state);
      expect(slugs.has(city.slug), city.slug).toBe(false);
      slugs.add(city.slug);
      expect(city.lat).toBeGreaterThan(6);
      expect(city.lat).toBeLessThan(37);
      expect(city.lng).toBeGreaterThan(68);
      expect(city.lng).toBeLessThan(98);
      expect(city.name.length).toBeGreaterThan(0);
      expect(HINDI_NAMES.cities[city.slug], city.slug).toMatch(/[\u0900-\u097F]/);
    }
    expect(CITIES.length).toBeGreaterThanOrEqual(60);
  });

  it('covers every state and union territory, the navbar regions included', () => {
    for (const state of STATE_SLUGS) expect(citiesOfState(state).length, state).toBeGreaterThan(0);
    for (const region of NAVBAR_REGIONS) expect(citiesOfState(region).length).toBeGreaterThan(1);
  });

  it('knows the footer locations', () => {
    for (const slug of [...POPULAR_LOCATIONS, ...TRENDING_LOCATIONS]) expect(findCity(slug)?.slug).toBe(slug);
    expect(findCity('atlantis')).toBeUndefined();
  });

  it('finds the nearest city by great-circle distance', () => {
    expect(nearestCity(19.07, 72.87).slug).toBe('mumbai');
    expect(nearestCity(13.0, 80.2).slug).toBe('chennai');
    expect(nearestCity(28.7, 77.1).slug).toBe('delhi');
    expect(nearestCity(20.28, 85.8).slug).toBe('bhubaneswar');
    // Mumbai to Pune is about 120 km as the crow flies.
    const mumbai = findCity('mumbai')!;
    const pune = findCity('pune')!;
    expect(distanceKm(mumbai.lat, mumbai.lng, pune.lat, pune.lng)).toBeGreaterThan(100);
    expect(distanceKm(mumbai.lat, mumbai.lng, pune.lat, pune.lng)).toBeLessThan(140);
  });

  it('has localities for every city, real ones for all but the smallest', () => {
    for (const slug of Object.keys(LOCALITIES)) expect(findCity(slug), slug).toBeDefined();
    for (const city of CITIES) {
      const list = localitiesOf(city.slug);
      expect(list.length, city.slug).toBeGreaterThanOrEqual(3);
      expect(new Set(list).size, city.slug).toBe(list.length);
    }
    expect(Object.keys(LOCALITIES).length).toBeGreaterThanOrEqual(CITIES.length - 2);
  });
});

describe('models', () => {
  it('suggests models for every brand of every category with a brand list', () => {
    for (const category of CATEGORIES as readonly Category[]) {
      const brand = category.attributes.find((a): a is EnumAttribute => a.key === 'brand');
      const models = MODELS_BY_CATEGORY[category.slug];
      if (!brand) {
        expect(models, category.slug).toBeUndefined();
        continue;
      }
      expect(Object.keys(models ?? {}).sort(), category.slug).toEqual([...brand.options].sort());
      for (const name of brand.options) {
        const list = modelsOf(category.slug, name);
        // Hyundai stays in the motorcycle brand list only because the original product had it.
        if (category.slug === 'motorcycles' && name === 'Hyundai') continue;
        expect(list.length, `${category.slug} ${name}`).toBeGreaterThan(0);
        expect(new Set(list).size, `${category.slug} ${name}`).toBe(list.length);
        for (const model of list) expect(model.length).toBeLessThanOrEqual(70);
      }
    }
  });

  it('covers the filter brands where they sell', () => {
    for (const brand of FILTER_BRANDS) {
      const found = Object.values(MODELS_BY_CATEGORY).some((byBrand) => (byBrand[brand]?.length ?? 0) > 0);
      expect(found, brand).toBe(true);
    }
  });
});
