import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import ForgotPage from './ForgotPage';
import LoginPage from './LoginPage';
import SignupPage from './SignupPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let openAdPages = false;

beforeEach(() => {
  openAdPages = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/options') return json(200, { google: false, openAdPages });
      return json(404, { error: { code: 'not_found', message: 'x' } });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

const PAGES: [string, ComponentType, string, string][] = [
  ['/login', LoginPage, 'Login | Bazaar', 'लॉग इन | बाज़ार'],
  ['/signup', SignupPage, 'Create your account | Bazaar', 'अपना खाता बनाएँ | बाज़ार'],
  ['/forgot', ForgotPage, 'Forgot your password? | Bazaar', 'पासवर्ड भूल गए? | बाज़ार'],
];

describe('the sign-in pages’ titles', () => {
  it.each(PAGES)('%s has its own title in the tab, in English and in Hindi', async (url, Page, en, hi) => {
    document.title = 'Bazaar — buy and sell used cars, bikes, mobiles and homes in India';
    renderWithProviders(<Page />, { url });
    expect(document.title).toBe(en);
    await act(() => switchLanguage('hi'));
    expect(document.title).toBe(hi);
  });

  it('replaces the title of the ad a signed-out visitor was sent away from', () => {
    // What the server put in the ad page's HTML, still in the tab after the redirect to /login.
    document.title = 'Maruti Suzuki Swift VXi, single owner | Bazaar';
    renderWithProviders(<LoginPage />, { url: '/login?next=%2Fproducts%2Fcars%2F42' });
    expect(document.title).toBe('Login | Bazaar');
  });
});

describe('the login page’s notice', () => {
  it('says the ad needs a login when the server keeps ad pages for signed-in people', async () => {
    renderWithProviders(<LoginPage />, { url: '/login?next=%2Fproducts%2Fcars%2F42' });
    expect(await screen.findByText("Please log in to see this ad. We'll take you back to it.")).toBeTruthy();
  });

  it('does not claim the ad needs a login when ad pages are open to everyone', async () => {
    openAdPages = true;
    renderWithProviders(<LoginPage />, { url: '/login?next=%2Fproducts%2Fcars%2F42' });
    expect(
      await screen.findByText("Please log in to continue. We'll take you back afterwards."),
    ).toBeTruthy();
    expect(screen.queryByText("Please log in to see this ad. We'll take you back to it.")).toBeNull();
  });

  it('does not speak of an ad when the person came from elsewhere (a heart on a list)', async () => {
    renderWithProviders(<LoginPage />, { url: '/login?next=%2Fproducts%2Fcars' });
    expect(
      await screen.findByText("Please log in to continue. We'll take you back afterwards."),
    ).toBeTruthy();
  });
});
