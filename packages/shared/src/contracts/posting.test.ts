import { describe, expect, it } from 'vitest';
import { CATEGORIES, findCategory } from '../catalog/categories.ts';
import { LIMITS } from '../limits.ts';
import { listingInputSchema, parseListingInput } from './posting.ts';

const car = {
  category: 'cars',
  title: '',
  description: 'Well kept, single owner.',
  price: '450000',
  attributes: {
    brand: 'Hyundai',
    model: 'Creta',
    year: '2019',
    fuel: 'Diesel',
    transmission: 'Manual',
    kmDriven: '42000',
    owners: '1',
  },
  state: 'kerala',
  city: 'kochi',
  photoIds: [1, 2],
};

describe('listingInputSchema', () => {
  it('turns form text into numbers and names an untitled car', () => {
    const parsed = listingInputSchema(findCategory('cars')!).parse(car);
    expect(parsed.price).toBe(450000);
    expect(parsed.attributes).toMatchObject({ year: 2019, kmDriven: 42000 });
    expect(parsed.title).toBe('Hyundai Creta 2019');
  });

  it('names each problem beside its field', () => {
    const r = parseListingInput({
      ...car,
      title: 'x'.repeat(LIMITS.titleMax + 1),
      description: 'd'.repeat(LIMITS.descriptionMax + 1),
      price: '0',
      attributes: { ...car.attributes, year: '1', fuel: 'Steam', brand: '' },
      city: 'atlantis',
      photoIds: Array.from({ length: 13 }, (_, i) => i + 1),
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.fields).sort()).toEqual(
      [
        'attributes.brand',
        'attributes.fuel',
        'attributes.year',
        'city',
        'description',
        'photoIds',
        'price',
        'title',
      ].sort(),
    );
    expect(r.fields['attributes.brand']).toBe('Required');
  });

  it('asks for a title where nothing names the ad', () => {
    const r = parseListingInput({ ...car, category: 'books', attributes: {} });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields.title).toBe('Required');
  });

  it('accepts a minimal ad in every category', () => {
    for (const c of CATEGORIES) {
      const attributes: Record<string, string> = {};
      for (const a of c.attributes) {
        if (!('required' in a && a.required)) continue;
        attributes[a.key] = a.type === 'enum' ? a.options[0]! : a.type === 'int' ? String(a.max) : 'x';
      }
      const r = parseListingInput({ ...car, category: c.slug, title: 'Something', attributes });
      expect(r.ok, `${c.slug}: ${JSON.stringify(r)}`).toBe(true);
    }
  });
});
