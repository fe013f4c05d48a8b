import type { MyListing } from '@bazaar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { deal, myListing } from '../../../test/fixtures';
import MyAdsPage from './MyAdsPage';

const seller = { id: 1, name: 'Ravi Kumar' };
const buyer = { id: 2, name: 'Lata Rao' };

const mine = (overrides: Partial<MyListing>) => myListing({ status: 'sold', ...overrides });
const lataDeal = deal({ listing: { id: 1, title: 'Honda Activa 6G', category: 'scooters' }, seller, buyer });

let items: MyListing[];
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/me/listings') return Response.json({ items });
      if (url === '/api/auth/session') return Response.json({ user: seller });
      if (url === '/api/deals/30') return Response.json(lataDeal);
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

describe('a sold ad in My Ads', () => {
  it('names the buyer by first name, and opens the rating form while it is open', async () => {
    items = [
      mine({ id: 1, title: 'Honda Activa 6G', deal: { id: 30, buyer, canRate: true, rated: false } }),
      mine({ id: 2, title: 'Hero Splendor', deal: { id: 31, buyer: null, canRate: false, rated: false } }),
      mine({ id: 3, title: 'Bajaj Pulsar', deal: { id: 32, buyer, canRate: false, rated: true } }),
      mine({ id: 4, title: 'TVS Jupiter' }),
      mine({ id: 5, title: 'Yamaha FZ', status: 'active', deal: null }),
    ];
    renderWithProviders(<MyAdsPage />, { url: '/my-ads' });
    const rows = await screen.findAllByTestId('my-ad');
    const soldTo = rows.map((r) => r.querySelector('[data-testid="sold-to"]')?.textContent ?? null);
    expect(soldTo).toEqual([
      'Sold to LataRate Lata',
      'Sold to someone else',
      'Sold to LataYou rated Lata',
      null,
      null,
    ]);
    // Only the buyer's first name: the seller chose them and needs no more.
    expect(rows[0]!.textContent).not.toContain('Rao');
    // Rated: who bought it can no longer change.
    expect(within(rows[2]!).queryByRole('button', { name: 'Who bought it?' })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Who bought it?' })).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Rate Lata' }));
    expect(await screen.findByRole('dialog', { name: 'Rate your deal with Lata Rao' })).toBeTruthy();
    await waitFor(() => expect(calls).toContain('/api/deals/30'));
  });

  it('speaks Hindi', async () => {
    await act(() => switchLanguage('hi'));
    items = [
      mine({ id: 1, deal: { id: 30, buyer, canRate: true, rated: false } }),
      mine({ id: 2, deal: { id: 31, buyer: null, canRate: false, rated: false } }),
    ];
    renderWithProviders(<MyAdsPage />, { url: '/my-ads' });
    const lines = await screen.findAllByTestId('sold-to');
    expect(lines[0]!.textContent).toBe('Lata को बेचाLata को रेटिंग दें');
    expect(lines[1]!.textContent).toBe('किसी और को बेचा');
  });
});
