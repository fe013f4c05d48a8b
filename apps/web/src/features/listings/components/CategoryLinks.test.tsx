import { findCategory } from '@bazaar/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CategoryLinks } from './CategoryLinks';

const cars = findCategory('cars');

describe('CategoryLinks', () => {
  it('carries the search and the location over to the other categories', () => {
    renderWithProviders(<CategoryLinks current={cars} />, {
      url: '/products/cars?q=swift&state=kerala&brand=Tata',
    });
    expect(screen.getByRole('link', { name: 'All Categories' }).getAttribute('href')).toBe(
      '/product?q=swift&state=kerala',
    );
  });

  it('carries all of India chosen over a remembered region (an empty ?state=)', () => {
    renderWithProviders(<CategoryLinks current={cars} />, { url: '/products/cars?state=' });
    expect(screen.getByRole('link', { name: 'All Categories' }).getAttribute('href')).toBe('/product?state=');
  });
});
