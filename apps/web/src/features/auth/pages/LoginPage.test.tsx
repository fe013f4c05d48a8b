import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import LoginPage from './LoginPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let logins: RequestInit[];

beforeEach(() => {
  logins = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/options') return json(200, { google: false });
      logins.push(init);
      return json(401, { error: { code: 'unauthorized', message: 'Wrong e-mail or password' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('sends nothing while a field is empty and says which fields are required', async () => {
    renderWithProviders(<LoginPage />, { url: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(logins).toHaveLength(0);
  });

  it('shows "Wrong Credential" on a 401 and keeps the e-mail', async () => {
    renderWithProviders(<LoginPage />, { url: '/login' });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope-nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong Credential')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('asha@example.in');
    expect(JSON.parse(String(logins[0]!.body))).toEqual({
      email: 'asha@example.in',
      password: 'nope-nope',
      remember: true,
    });
  });

  it('links to sign-up and to forgot password', () => {
    renderWithProviders(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot');
  });

  it('links the Terms and Conditions and the Privacy Policy to their pages', () => {
    renderWithProviders(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/legal');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByText(/you are accepting Bazaar's/).textContent).toBe(
      "If you continue, you are accepting Bazaar's Terms and Conditions and Privacy Policy.",
    );
  });
});
