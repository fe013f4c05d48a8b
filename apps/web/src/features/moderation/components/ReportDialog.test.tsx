import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import ReportDialog from './ReportDialog';

let sent: unknown[];
let answer: () => Response;

beforeEach(() => {
  sent = [];
  answer = () => Response.json({ id: 1, message: 'Thank you' }, { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((url === '/api/listings/42/report' || url === '/api/users/7/report') && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return answer();
      }
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

const open = (onClose = () => {}) =>
  renderWithProviders(<ReportDialog target={{ kind: 'listing', listingId: 42 }} onClose={onClose} />);

describe('ReportDialog', () => {
  it('asks for a reason, and for words when the reason is "something else"; keeps what was typed', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a reason.');
    fireEvent.click(screen.getByLabelText('Something else'));
    const box = screen.getByLabelText<HTMLTextAreaElement>('Tell us more');
    fireEvent.change(box, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert').textContent).toBe('Please tell us what is wrong.');
    expect(box.value).toBe('ab');
    expect(sent).toEqual([]);
  });

  it('sends the reason in Hindi too, thanks the person and closes', async () => {
    await act(() => switchLanguage('hi'));
    const onClose = vi.fn();
    open(onClose);
    fireEvent.click(screen.getByLabelText('धोखाधड़ी या ठगी'));
    fireEvent.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
    expect(await screen.findByText(/बताने के लिए धन्यवाद/)).toBeTruthy();
    expect(sent).toEqual([{ reason: 'fraud_scam', detail: '' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('says kindly that the person already reported it', async () => {
    answer = () =>
      Response.json({ error: { code: 'already_reported', message: 'Already' } }, { status: 409 });
    open();
    fireEvent.click(screen.getByLabelText('Wrong category'));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText('You have already reported this. Our team will look at it soon.'),
    ).toBeTruthy();
  });

  it("offers a person's reasons for a person, not an ad's, and sends the one chosen", async () => {
    const onClose = vi.fn();
    renderWithProviders(<ReportDialog target={{ kind: 'person', userId: 7 }} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Report this person' })).toBeTruthy();
    const offered = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(offered).toEqual([
      'Fraud or scam',
      'Fake profile, or pretending to be someone else',
      'Abusive or harassing messages',
      'Spam',
      'Asked for payment outside Bazaar or in advance',
      'Something else',
    ]);
    for (const adReason of ['Wrong category', 'Already sold', 'Duplicate ad', 'Prohibited item'])
      expect(screen.queryByLabelText(adReason)).toBeNull();
    fireEvent.click(screen.getByLabelText('Asked for payment outside Bazaar or in advance'));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Thank you for telling us/)).toBeTruthy();
    expect(sent).toEqual([{ reason: 'advance_payment', detail: '' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps an ad's reasons for an ad", () => {
    open();
    expect(screen.getByLabelText('Wrong category')).toBeTruthy();
    expect(screen.queryByLabelText('Fake profile, or pretending to be someone else')).toBeNull();
  });
});
