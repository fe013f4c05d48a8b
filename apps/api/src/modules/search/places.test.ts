import { describe, expect, it } from 'vitest';
// Loaded on its own, as the first module that reads the catalog's Hindi names.
import { placeInSearch } from './places.ts';

describe('placeInSearch', () => {
  it('finds a city and a state by their Hindi names', () => {
    expect(placeInSearch('swift मुंबई')?.city?.slug).toBe('mumbai');
    expect(placeInSearch('flat केरल')?.state).toBe('kerala');
  });
});
