import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.ts';
import { optionLabel } from './option-labels.ts';

describe('attribute options', () => {
  it('have a Hindi label for every word option of every category', () => {
    const missing = new Set<string>();
    for (const c of CATEGORIES)
      for (const a of c.attributes)
        if (a.type === 'enum' && a.key !== 'brand')
          for (const o of a.options) if (!/^\d+\+?$/.test(o) && optionLabel(o, 'hi') === o) missing.add(o);
    expect([...missing]).toEqual([]);
  });

  it('stay as stored in English', () => {
    expect(optionLabel('CNG & Hybrids', 'en')).toBe('CNG & Hybrids');
    expect(optionLabel('Petrol', 'hi')).toBe('पेट्रोल');
    expect(optionLabel('Other', 'hi')).toBe('अन्य');
    expect(optionLabel('Other', 'en')).toBe('Other');
    expect(optionLabel('Maruti Suzuki', 'hi')).toBe('Maruti Suzuki');
  });
});
