import type { Offer, OfferStatus } from '@bazaar/shared';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { OfferCard } from './OfferCard';

const offer = (status: OfferStatus): Offer => ({
  id: 9,
  listingId: 42,
  conversationId: 7,
  buyerId: 3,
  amount: 450_000,
  note: 'Can pay today',
  status,
  createdAt: '2026-01-10T10:00:00.000Z',
  decidedAt: status === 'open' ? null : '2026-01-11T10:00:00.000Z',
});

/** The card as the ad's seller sees it in the thread: the one who could answer it. */
const asSeller = (status: OfferStatus) =>
  renderWithProviders(<OfferCard offer={offer(status)} mine={false} canDecide otherName="Bilal" />);

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

describe('OfferCard', () => {
  it('lets the seller answer an open offer', () => {
    asSeller('open');
    expect(screen.getByText('Waiting for your answer')).toBeTruthy();
    expect(screen.queryByText('Waiting for the seller')).toBeNull();
    expect(screen.getByTestId('offer-card').getAttribute('data-status')).toBe('open');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('tells the buyer an open offer waits for the seller, with nothing to answer', () => {
    renderWithProviders(<OfferCard offer={offer('open')} mine canDecide={false} otherName="Asha" />);
    expect(screen.getByText('Waiting for the seller')).toBeTruthy();
    expect(screen.queryByText('Waiting for your answer')).toBeNull();
    expect(screen.getByTestId('offer-card').getAttribute('data-status')).toBe('open');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says whose answer is awaited in Hindi too', async () => {
    await act(() => switchLanguage('hi'));
    asSeller('open');
    expect(screen.getByText('आपके जवाब का इंतज़ार')).toBeTruthy();
    cleanup();
    renderWithProviders(<OfferCard offer={offer('open')} mine canDecide={false} otherName="Asha" />);
    expect(screen.getByText('विक्रेता के जवाब का इंतज़ार')).toBeTruthy();
  });

  it('shows an offer closed by the ad’s sale or removal as closed, with nothing to answer', () => {
    asSeller('closed');
    expect(screen.getByTestId('offer-card').getAttribute('data-status')).toBe('closed');
    expect(screen.getByText('Closed: the ad was sold or removed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so in Hindi too', async () => {
    await act(() => switchLanguage('hi'));
    asSeller('closed');
    expect(screen.getByText('बंद: विज्ञापन बिक गया या हटा दिया गया')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the offer was answered or closed meanwhile when the seller answers too late', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            error: {
              code: 'offer_closed',
              message: 'This offer has already been answered, replaced or closed',
            },
          },
          { status: 409 },
        ),
      ),
    );
    asSeller('open');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('This offer was already answered or closed (the ad was sold or removed).'),
    ).toBeTruthy();
    expect(screen.queryByText('That did not work. Please try again.')).toBeNull();
  });

  it('says only "Closed" for an offer closed while the ad is still for sale (by a block)', async () => {
    renderWithProviders(
      <OfferCard offer={offer('closed')} mine canDecide={false} otherName="Asha" adActive />,
    );
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByText(/sold or removed/)).toBeNull();
    cleanup();
    await act(() => switchLanguage('hi'));
    renderWithProviders(
      <OfferCard offer={offer('closed')} mine canDecide={false} otherName="Asha" adActive />,
    );
    expect(screen.getByText('बंद')).toBeTruthy();
  });

  it('answers a refused accept across a block with the same sentence as a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'cannot_message', message: "You can't message this person" } },
          { status: 403 },
        ),
      ),
    );
    asSeller('open');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText("You can't message this person")).toBeTruthy();
    expect(screen.queryByText('That did not work. Please try again.')).toBeNull();
  });
});
