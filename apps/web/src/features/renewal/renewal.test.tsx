import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Notification } from '@bazaar/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { i18n, liveTranslation, type TFunction } from '../../i18n/instance';
import { renderWithProviders } from '../../test/render';
import { card, detail, myListing } from '../../test/fixtures';
import ListingDetailPage from '../listings/pages/ListingDetailPage';
import MyAdsPage from '../posting/pages/MyAdsPage';
import { notificationHref, notificationText } from '../notifications/components/notificationText';
import '../notifications/i18n';
import RenewPage from './pages/RenewPage';
// t in the page's language at the time it is called, as components see it.
const liveT: TFunction = (key, vars) => liveTranslation.current().t(key, vars);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refuse = (status: number, code: string) => json(status, { error: { code, message: 'from the API' } });

type Answer = (url: string, init: RequestInit) => Response | undefined;
const calls: { url: string; method: string; body?: unknown }[] = [];
function serve(answer: Answer) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer(url, init) ?? refuse(404, 'not_found');
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('en');
});

const LIVE_UNTIL = '2026-12-26T10:00:00.000Z';
const renewed = { id: 7, category: 'cars', title: 'Honda City ZX', expiresAt: LIVE_UNTIL };

describe('the renew link page', () => {
  it('only reads when opened; its button renews, without signing in', async () => {
    serve((url, init) => {
      if (url === '/api/renew-links/7.1790000000.sig' && init.method === 'GET')
        return json(200, {
          state: 'renewable',
          listing: { ...renewed, expiresAt: '2026-11-28T10:00:00.000Z' },
        });
      if (url === '/api/renew-links' && init.method === 'POST') return json(200, renewed);
    });
    renderWithProviders(<RenewPage />, { url: '/renew?token=7.1790000000.sig' });
    const button = await screen.findByRole('button', { name: 'Renew my ad' });
    expect(screen.getByText('Renew “Honda City ZX” to keep it live for buyers.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByTestId('renew-done')).toHaveProperty(
      'textContent',
      '“Honda City ZX” is live until 26 Dec 2026.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/renew-links', method: 'POST', body: { token: '7.1790000000.sig' } },
    ]);
  });

  it('says clearly why a link cannot be used, in Hindi too', async () => {
    serve(() => refuse(400, 'invalid'));
    const first = renderWithProviders(<RenewPage />, { url: '/renew?token=7.1.tampered' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/This renewal link is not valid/);
    first.unmount();

    serve(() => refuse(410, 'link_expired'));
    void i18n.changeLanguage('hi');
    renderWithProviders(<RenewPage />, { url: '/renew?token=7.1.old' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/रिन्यू लिंक की अवधि समाप्त/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells that an ad was renewed already', async () => {
    serve(() => json(200, { state: 'renewed', listing: renewed }));
    renderWithProviders(<RenewPage />, { url: '/renew?token=7.1.sig' });
    expect(
      await screen.findByText('“Honda City ZX” was renewed already: it is live until 26 Dec 2026.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('My Ads', () => {
  it('says why an ad with the moderation team cannot be marked sold, in Hindi too', async () => {
    serve((url, init) => {
      if (url === '/api/me/listings')
        return json(200, { items: [myListing({ id: 4, title: 'Reported ad' })] });
      if (url === '/api/listings/4/sold' && init.method === 'POST') return refuse(409, 'under_review');
    });
    void i18n.changeLanguage('hi');
    renderWithProviders(<MyAdsPage />, { url: '/my-ads' });
    fireEvent.click(await screen.findByRole('button', { name: 'बिका हुआ चिह्नित करें' }));
    expect(await screen.findByText(/हमारी टीम के पास जाँच में है/)).toBeTruthy();
  });

  it('shows an ended ad as Expired with Renew, and one ending soon with Renew too', async () => {
    const items = [
      myListing({ id: 1, title: 'Ended ad', status: 'expired', expiresAt: '2026-11-20T10:00:00.000Z' }),
      myListing({
        id: 2,
        title: 'Ending ad',
        expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      }),
      myListing({ id: 3, title: 'Fresh ad' }),
    ];
    serve((url, init) => {
      if (url === '/api/me/listings') return json(200, { items });
      if (url === '/api/listings/1/renew' && init.method === 'POST') return json(200, { ...renewed, id: 1 });
    });
    renderWithProviders(<MyAdsPage />, { url: '/my-ads' });
    const rows = await screen.findAllByTestId('my-ad');
    const statuses = rows.map((r) => r.querySelector('[data-testid="status"]')!.textContent);
    expect(statuses).toEqual(['Expired', 'Active', 'Active']);
    expect(rows[0]!.querySelector('[data-testid="ends"]')!.textContent).toBe('Ended 20 Nov 2026');
    const renewButtons = rows.map((r) => r.querySelector('[data-testid="renew"]'));
    expect(renewButtons.map((b) => b !== null)).toEqual([true, true, false]);
    // An ended ad cannot be edited or marked sold until it is renewed.
    expect(rows[0]!.textContent).not.toContain('Mark as sold');
    fireEvent.click(renewButtons[0]!);
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/listings/1/renew' && c.method === 'POST')).toBe(true),
    );
    expect(await screen.findByText('Your ad is live again until 26 Dec 2026.')).toBeTruthy();
  });
});

describe('the page of an ended ad', () => {
  const page = (url: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/products/:category/:id" element={<ListingDetailPage />} />
      </Routes>,
      { url },
    );

  it('tells a visitor the ad has ended and shows similar live ads', async () => {
    serve((url) => {
      if (url === '/api/listings/5') return refuse(410, 'ad_ended');
      if (url.startsWith('/api/listings?category=cars'))
        return json(200, { items: [card({ id: 11, title: 'Hyundai Creta SX' })], nextCursor: null });
      if (url === '/api/auth/session') return json(200, { user: null });
    });
    page('/products/cars/5');
    expect(await screen.findByRole('heading', { name: 'This ad has ended' })).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/listings?category=cars&limit=8'));
    expect(await screen.findByTitle('Hyundai Creta SX')).toBeTruthy();
  });

  it('offers its seller Renew', async () => {
    serve((url) => {
      if (url === '/api/listings/5')
        return json(
          200,
          detail({
            id: 5,
            status: 'expired',
            seller: { ...detail().seller, id: 99, name: 'Ravi' },
          }),
        );
      if (url === '/api/auth/session')
        return json(200, { user: { id: 99, name: 'Ravi', email: 'r@example.in' } });
    });
    page('/products/cars/5');
    expect(await screen.findByTestId('own-ad-ended')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew' })).toBeTruthy();
  });
});

describe('notices', () => {
  const notice = (kind: Notification['kind']): Notification => ({
    id: 1,
    kind,
    createdAt: new Date().toISOString(),
    read: false,
    listing: {
      id: 5,
      category: 'cars',
      title: 'Honda City ZX',
      price: 500000,
      status: 'expired',
      photo: null,
    },
    conversationId: null,
    actor: null,
    data: {},
  });
  it('tell sellers and those who saved an ad, in both languages', () => {
    const t = liveT;
    expect(notificationText(notice('favourite_expired'), t, 'en')).toBe(
      'An ad you saved has ended: Honda City ZX',
    );
    expect(
      notificationText(
        { ...notice('ad_expiring'), data: { expiresAt: '2026-11-29T10:00:00.000Z' } },
        t,
        'en',
      ),
    ).toBe('Your ad Honda City ZX ends on 29 Nov. Renew it to keep it live.');
    expect(notificationHref(notice('ad_expired'))).toBe('/my-ads');
    expect(notificationHref(notice('favourite_expired'))).toBe('/products/cars/5');
    void i18n.changeLanguage('hi');
    expect(notificationText(notice('favourite_expired'), liveT, 'hi')).toContain('समाप्त');
  });
});
