import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ListingCard } from '../../../components/ui/ListingCard';
import { FavouriteButton } from './FavouriteButton';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const ME = { id: 7, name: 'Asha Rao', email: 'asha@example.in' };

/** The connection dropped: every request fails, the refetch after a failed click too. */
let offline = false;

interface Call {
  method: string;
  url: string;
}

/** A fake API: who is signed in, which ads they keep, and how a heart click is answered. */
function serve({
  me,
  kept = [],
  toggle = async () => json(204),
}: {
  me: typeof ME | null;
  kept?: number[];
  toggle?: () => Promise<Response>;
}) {
  const calls: Call[] = [];
  const keeps = new Set(kept);
  offline = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      if (offline) throw new TypeError('Failed to fetch');
      if (url === '/api/auth/session') return json(200, { user: me ?? null });
      if (url === '/api/favourites/ids') return json(200, { ids: [...keeps] });
      if (url.startsWith('/api/favourites/')) {
        const answer = await toggle();
        const id = Number(url.split('/').pop());
        if (answer.ok && method === 'PUT') keeps.add(id);
        if (answer.ok && method === 'DELETE') keeps.delete(id);
        return answer;
      }
      return json(404, { error: { code: 'not_found', message: 'x' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** Until the page knows who is signed in and what they keep (the heart stays disabled until then). */
async function ready(calls: Call[], signedIn: boolean) {
  const last = signedIn ? '/api/favourites/ids' : '/api/auth/session';
  await waitFor(() => expect(calls.some((c) => c.url === last)).toBe(true));
  await waitFor(() => expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false));
  if (signedIn) {
    // The ids answer reaches the component on TanStack Query's timer, after the request is seen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

function renderCard(id = 42) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<ListingCard listing={card({ id })} heart={FavouriteButton} />} />
      <Route path="/login" element={<Where />} />
    </Routes>,
  );
}

describe('the heart on a listing card', () => {
  it('is a button beside the ad link, not inside it', async () => {
    serve({ me: ME });
    renderCard();
    const heart = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(heart.closest('a')).toBeNull();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('signed out: asks nothing about favourites and leads to login and back', async () => {
    const calls = serve({ me: null });
    renderCard();
    await ready(calls, false);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login?next=%2F');
    expect(calls.filter((c) => c.url.startsWith('/api/favourites'))).toEqual([]);
  });

  it('shows an ad the person keeps as pressed, and removes it at once', async () => {
    const calls = serve({ me: ME, kept: [42] });
    renderCard();
    await ready(calls, true);
    const heart = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    const after = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(after.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(calls).toContainEqual({ method: 'DELETE', url: '/api/favourites/42' }));
  });

  it('changes before the server answers, and goes back with an error toast if it fails', async () => {
    let answer!: (r: Response) => void;
    const calls = serve({
      me: ME,
      toggle: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderCard();
    await ready(calls, true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    // Pressed while the PUT is still on its way.
    const pressed = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', url: '/api/favourites/42' }));

    answer(json(500, { error: { code: 'internal', message: 'boom' } }));
    expect(
      await screen.findByText('The ad could not be added to your favourites. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('goes back at once when the connection drops, even though nothing can be refetched', async () => {
    const calls = serve({ me: ME, kept: [42] });
    renderCard();
    await ready(calls, true);
    offline = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    expect(
      await screen.findByText('The ad could not be removed from your favourites. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
