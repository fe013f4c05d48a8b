import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PriceBandChart } from './PriceBandChart';
import { PriceBandHint } from './PriceBandHint';
import { PriceVerdict } from './PriceVerdict';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function serve(band: unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return json(band);
    }),
  );
  return urls;
}
afterEach(() => vi.unstubAllGlobals());

const BAND = { p25: 420_000, median: 470_000, p75: 510_000 };

describe('PriceBandChart', () => {
  it('draws the band, the median and the price in order, and says it in words', () => {
    const { container } = render(
      <PriceBandChart band={BAND} price={560_000} verdict="above" marker="Yours" />,
    );
    const svg = screen.getByRole('img');
    expect(svg.getAttribute('aria-label')).toBe(
      'This price ₹ 5,60,000 among similar ads: most cost ₹ 4,20,000 to ₹ 5,10,000, typical ₹ 4,70,000',
    );
    const bar = container.querySelector('rect')!;
    const start = Number(bar.getAttribute('x'));
    const end = start + Number(bar.getAttribute('width'));
    const median = Number(container.querySelectorAll('line')[1]!.getAttribute('x1'));
    const marker = Number(container.querySelectorAll('g line')[0]!.getAttribute('x1'));
    expect(start).toBeLessThan(median);
    expect(median).toBeLessThan(end);
    expect(end).toBeLessThan(marker);
    expect(marker).toBeLessThanOrEqual(320);
    expect(screen.getByText('Yours: ₹ 5,60,000')).toBeTruthy();
  });
});

describe('PriceBandHint on the posting form', () => {
  it('says the band of similar ads and how far the typed price is from it', async () => {
    const urls = serve({ comparables: 12, band: BAND, verdict: 'above', percentFromMedian: 18 });
    renderWithProviders(
      <PriceBandHint category="cars" brand="Hyundai" model="Creta" year={2019} km={40000} price={555000} />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('price-band-hint').textContent).toContain(
        'Similar 2019 Creta ads: ₹ 4,20,000 – ₹ 5,10,000; yours is 18 % above',
      ),
    );
    expect(urls[0]).toBe(
      '/api/price-band?category=cars&brand=Hyundai&model=Creta&year=2019&km=40000&price=555000',
    );
  });

  it('tells when there are too few similar ads, and asks nothing before brand and model', async () => {
    const urls = serve({ comparables: 3, band: null, verdict: null, percentFromMedian: null });
    renderWithProviders(<PriceBandHint category="cars" brand="Hyundai" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(urls).toHaveLength(0);
    renderWithProviders(<PriceBandHint category="cars" brand="Hyundai" model="Creta" />);
    await waitFor(() =>
      expect(screen.getByText('Not enough similar ads yet to suggest a price.')).toBeTruthy(),
    );
  });

  it('is not shown for categories without a band', async () => {
    const urls = serve({});
    renderWithProviders(<PriceBandHint category="books" brand="x" model="y" />);
    await new Promise((r) => setTimeout(r, 20));
    expect(urls).toHaveLength(0);
  });
});

describe('PriceVerdict on the ad page', () => {
  const ad = {
    id: 9,
    category: 'cars',
    brand: 'Hyundai',
    model: 'Creta',
    year: 2019,
    kmDriven: 40000,
    price: 400_000,
  };

  it('shows Good price below the band, leaving the ad out of its comparables', async () => {
    const urls = serve({ comparables: 12, band: BAND, verdict: 'good', percentFromMedian: -15 });
    renderWithProviders(<PriceVerdict ad={ad} />);
    await waitFor(() => expect(screen.getByText('Good price')).toBeTruthy());
    expect(screen.getByText(/Based on 12 similar ads/)).toBeTruthy();
    expect(urls[0]).toContain('exclude=9');
  });

  it('shows nothing without a band', async () => {
    serve({ comparables: 2, band: null, verdict: null, percentFromMedian: null });
    const { container } = renderWithProviders(<PriceVerdict ad={ad} />);
    await new Promise((r) => setTimeout(r, 30));
    expect(container.textContent).toBe('');
  });
});
