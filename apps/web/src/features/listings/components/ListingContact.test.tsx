import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ListingSummary } from './ListingSummary';
import { SellerCard } from './SellerCard';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ME = { id: 7, name: 'Asha Rao', email: 'asha@example.in' };

function serve(me: typeof ME | null) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/auth/session') return json(200, { user: me });
      if (url === '/api/favourites/ids') return json(200, { ids: [] });
      return json(401, { error: { code: 'unauthorized', message: 'Please log in' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const AD = '/products/cars/42';

function renderAd(listing = detail()) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/products/:category/:id"
        element={
          <>
            <ListingSummary listing={listing} />
            <SellerCard listing={listing} />
          </>
        }
      />
      <Route path="/login" element={<Where />} />
    </Routes>,
    { url: AD },
  );
}

/** The buttons wait for the answer to who is signed in. */
async function enabled(name: string) {
  return waitFor(() => {
    const button = screen.getByRole<HTMLButtonElement>('button', { name });
    expect(button.disabled).toBe(false);
    return button;
  });
}

describe('an open ad page, signed out (OPEN_AD_PAGES)', () => {
  it.each(['Make Offer', 'Chat with seller', 'Add to favourites'])(
    '%s leads to login and back to the ad, asking the server for nothing',
    async (name) => {
      const calls = serve(null);
      renderAd();
      fireEvent.click(await enabled(name));
      expect((await screen.findByTestId('where')).textContent).toBe(`/login?next=${encodeURIComponent(AD)}`);
      expect(calls.filter((c) => !c.startsWith('GET /api/auth/session'))).toEqual([]);
    },
  );

  it('says why, and offers no offer on a sold ad', async () => {
    serve(null);
    renderAd(detail({ status: 'sold' }));
    expect(await screen.findByText('Log in to make an offer or chat with the seller.')).toBeTruthy();
    expect(screen.getByText('This ad is sold and takes no more offers.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Offer' })).toBeNull();
  });
});

describe('an ad page, signed in', () => {
  it('opens the chat with the seller, with no login hint', async () => {
    const calls = serve(ME);
    renderAd();
    fireEvent.click(await enabled('Chat with seller'));
    await waitFor(() => expect(calls).toContain('POST /api/listings/42/conversation'));
    expect(screen.queryByText('Log in to make an offer or chat with the seller.')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('tells the seller it is their own ad', async () => {
    serve({ ...ME, id: 99 });
    renderAd();
    expect(await screen.findByText('This is your ad.')).toBeTruthy();
  });
});
