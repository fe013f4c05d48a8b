import type { ListingsPage as Page } from '@bazaar/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/ui/Toast';
import { listingsKey } from '../features/listings/api/useListings';
import ListingsPage from '../features/listings/pages/ListingsPage';
import { card } from '../test/fixtures';
import { FIRST_PAGE_DATA_ID, seedFirstPage, takeFirstPageData, type FirstPageData } from './boot-data';
import { makeQueryClient } from './providers';

// The category page's first query, as the server inlines it (apps/api/src/modules/seo/first-page-data.ts).
const CARS = { category: 'cars', sort: 'newest', limit: 24 } as const;

const page = (titles: string[]): Page => ({
  items: titles.map((title, i) => card({ id: i + 1, title })),
  nextCursor: null,
});

function data(overrides: Partial<FirstPageData> = {}): FirstPageData {
  return {
    path: '/products/cars',
    at: Date.now(),
    lists: [{ query: CARS, page: page(['Tata Nexon XZ']) }],
    ...overrides,
  };
}

/** index.html as the server sends it: the JSON in its script element, escaped as the server does. */
function inline(content: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAGE_DATA_ID;
  script.textContent = content;
  document.body.append(script);
}

const at = (pathname: string, search = '') => ({ pathname, search });

afterEach(() => {
  document.getElementById(FIRST_PAGE_DATA_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('takeFirstPageData', () => {
  it('reads the lists made for this page and removes the element', () => {
    const made = data({
      lists: [{ query: CARS, page: page(['Honda City </script><script>x()</script>\u2028']) }],
    });
    // As jsonForScript writes it: < > & and the line separators as \u escapes, the same JSON.
    inline(
      JSON.stringify(made)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/\u2028/g, '\\u2028'),
    );
    expect(takeFirstPageData(document, at('/products/cars'), '')).toEqual(made);
    expect(document.getElementById(FIRST_PAGE_DATA_ID)).toBeNull();
  });

  it('is null without the element', () => {
    expect(takeFirstPageData(document, at('/'), '')).toBeNull();
  });

  it.each([
    ['another path', at('/products/motorcycles'), ''],
    ['filters in the URL', at('/products/cars', '?brand=Tata'), ''],
    ['a remembered region', at('/products/cars'), 'kerala'],
  ])('ignores lists that do not fit: %s', (_, location, region) => {
    inline(JSON.stringify(data()));
    expect(takeFirstPageData(document, location, region)).toBeNull();
    expect(document.getElementById(FIRST_PAGE_DATA_ID)).toBeNull();
  });

  it('ignores a mangled element', () => {
    inline('{"path":"/products/cars","lists":[');
    expect(takeFirstPageData(document, at('/products/cars'), '')).toBeNull();
  });
});

describe('seedFirstPage', () => {
  it('puts each list under its useListings key as the first page, fetched when the server made it', () => {
    const client = makeQueryClient();
    const made = data({ at: Date.now() - 5_000 });
    seedFirstPage(client, made);
    expect(client.getQueryData(listingsKey(CARS))).toEqual({
      pages: [made.lists[0]!.page],
      pageParams: [undefined],
    });
    expect(client.getQueryState(listingsKey(CARS))?.dataUpdatedAt).toBe(made.at);
  });

  it('lets the category page render its cards without asking the API', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify({ user: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = makeQueryClient();
    seedFirstPage(client, data());
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/products/cars']}>
            <Routes>
              <Route path="/products/:category" element={<ListingsPage />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    // At once, not after a fetch: the first render already has the list.
    expect(screen.getByText('₹ 3,80,000')).toBeTruthy();
    expect(calls.filter((url) => url.startsWith('/api/listings'))).toEqual([]);
  });
});
