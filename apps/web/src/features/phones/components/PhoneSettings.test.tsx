import type { MyPhone } from '@bazaar/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { PhoneSettings } from './PhoneSettings';

const RIGHT = '482913';
let mine: MyPhone;
let calls: string[];
let expired: boolean;
let sendRefusal: Response | undefined;

const json = (status: number, code: string, message: string, extra: object = {}, headers?: HeadersInit) =>
  Response.json({ error: { code, message, ...extra } }, { status, headers });

beforeEach(() => {
  mine = { verified: null, verifiedAt: null, pending: null };
  calls = [];
  expired = false;
  sendRefusal = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
      calls.push(`${method} ${url}${init?.body ? ' ' + String(init.body) : ''}`);
      if (url === '/api/me/phone' && method === 'GET') return Response.json(mine);
      if (url === '/api/me/phone' && method === 'POST') {
        if (sendRefusal) return sendRefusal;
        const now = Date.now();
        mine = {
          ...mine,
          pending: {
            phone: body.phone!,
            expiresAt: new Date(now + 600_000).toISOString(),
            resendAt: new Date(now + 60_000).toISOString(),
            attemptsLeft: 5,
          },
        };
        return Response.json(
          { phone: body.phone, expiresAt: mine.pending!.expiresAt, resendAt: mine.pending!.resendAt },
          { status: 202 },
        );
      }
      if (url === '/api/me/phone/verify') {
        const pending = mine.pending!;
        if (expired) return json(410, 'code_expired', 'This code has expired. Ask for a new one.');
        if (pending.attemptsLeft <= 0) return json(429, 'too_many_tries', 'Too many wrong codes.');
        if (body.code !== RIGHT) {
          pending.attemptsLeft -= 1;
          // As the API does: a code whose last try is spent is gone.
          if (pending.attemptsLeft === 0) mine = { ...mine, pending: null };
          return json(400, 'invalid', 'This code is not right', {
            fields: { code: `Wrong code: ${pending.attemptsLeft} tries left` },
          });
        }
        mine = { verified: pending.phone, verifiedAt: new Date().toISOString(), pending: null };
        return Response.json(mine);
      }
      return json(404, 'not_found', 'no');
    }),
  );
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

async function sendCodeTo(number: string) {
  fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: number } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('verifying my mobile number in Settings', () => {
  it('sends a code to a +91 number, refuses a wrong code with the tries left, and verifies', async () => {
    renderWithProviders(<PhoneSettings headingId="h" />);
    await sendCodeTo('98765 43210');
    expect(await screen.findByText(/We sent a 6-digit code by SMS to \+91 98765 43210/)).toBeTruthy();
    expect(calls).toContain('POST /api/me/phone {"phone":"+919876543210"}');

    const code = screen.getByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeTruthy();

    fireEvent.change(code, { target: { value: RIGHT } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified: +91 98765 43210')).toBeTruthy();
  });

  it('checks the number before sending anything', async () => {
    renderWithProviders(<PhoneSettings headingId="h" />);
    await sendCodeTo('12345');
    expect((await screen.findByRole('alert')).textContent).toMatch(/10-digit Indian mobile number/);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('counts down 60 seconds before a new code can be asked for', async () => {
    renderWithProviders(<PhoneSettings headingId="h" />);
    await sendCodeTo('9876543210');
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('resend-wait').textContent).toMatch(/in (60|59) s/);
    // Two seconds later it says so.
    await new Promise((r) => setTimeout(r, 2100));
    expect(screen.getByTestId('resend-wait').textContent).toMatch(/in (58|57) s/);
  });

  it('says when a code has expired, and when too many were wrong', async () => {
    renderWithProviders(<PhoneSettings headingId="h" />);
    await sendCodeTo('9876543210');
    const code = await screen.findByLabelText('6-digit code');
    expired = true;
    fireEvent.change(code, { target: { value: RIGHT } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code has expired. Ask for a new one.')).toBeTruthy();
    expired = false;
    mine.pending!.attemptsLeft = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many wrong codes. Ask for a new one.')).toBeTruthy();
  });

  it('after the last wrong code, brings the number back with the reason, to ask for a new code', async () => {
    renderWithProviders(<PhoneSettings headingId="h" />);
    await sendCodeTo('9876543210');
    const code = await screen.findByLabelText('6-digit code');
    for (let left = 4; left >= 1; left--) {
      fireEvent.change(code, { target: { value: '111111' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      await screen.findAllByText(new RegExp(`${left} tr(y|ies) left`));
    }
    expect(screen.getByText('1 try left')).toBeTruthy();
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const number = (await screen.findByLabelText('Mobile number')) as HTMLInputElement;
    expect(number.value).toBe('9876543210');
    expect(screen.getByRole('alert').textContent).toBe('Too many wrong codes. Ask for a new one.');
  });

  it('explains the wait, the SMS gateway failing and a number already mine', async () => {
    renderWithProviders(<PhoneSettings headingId="h" />);
    sendRefusal = json(429, 'rate_limited', 'wait', {}, { 'retry-after': '42' });
    await sendCodeTo('9876543210');
    expect(await screen.findByText(/ask for a new one in 42 s/)).toBeTruthy();
    sendRefusal = json(502, 'sms_failed', 'no');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The SMS could not be sent. Please try again.')).toBeTruthy();
    sendRefusal = json(409, 'already_verified', 'mine');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This number is already verified on your account.')).toBeTruthy();
    // And that proving a number verified elsewhere moves it here.
    expect(screen.getByText(/moves to this account once you enter the code/)).toBeTruthy();
  });

  it('shows a verified number in Hindi', async () => {
    mine = { verified: '+919876543210', verifiedAt: '2026-11-20T10:00:00.000Z', pending: null };
    await act(() => switchLanguage('hi'));
    renderWithProviders(<PhoneSettings headingId="h" />);
    expect(await screen.findByText('सत्यापित: +91 98765 43210')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'नंबर बदलें' })).toBeTruthy());
  });
});
