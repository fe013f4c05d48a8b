import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { SellerTrust } from './SellerTrust';

const badges = { emailConfirmed: true, phoneVerified: false, google: false };

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

  it('says "New", with no stars or count, while the API gives no average (under 3 ratings)', () => {
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: null, count: 2 }} />);
    expect(screen.getByTestId('rating').textContent).toBe('New');
    expect(screen.queryByText(/from \d+ deals/)).toBeNull();
  });

  it('speaks Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: 4, count: 3 }} />);
    expect(screen.getByTestId('rating').textContent).toContain('3 सौदों से 4.0');
    renderWithProviders(<SellerTrust badges={badges} rating={{ average: null, count: 0 }} />);
    expect(screen.getAllByTestId('rating')[1]!.textContent).toBe('नया');
  });
});
