import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from './routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AppRoutes } from './router';

// The real routes and guards; the layout and the pages themselves stand in as small stubs.
vi.mock('./layout/Layout', async () => {
  const { Suspense } = await import('react');
  const { Outlet } = await import('./routing');
  return {
    Layout: () => (
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    ),
  };
});
vi.mock('../features/listings/pages/ListingDetailPage', () => ({
  default: function AdStub() {
    return <h1>The ad page</h1>;
  },
}));
vi.mock('../features/auth/pages/LoginPage', () => ({
  default: function LoginStub() {
    const location = useLocation();
    return <h1 data-testid="login">{location.pathname + location.search}</h1>;
  },
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ME = { id: 7, name: 'Asha Rao', email: 'asha@example.in' };

/** A fake API: who is signed in, and what GET /api/auth/options says (it may wait to answer). */
function serve({ me, options }: { me: typeof ME | null; options: Promise<{ openAdPages: boolean }> }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/session') return json(200, { user: me });
      if (url === '/api/auth/options') return json(200, { google: false, ...(await options) });
      return json(404, { error: { code: 'not_found', message: 'x' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

const AD = '/products/cars/42';

describe('the ad page route', () => {
  it('sends a signed-out visitor to /login and back by default (OPEN_AD_PAGES unset)', async () => {
    serve({ me: null, options: Promise.resolve({ openAdPages: false }) });
    renderWithProviders(<AppRoutes />, { url: AD });
    expect((await screen.findByTestId('login')).textContent).toBe('/login?next=%2Fproducts%2Fcars%2F42');
    expect(screen.queryByText('The ad page')).toBeNull();
  });

  it('shows the ad to a signed-in person by default', async () => {
    serve({ me: ME, options: Promise.resolve({ openAdPages: false }) });
    renderWithProviders(<AppRoutes />, { url: AD });
    expect(await screen.findByText('The ad page')).toBeTruthy();
  });

  it('shows the ad to a signed-out visitor when the server opens ad pages to everyone', async () => {
    let answer!: (o: { openAdPages: boolean }) => void;
    serve({ me: null, options: new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<AppRoutes />, { url: AD });
    // Until the server has said, neither the login page nor the ad: the loading bar.
    await waitFor(() => expect(screen.getByRole('progressbar')).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('login')).toBeNull();
    expect(screen.queryByText('The ad page')).toBeNull();

    await act(async () => answer({ openAdPages: true }));
    expect(await screen.findByText('The ad page')).toBeTruthy();
    expect(screen.queryByTestId('login')).toBeNull();
  });

  it('keeps other signed-in pages closed to signed-out visitors on such a server', async () => {
    serve({ me: null, options: Promise.resolve({ openAdPages: true }) });
    renderWithProviders(<AppRoutes />, { url: '/favourites' });
    expect((await screen.findByTestId('login')).textContent).toBe('/login?next=%2Ffavourites');
  });
});
