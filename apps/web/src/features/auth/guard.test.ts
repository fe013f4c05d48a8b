import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireSignIn, requireSignInForAds } from './guard';

const ME = { id: 7, name: 'Asha Rao', email: 'asha@example.in' };

/** A stand-in API: who is signed in, and whether ad pages are open to everyone. */
function serve({ me, openAdPages = false }: { me: typeof ME | null; openAdPages?: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/auth/session'
        ? Response.json({ user: me })
        : url === '/api/auth/options'
          ? Response.json({ google: false, openAdPages })
          : Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 }),
    ),
  );
}
afterEach(() => vi.unstubAllGlobals());

const args = (path: string) => ({
  client: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  url: new URL(path, 'https://bazaar.example.in'),
  params: {},
});

/** The redirect a guard threw, as its Location, or null when it let the page through. */
async function sentTo(guard: Promise<void>): Promise<string | null> {
  try {
    await guard;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('sign-in guards', () => {
  it('send a stranger to /login with the page (and its query) to come back to', async () => {
    serve({ me: null });
    expect(await sentTo(requireSignIn(args('/my-ads?tab=sold')))).toBe('/login?next=%2Fmy-ads%3Ftab%3Dsold');
  });

  it('let a signed-in person through', async () => {
    serve({ me: ME });
    expect(await sentTo(requireSignIn(args('/my-ads')))).toBeNull();
  });

  it('keep ad pages for signed-in people unless the server opens them', async () => {
    serve({ me: null });
    expect(await sentTo(requireSignInForAds(args('/products/cars/5')))).toBe(
      '/login?next=%2Fproducts%2Fcars%2F5',
    );
    serve({ me: null, openAdPages: true });
    expect(await sentTo(requireSignInForAds(args('/products/cars/5')))).toBeNull();
  });
});
