import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/http';
import { renderWithProviders } from '../../../test/render';
import '../i18n';
import { Composer } from './Composer';

afterEach(async () => {
  await act(() => switchLanguage('en'));
});

function compose(sender: 'buyer' | 'seller') {
  const onSend = vi.fn(async () => {});
  renderWithProviders(<Composer conversationId={7} onSend={onSend} sending={false} sender={sender} />);
  const box = screen.getByRole('textbox');
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  // Submitting the form is what Enter and the Send button both do, in either language.
  const send = () => fireEvent.submit(box.closest('form')!);
  return { onSend, type, send };
}

describe('Composer and the scam shield', () => {
  it('holds an overpayment trick once with its warning, then sends it as it is', async () => {
    const { onSend, type, send } = compose('buyer');
    type('Sending a cheque of 45000 for the 40000 bike, please return the difference by UPI');
    send();
    expect((await screen.findByTestId('composer-warning')).textContent).toContain('Overpayment');
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => send());
    expect(onSend).toHaveBeenCalledOnce();
  });

  it('shows the warning in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    const { type, send } = compose('buyer');
    type('Sending a cheque of 45000 for the 40000 bike, please return the difference by UPI');
    send();
    expect((await screen.findByTestId('composer-warning')).textContent).toContain('ज़्यादा भुगतान');
  });

  it('weighs who writes: a courier fee asked for by the seller warns, asked about by the buyer does not', async () => {
    const text = 'Courier charge 500 pehle bhejna hoga?';
    const seller = compose('seller');
    seller.type(text);
    seller.send();
    expect(await screen.findByTestId('composer-warning')).toBeTruthy();
    document.body.innerHTML = '';
    const buyer = compose('buyer');
    buyer.type(text);
    await act(async () => buyer.send());
    expect(screen.queryByTestId('composer-warning')).toBeNull();
    expect(buyer.onSend).toHaveBeenCalledOnce();
  });
});

describe('Composer when the server is out of storage', () => {
  it('says so plainly, in Hindi too, and keeps the message typed', async () => {
    await act(() => switchLanguage('hi'));
    const onSend = vi.fn(async () => {
      throw new ApiError(
        507,
        'out_of_storage',
        'Bazaar is out of storage; nothing was saved, try again later',
      );
    });
    renderWithProviders(<Composer conversationId={7} onSend={onSend} sending={false} sender="buyer" />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox');
    fireEvent.change(box, { target: { value: 'Is the bike still available?' } });
    await act(async () => fireEvent.submit(box.closest('form')!));
    expect(onSend).toHaveBeenCalledOnce();
    expect((await screen.findByRole('alert')).textContent).toContain('बाज़ार में जगह नहीं बची है');
    expect(box.value).toBe('Is the bike still available?');
  });
});

describe('Composer when the message mentions prohibited goods', () => {
  it('says why it was not sent, in Hindi too, and keeps the message typed', async () => {
    await act(() => switchLanguage('hi'));
    const onSend = vi.fn(async () => {
      throw new ApiError(
        400,
        'prohibited_words',
        'This message mentions prohibited goods, so it was not sent',
      );
    });
    renderWithProviders(<Composer conversationId={7} onSend={onSend} sending={false} sender="buyer" />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox');
    fireEvent.change(box, { target: { value: 'Do you have ganja?' } });
    await act(async () => fireEvent.submit(box.closest('form')!));
    expect((await screen.findByRole('alert')).textContent).toContain('Bazaar पर बेचा नहीं जा सकता');
    expect(box.value).toBe('Do you have ganja?');
  });
});

describe('quick questions', () => {
  it('are offered to the buyer, not to the seller of the ad', () => {
    compose('buyer');
    expect(screen.getByRole('group', { name: 'Quick replies' })).toBeTruthy();
  });

  it('are not offered to the seller', () => {
    compose('seller');
    expect(screen.queryByRole('group', { name: 'Quick replies' })).toBeNull();
  });
});
