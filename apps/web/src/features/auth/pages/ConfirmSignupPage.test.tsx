import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import ConfirmSignupPage from './ConfirmSignupPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      json(400, {
        error: {
          code: 'reserved_name',
          message: "Please use your own name: names that look like Bazaar's team are kept for it",
          fields: { name: "Please use your own name: names that look like Bazaar's team are kept for it" },
        },
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ConfirmSignupPage', () => {
  it('says under the name box why a name posing as Bazaar’s team is refused, and keeps what was typed', async () => {
    renderWithProviders(<ConfirmSignupPage />, { url: `/signup/confirm?token=${'A'.repeat(43)}` });
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: 'Bazaar Support' } });
    fireEvent.change(screen.getByLabelText(/Choose a password/), { target: { value: 'a-good-long-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/names that look like Bazaar's team are kept for it/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Your name/).value).toBe('Bazaar Support');
    expect(screen.getByLabelText<HTMLInputElement>(/Choose a password/).value).toBe('a-good-long-secret');
    expect(screen.queryByRole('link', { name: 'Sign up again' })).toBeNull();
  });
});
