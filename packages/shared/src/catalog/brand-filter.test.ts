import { describe, expect, it } from 'vitest';
import { FILTER_BRANDS, MOBILE_BRANDS } from './brands.ts';
import { CATEGORIES, findCategory } from './categories.ts';
import { brandFilterOptions } from './filters.ts';

const of = (slug: string) => brandFilterOptions(findCategory(slug));

describe('the brand filter of a category', () => {
  it('offers Cars its car brands, the product nine that apply first, and no phone brands', () => {
    const cars = of('cars');
    expect(cars.slice(0, 5)).toEqual(['Maruti Suzuki', 'Hyundai', 'Tata', 'Mahindra', 'Honda']);
    expect(cars).toContain('Toyota');
    expect(cars).not.toContain('Samsung');
    expect(cars).not.toContain('Apple');
    expect(cars).not.toContain('Royal Enfield');
  });

  it('offers Mobile Phones the phone brands, Samsung and Apple first', () => {
    const phones = of('mobile-phones');
    expect(phones.slice(0, 2)).toEqual(['Samsung', 'Apple']);
    expect(new Set(phones)).toEqual(new Set(MOBILE_BRANDS));
    expect(phones).not.toContain('Maruti Suzuki');
  });

  it('offers the nine across categories with none chosen, and nothing where ads have no brand', () => {
    expect(brandFilterOptions(undefined)).toEqual([...FILTER_BRANDS]);
    expect(of('houses-for-sale')).toEqual([]);
  });

  it("offers every category only brands its ads can have (the post form's list)", () => {
    for (const category of CATEGORIES) {
      const own = category.attributes.find((a) => a.key === 'brand');
      const offered = brandFilterOptions(category);
      if (!own || own.type !== 'enum') expect(offered).toEqual([]);
      else expect(new Set(offered)).toEqual(new Set(own.options));
    }
  });
});
