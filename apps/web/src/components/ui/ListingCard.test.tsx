import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { card } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ListingCard } from './ListingCard';
import { FavouriteButton } from '../../features/favourites/components/FavouriteButton';

describe('ListingCard', () => {
  it('shows the price in rupees with Indian digit grouping', () => {
    renderWithProviders(<ListingCard listing={card()} heart={FavouriteButton} />);
    expect(screen.getByTestId('price').textContent).toBe('₹ 3,80,000');
  });

  it('links to the ad page under its category', () => {
    renderWithProviders(<ListingCard listing={card()} heart={FavouriteButton} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/products/cars/42');
  });

  it('dates a fresh ad briefly, so it fits beside the city on a phone', () => {
    const createdAt = new Date(Date.now() - 36 * 60_000).toISOString();
    renderWithProviders(<ListingCard listing={card({ createdAt })} heart={FavouriteButton} />);
    expect(screen.getByText('36 min ago')).toBeTruthy();
  });

  it('shows year, km, brand and model, city and a relative date', () => {
    renderWithProviders(<ListingCard listing={card()} heart={FavouriteButton} />);
    expect(screen.getByText('2018 · 45,000 km')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Maruti Suzuki Swift' })).toBeTruthy();
    expect(screen.getByText('Pune')).toBeTruthy();
    // Short, so it fits a phone's two-column card beside the city; the full date on hover.
    const date = screen.getByText('3 days ago');
    expect(date.getAttribute('title')).toMatch(/\d{4}$/);
  });

  it('reserves the photo size and loads it lazily', () => {
    renderWithProviders(<ListingCard listing={card()} heart={FavouriteButton} />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('src')).toBe('/media/abc-card.webp');
    expect(img.getAttribute('width')).toBe('480');
    expect(img.getAttribute('height')).toBe('360');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows the WARRANTY and DOCUMENT TRANSFER badges the seller vouched for, and only those', () => {
    const { unmount } = renderWithProviders(<ListingCard listing={card()} heart={FavouriteButton} />);
    expect(screen.getByText('WARRANTY')).toBeTruthy();
    expect(screen.getByText('DOCUMENT TRANSFER')).toBeTruthy();
    unmount();
    renderWithProviders(
      <ListingCard listing={card({ warranty: false, documentTransfer: true })} heart={FavouriteButton} />,
    );
    expect(screen.queryByText('WARRANTY')).toBeNull();
    expect(screen.getByText('DOCUMENT TRANSFER')).toBeTruthy();
  });

  it('uses the title when the ad has no brand, and no vehicle badges', () => {
    renderWithProviders(
      <ListingCard
        listing={card({
          category: 'sofa-dining',
          brand: null,
          model: null,
          year: null,
          kmDriven: null,
          title: 'Teak sofa set',
          warranty: false,
          documentTransfer: false,
        })}
        heart={FavouriteButton}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Teak sofa set' })).toBeTruthy();
    expect(screen.queryByText('WARRANTY')).toBeNull();
  });

  it('marks featured and sold ads', () => {
    renderWithProviders(
      <ListingCard listing={card({ featured: true, status: 'sold' })} heart={FavouriteButton} />,
    );
    expect(screen.getByText('FEATURED')).toBeTruthy();
    expect(screen.getByText('SOLD')).toBeTruthy();
  });
});
