import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { SellerTrust } from './SellerTrust';

const badges = { emailConfirmed: true, phoneVerified: false, google: false };
/** The rating line as it reads: its parts with a space between (the layout's gap). */
const words = (line: HTMLElement) => [...line.children].map((part) => part.textContent).join(' ');

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

// The seller box of the ad page: the same rating line as the profile.
describe("the ad page's seller rating", () => {
  it('gives the average with one decimal and the number of deals, with its stars', () => {
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: 4.6, count: 12 }} />);
    expect(screen.getByTestId('rating').textContent).toContain('4.6 from 12 deals');
    expect(screen.getByLabelText('4.6 out of 5 stars')).toBeTruthy();
    expect(screen.queryByText('New')).toBeNull();
  });

  it('says "New" with how many ratings, no stars or average, while the API gives no average (under 3)', () => {
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: null, count: 2 }} />);
    expect(words(screen.getByTestId('rating'))).toBe('New · 2 ratings');
    expect(screen.queryByText(/from \d+ deals/)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says "1 rating" for one, and just "New" for none', () => {
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: null, count: 1 }} />);
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: null, count: 0 }} />);
    const [one, none] = screen.getAllByTestId('rating');
    expect(words(one!)).toBe('New · 1 rating');
    expect(words(none!)).toBe('New');
  });

  it('speaks Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: 4, count: 3 }} />);
    expect(screen.getByTestId('rating').textContent).toContain('3 सौदों से 4.0');
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: null, count: 0 }} />);
    expect(screen.getAllByTestId('rating')[1]!.textContent).toBe('नया');
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: null, count: 1 }} />);
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: null, count: 2 }} />);
    expect(words(screen.getAllByTestId('rating')[2]!)).toBe('नया · 1 रेटिंग');
    expect(words(screen.getAllByTestId('rating')[3]!)).toBe('नया · 2 रेटिंग');
  });
});
