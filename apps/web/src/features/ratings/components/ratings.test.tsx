import type { Deal, Me, Review } from '@bazaar/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { deal } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { notificationHref } from '../../notifications/components/notificationText';
import BuyerDialog from './BuyerDialog';
import RateDealDialog from './RateDealDialog';

const seller = { id: 1, name: 'Ravi Kumar' };
const buyer = { id: 2, name: 'Priya' };

function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 70,
    stars: 4,
    text: 'Smooth deal',
    createdAt: new Date().toISOString(),
    editedAt: null,
    raterRole: 'buyer',
    rater: buyer,
    rated: seller,
    listing: { id: 5, title: 'Honda Activa 6G' },
    reply: null,
    ...overrides,
  };
}

let me: Partial<Me>;
let current: Deal;
let calls: string[];

beforeEach(() => {
  me = buyer;
  current = deal();
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}${init?.body ? ' ' + String(init.body) : ''}`);
      if (url === '/api/auth/session') return Response.json({ user: me });
      if (url === '/api/deals/30') return Response.json(current);
      if (url === '/api/deals/30/rating' && method === 'POST') {
        const body = JSON.parse(String(init!.body)) as { stars: number; text: string };
        return Response.json(review(body), { status: 201 });
      }
      if (url === '/api/ratings/70' && method === 'PATCH') return Response.json(review());
      if (url === '/api/me/listings/5/buyers')
        return Response.json({ items: [buyer, { id: 3, name: 'Amit' }] });
      if (url === '/api/me/listings/5/deal' && method === 'PUT') {
        const { buyerId } = JSON.parse(String(init!.body)) as { buyerId: number | null };
        return Response.json(deal({ buyer: buyerId === null ? null : buyer, canRate: buyerId !== null }));
      }
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

describe('rating a deal', () => {
  it('asks for stars, counts the review’s characters and posts both', async () => {
    renderWithProviders(<RateDealDialog dealId={30} onClose={() => {}} />);
    expect(
      await screen.findByRole('heading', { name: 'Rate your deal with Ravi Kumar' }, { timeout: 5000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose 1 to 5 stars.');
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Review (optional)'), { target: { value: 'Honest seller' } });
    expect(screen.getByText('13 of 500 characters')).toBeTruthy();
    expect(screen.getByLabelText('Review (optional)').getAttribute('maxlength')).toBe('500');
    fireEvent.click(screen.getByRole('button', { name: 'Post rating' }));
    await waitFor(() =>
      expect(calls).toContain('POST /api/deals/30/rating {"stars":5,"text":"Honest seller"}'),
    );
  });

  it('changes my rating within 48 hours, and only shows it after', async () => {
    current = deal({ mine: review(), canRate: false });
    const { unmount } = renderWithProviders(<RateDealDialog dealId={30} onClose={() => {}} />);
    expect(await screen.findByText(/You can change it until/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.startsWith('PATCH /api/ratings/70'))).toBe(true));
    unmount();

    current = deal({
      mine: review({ createdAt: new Date(Date.now() - 49 * 3_600_000).toISOString() }),
      canRate: false,
    });
    renderWithProviders(<RateDealDialog dealId={30} onClose={() => {}} />);
    expect(await screen.findByText('You rated this deal 4 of 5.')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('tells a stranger they can rate only a deal of their own', async () => {
    renderWithProviders(<RateDealDialog dealId={99} onClose={() => {}} />);
    expect(
      await screen.findByText('You can rate only a person you made a deal with on Bazaar.'),
    ).toBeTruthy();
  });

  it('opens from the bell’s "Rate your deal"', () => {
    const href = notificationHref({
      id: 1,
      kind: 'rate_deal',
      read: false,
      createdAt: '',
      actor: seller,
      listing: null,
      conversationId: null,
      data: { dealId: 30 },
    } as unknown as Parameters<typeof notificationHref>[0]);
    expect(href).toBe('/notifications?deal=30');
  });
});

describe('naming the buyer after Mark sold', () => {
  beforeEach(() => {
    me = seller;
  });

  it('lists the people who chatted, and opens the rating form for the one named', async () => {
    renderWithProviders(<BuyerDialog listingId={5} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Priya' }));
    expect(screen.getByRole('radio', { name: 'Someone else (not on Bazaar)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Rate your deal with Priya' })).toBeTruthy();
    expect(calls).toContain('PUT /api/me/listings/5/deal {"buyerId":2}');
  });

  it('records "someone else" and closes: nobody rates that deal', async () => {
    const onClose = vi.fn();
    renderWithProviders(<BuyerDialog listingId={5} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Someone else (not on Bazaar)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toContain('PUT /api/me/listings/5/deal {"buyerId":null}');
  });

  it('speaks Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderWithProviders(<BuyerDialog listingId={5} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'किसने ख़रीदा?' })).toBeTruthy();
  });
});
