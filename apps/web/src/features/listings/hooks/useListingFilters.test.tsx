import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedRegion, rememberRegion } from '../../../lib/region';
import { parseFilters, toApiFilter } from './filters';
import { useListingFilters } from './useListingFilters';

/** Runs the hook inside a real router so we can read the URL it writes and use back/forward. */
function setup(url: string) {
  let location: ReturnType<typeof useLocation> | undefined;
  let navigate: ReturnType<typeof useNavigate> | undefined;
  const hook = renderHook(
    () => {
      location = useLocation();
      navigate = useNavigate();
      return useListingFilters();
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      ),
    },
  );
  return { hook, url: () => location!.pathname + location!.search, back: () => navigate!(-1) };
}

describe('category filters mirrored in the URL', () => {
  it('reads brands and sortBy from the URL', async () => {
    const { hook } = setup('/products/cars?brand=Tata&brand=Hyundai&sortBy=desc&includeSold=true');
    expect(hook.result.current.filters).toMatchObject({
      brands: ['Tata', 'Hyundai'],
      sortBy: 'desc',
      includeSold: true,
    });
  });

  it('keeps a change made before the last one was drawn', async () => {
    const { hook, url } = setup('/products/cars?near=pune.kothrud');
    const before = hook.result.current;
    await act(async () => {
      before.setParam('km', 10);
      before.setSortBy('nearest');
    });
    expect(url()).toBe('/products/cars?near=pune.kothrud&km=10&sortBy=nearest');
  });

  it('writes brand toggles and the sort order to the URL', async () => {
    const { hook, url } = setup('/products/cars');
    await act(async () => hook.result.current.toggleBrand('Tata'));
    await act(async () => hook.result.current.toggleBrand('Honda'));
    await act(async () => hook.result.current.setSortBy('asc'));
    expect(url()).toBe('/products/cars?brand=Tata&brand=Honda&sortBy=asc');
    await act(async () => hook.result.current.toggleBrand('Tata'));
    expect(url()).toBe('/products/cars?sortBy=asc&brand=Honda');
    expect(hook.result.current.filters.brands).toEqual(['Honda']);
  });

  it('restores the previous filters on back', async () => {
    const { hook, back } = setup('/products/cars?brand=Tata');
    await act(async () => hook.result.current.setSortBy('desc'));
    expect(hook.result.current.filters.sortBy).toBe('desc');
    await act(async () => back());
    expect(hook.result.current.filters).toMatchObject({ brands: ['Tata'], sortBy: null });
  });

  it('ignores unknown sort values', async () => {
    expect(parseFilters(new URLSearchParams('sortBy=sideways')).sortBy).toBeNull();
  });

  it('maps the URL filters to the API query', async () => {
    const f = parseFilters(new URLSearchParams('brand=Tata&sortBy=desc&includeSold=true&state=kerala'));
    expect(toApiFilter('cars', f, 24)).toEqual({
      category: 'cars',
      brand: ['Tata'],
      state: 'kerala',
      includeSold: 'true',
      sort: 'price_desc',
      limit: 24,
    });
    expect(toApiFilter(undefined, parseFilters(new URLSearchParams('sortBy=asc')), 12)).toEqual({
      sort: 'price_asc',
      limit: 12,
    });
  });
});

describe('the region', () => {
  beforeEach(() => {
    rememberRegion(null);
    localStorage.clear();
  });

  it('is not remembered from a state in a link: that link is filtered, later lists are not', async () => {
    const first = setup('/products/cars?state=delhi');
    expect(first.hook.result.current.filters.state).toBe('delhi');
    expect(localStorage.getItem('bazaar.region')).toBeNull();
    expect(rememberedRegion()).toBe('');
    first.hook.unmount();

    const later = setup('/products/motorcycles');
    expect(later.url()).toBe('/products/motorcycles');
    expect(later.hook.result.current.filters.state).toBeNull();
  });

  it('is not remembered from a location chosen in the sidebar', async () => {
    const { hook, url } = setup('/products/cars');
    await act(async () => hook.result.current.setLocation('kerala'));
    expect(url()).toBe('/products/cars?state=kerala');
    await act(async () => hook.result.current.setLocation('kerala', 'kochi'));
    expect(hook.result.current.filters).toMatchObject({ state: 'kerala', city: 'kochi' });
    expect(localStorage.getItem('bazaar.region')).toBeNull();
  });

  it("fills in the navbar's remembered region, and lets the sidebar choose all of India for this list only", async () => {
    rememberRegion('kerala'); // What the navbar's region picker does.
    const { hook, url } = setup('/products/cars');
    expect(url()).toBe('/products/cars?state=kerala');
    expect(hook.result.current.filters.state).toBe('kerala');

    await act(async () => hook.result.current.setLocation('delhi'));
    expect(hook.result.current.filters.state).toBe('delhi');
    await act(async () => hook.result.current.setLocation(null));
    expect(url()).toBe('/products/cars?state=');
    expect(hook.result.current.filters.state).toBeNull();
    expect(rememberedRegion()).toBe('kerala');
  });
});
