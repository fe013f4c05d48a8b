import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { switchLanguage } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import PostAdPage from './PostAdPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const me = {
  id: 7,
  name: 'Asha Nair',
  email: 'asha@example.in',
  phone: '9847012345',
  hasPassword: true,
  google: false,
  memberSince: '2026-01-01T00:00:00.000Z',
};
let posts: unknown[];
let answer: Response;
let signedIn = true;

beforeEach(() => {
  localStorage.clear();
  posts = [];
  answer = json(201, { id: 99, category: 'cars' });
  signedIn = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/session') return json(200, { user: signedIn ? me : null });
      if (url === '/api/listings' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return answer;
      }
      return json(404, { error: { code: 'not_found', message: 'no' } });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

/** A field by the start of its label (required ones end with an asterisk). */
const label = (text: string | RegExp) =>
  typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : text;
const box = <T extends HTMLElement = HTMLInputElement>(text: string | RegExp) =>
  screen.getByLabelText<T>(label(text));
const type = (text: string, value: string) => fireEvent.change(box(text), { target: { value } });

describe('the post-ad form', () => {
  it('draws the category’s fields from the catalog, in the SPEC’s sections', async () => {
    renderWithProviders(<PostAdPage category="cars" />, { url: '/carpage' });
    for (const heading of [
      'SELECTED CATEGORY',
      'INCLUDE SOME DETAILS',
      'SET A PRICE',
      'UPLOAD UP TO 12 PHOTOS',
      'CONFIRM YOUR LOCATION',
      'REVIEW YOUR DETAILS',
    ])
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    for (const name of [
      'Brand',
      'Model',
      'Year',
      'Fuel',
      'Transmission',
      /KM driven/,
      'No. of owners',
      'Description',
      'Price',
      'State',
      'City',
    ])
      expect(box(name)).toBeTruthy();
    // 36 states in the SPEC's order, after the placeholder.
    const states = box<HTMLSelectElement>('State').options;
    expect(states).toHaveLength(37);
    expect(states[1]!.text).toBe('Andhra Pradesh');
    expect(states[2]!.text).toBe('Andaman and Nicobar Islands');
    expect(box('Your name').value).toBe('Asha Nair');
  });

  it('asks a motorcycle’s fuel and number of owners, in English and Hindi, and sends them', async () => {
    renderWithProviders(<PostAdPage category="motorcycles" />, { url: '/bikes' });
    await screen.findByLabelText(label('Price'));
    expect([...box<HTMLSelectElement>('Fuel').options].map((o) => o.value)).toContain('Electric');
    type('Brand', 'Royal Enfield');
    type('Model', 'Classic 350');
    type('Year', '2020');
    type('Fuel', 'Petrol');
    type('KM driven', '12,000');
    type('No. of owners', '2');
    type('Description', 'Serviced at the showroom, all papers.');
    type('Price', '1,50,000');
    type('State', 'karnataka');
    type('City', 'bengaluru');
    await act(() => switchLanguage('hi'));
    expect(box<HTMLSelectElement>('ईंधन').selectedOptions[0]!.text).toBe('पेट्रोल');
    expect(box<HTMLSelectElement>('मालिकों की संख्या').value).toBe('2');
    await act(() => switchLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      category: 'motorcycles',
      attributes: { fuel: 'Petrol', owners: '2', brand: 'Royal Enfield' },
    });
  });

  it('shows each error beside its field and sends nothing', async () => {
    renderWithProviders(<PostAdPage category="cars" />, { url: '/carpage' });
    await screen.findByLabelText(label('Price'));
    type('Price', '0');
    type('Year', '1850');
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    expect(await screen.findByText('The price must be above zero.')).toBeTruthy();
    expect(screen.getByText('Enter at least 1980.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(3);
    expect(box('Price').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(0);
  });

  it('keeps a draft per category across a reload, and counts the description', async () => {
    const first = renderWithProviders(<PostAdPage category="cars" />, { url: '/carpage' });
    await screen.findByLabelText(label('Description'));
    type('Description', 'Well kept');
    expect(screen.getByText('9 / 2000')).toBeTruthy();
    first.unmount();
    renderWithProviders(<PostAdPage category="cars" />, { url: '/carpage' });
    await waitFor(() => expect(box<HTMLTextAreaElement>('Description').value).toBe('Well kept'));
  });

  it('posts with the shared contract and keeps everything when the server refuses', async () => {
    renderWithProviders(<PostAdPage category="books" />, { url: '/post/books' });
    await screen.findByLabelText(label('Description'));
    type('Ad title', 'Wings of Fire');
    type('Description', 'Read once.');
    type('Price', '300');
    type('State', 'delhi');
    type('City', 'delhi');
    answer = json(400, {
      error: { code: 'invalid', message: 'no', fields: { price: 'That price is too high' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    expect(await screen.findByText('That price is too high.')).toBeTruthy();
    expect(posts[0]).toMatchObject({
      category: 'books',
      title: 'Wings of Fire',
      price: '300',
      state: 'delhi',
      city: 'delhi',
      photoIds: [],
    });
    expect(box('Ad title').value).toBe('Wings of Fire');
    expect(JSON.parse(localStorage.getItem('bazaar.draft.books')!)).toMatchObject({ title: 'Wings of Fire' });
  });

  it('says plainly when the server is out of storage, in Hindi too, keeping everything typed', async () => {
    renderWithProviders(<PostAdPage category="books" />, { url: '/post/books' });
    await screen.findByLabelText(label('Description'));
    type('Ad title', 'Wings of Fire');
    type('Description', 'Read once.');
    type('Price', '300');
    type('State', 'delhi');
    type('City', 'delhi');
    const title = box('Ad title');
    await act(() => switchLanguage('hi'));
    answer = json(507, {
      error: {
        code: 'out_of_storage',
        message: 'Bazaar is out of storage; nothing was saved, try again later',
      },
    });
    fireEvent.submit(title.closest('form')!);
    expect(await screen.findByText(/बाज़ार में जगह नहीं बची है; कुछ भी सहेजा नहीं गया/)).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(title.value).toBe('Wings of Fire');
    expect(JSON.parse(localStorage.getItem('bazaar.draft.books')!)).toMatchObject({ title: 'Wings of Fire' });
  });

  it('takes numbers with Indian or Western grouping and Devanagari digits, and sends plain digits', async () => {
    renderWithProviders(<PostAdPage category="cars" />, { url: '/carpage' });
    await screen.findByLabelText(label('Price'));
    type('Brand', 'Maruti Suzuki');
    type('Model', 'Swift');
    type('Year', '२०१९');
    type('Fuel', 'Petrol');
    type('Transmission', 'Manual');
    type('KM driven', '45,000');
    type('No. of owners', '1');
    type('Description', 'Single owner, serviced at the dealer.');
    type('Price', '4,50,000');
    type('State', 'kerala');
    type('City', 'kochi');
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.queryByText('Enter a whole number.')).toBeNull();
    expect(posts[0]).toMatchObject({
      price: '450000',
      attributes: { year: '2019', kmDriven: '45000', brand: 'Maruti Suzuki', fuel: 'Petrol' },
    });
  });

  it('refuses a mistyped number beside its field, keeping what was typed', async () => {
    renderWithProviders(<PostAdPage category="cars" />, { url: '/carpage' });
    await screen.findByLabelText(label('Price'));
    type('KM driven', '45,00');
    type('Price', '1,75,00');
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    expect(await screen.findByText('Enter a whole number.')).toBeTruthy();
    expect(screen.getByText('Enter the price in rupees.')).toBeTruthy();
    expect(box('KM driven').value).toBe('45,00');
    expect(box('Price').value).toBe('1,75,00');
    expect(posts).toHaveLength(0);
  });

  it('shows the options in Hindi, "Other" brand too, and keeps their English values', async () => {
    await act(() => switchLanguage('hi'));
    renderWithProviders(<PostAdPage category="cars" />, { url: '/carpage' });
    const brand = await screen.findByLabelText<HTMLSelectElement>(/^ब्रांड/);
    const other = [...brand.options].find((o) => o.value === 'Other')!;
    expect(other.text).toBe('अन्य');
    expect([...box<HTMLSelectElement>(/^ईंधन/).options].map((o) => [o.value, o.text])).toContainEqual([
      'Diesel',
      'डीज़ल',
    ]);
  });

  it('sends a signed-out seller to sign in, keeping the draft for the way back', async () => {
    signedIn = false;
    renderWithProviders(
      <Routes>
        <Route path="/post/:category" element={<PostAdPage />} />
        <Route path="/login" element={<Where />} />
      </Routes>,
      { url: '/post/books' },
    );
    await screen.findByLabelText(label('Description'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    type('Ad title', 'Wings of Fire');
    type('Description', 'Read once.');
    type('Price', '300');
    type('State', 'delhi');
    type('City', 'delhi');
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login?next=%2Fpost%2Fbooks');
    expect(posts).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('bazaar.draft.books')!)).toMatchObject({
      title: 'Wings of Fire',
      city: 'delhi',
    });
  });

  it('fills state and city from the current location, and says so plainly when refused', async () => {
    let allow = true;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
          allow
            ? ok({ coords: { latitude: 9.98, longitude: 76.28 } } as GeolocationPosition)
            : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    renderWithProviders(<PostAdPage category="books" />, { url: '/post/books' });
    await screen.findByLabelText(label('State'));
    fireEvent.click(screen.getByRole('button', { name: /Current Location/ }));
    await waitFor(() => expect(box<HTMLSelectElement>('State').value).toBe('kerala'));
    expect(box<HTMLSelectElement>('City').value).toBe('kochi');
    expect(screen.getByText(/Located: Kochi, Kerala/)).toBeTruthy();
    allow = false;
    fireEvent.click(screen.getByRole('button', { name: /Current Location/ }));
    expect(await screen.findByText(/You did not allow Bazaar to see your location/)).toBeTruthy();
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}
