import type { ListingDetail } from '@bazaar/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import MakeOfferDialog from './MakeOfferDialog';

const listing = { id: 42, title: 'Maruti Suzuki Swift VXi', price: 380000 } as ListingDetail;
let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/listings/42/offers' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ offer: { id: 1 }, conversationId: 7 }, { status: 201 });
      }
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

const open = () => renderWithProviders(<MakeOfferDialog listing={listing} onClose={() => {}} />);

describe('MakeOfferDialog', () => {
  it('sends an amount typed in Devanagari digits as rupees', async () => {
    await act(() => switchLanguage('hi'));
    open();
    fireEvent.change(screen.getByLabelText('आपका ऑफ़र (₹)'), { target: { value: '१,५०,०००' } });
    fireEvent.click(screen.getByRole('button', { name: 'ऑफ़र भेजें' }));
    expect(await screen.findByText('बधाई हो, आपका ऑफ़र दे दिया गया है')).toBeTruthy();
    expect(sent).toEqual([{ amount: 150000, note: '' }]);
  });

  it('keeps a mistyped amount and says how to write it', () => {
    open();
    const box = screen.getByLabelText<HTMLInputElement>('Your offer (₹)');
    fireEvent.change(box, { target: { value: '1,75,00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the amount in digits, for example 1,75,000.');
    expect(box.value).toBe('1,75,00');
    expect(sent).toEqual([]);
  });
});
