import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SaveSearchButton } from './SaveSearchButton';
import { searchHref, searchLabel } from './searchLabel';
import { ensureLoaded } from '../../../i18n';
import { fixedTranslation } from '../../../i18n/instance';
import '../i18n';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(me: object | null) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/auth/session') return json(200, { user: me });
      if (url === '/api/saved-searches' && init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return json(201, { id: 1, created: true });
      }
      return json(404, { error: { code: 'not_found', message: 'x' } });
    }),
  );
  return posts;
}
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const QUERY = {
  q: 'creta',
  category: 'cars',
  brand: ['Hyundai'],
  maxPrice: 600000,
  sort: 'relevance',
  limit: 24,
};

describe('SaveSearchButton', () => {
  it('saves the list’s query as the API reads it', async () => {
    const posts = serve({ id: 1, name: 'Neha', email: 'n@example.in' });
    renderWithProviders(<SaveSearchButton query={QUERY} />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/session', expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      query: {
        q: 'creta',
        category: 'cars',
        brand: ['Hyundai'],
        maxPrice: '600000',
        sort: 'relevance',
        limit: '24',
      },
    });
    await waitFor(() => expect(screen.getByText(/Search saved/)).toBeTruthy());
  });

  it('signed out, sends the person to log in and back to the same list', async () => {
    const posts = serve(null);
    renderWithProviders(
      <Routes>
        <Route path="/products/cars" element={<SaveSearchButton query={QUERY} />} />
        <Route path="/login" element={<Where />} />
      </Routes>,
      { url: '/products/cars?q=creta' },
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        `/login?next=${encodeURIComponent('/products/cars?q=creta')}`,
      ),
    );
    expect(posts).toHaveLength(0);
  });
});

describe('a saved search in words', () => {
  const query = {
    q: 'creta',
    category: 'cars',
    brand: ['Hyundai'],
    minPrice: '300000',
    maxPrice: '600000',
    fuel: ['Diesel'],
    state: 'maharashtra',
    city: 'pune',
  };

  it('reads in English and Hindi, and links to its results', async () => {
    expect(searchLabel(query, fixedTranslation('en').t, 'en')).toBe(
      '“creta” · Cars · Hyundai · ₹ 3,00,000 to ₹ 6,00,000 · Diesel · in Pune',
    );
    // The catalogue's Hindi names come with the Hindi strings.
    await ensureLoaded('hi');
    expect(searchLabel(query, fixedTranslation('hi').t, 'hi')).toContain('कारें');
    expect(searchLabel(query, fixedTranslation('hi').t, 'hi')).toContain('पुणे में');
    expect(searchHref(query)).toBe(
      '/products/cars?q=creta&brand=Hyundai&minPrice=300000&maxPrice=600000&fuel=Diesel&state=maharashtra&city=pune',
    );
  });
});
