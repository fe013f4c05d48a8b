import type { Me, PublicProfile, Review } from '@bazaar/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { card } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { Profile, profileId } from './ProfilePage';

const ravi: PublicProfile = {
  id: 7,
  name: 'Ravi Kumar',
  city: 'pune',
  state: 'Maharashtra',
  memberSince: '2022-04-01T00:00:00.000Z',
  badges: { emailConfirmed: true, phoneVerified: true, google: false },
  replies: { conversations: 12, replyPercent: 92, medianMinutes: 25 },
  rating: { average: 4.6, count: 12 },
  liveAds: 3,
};

function review(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    stars: 5,
    text: `Review number ${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    editedAt: null,
    raterRole: 'buyer',
    rater: { id: 100 + id, name: `Buyer ${id}` },
    rated: { id: 7, name: 'Ravi Kumar' },
    listing: { id: 50 + id, title: `Honda Activa ${id}` },
    reply: null,
    ...overrides,
  };
}

let profile: PublicProfile | 'suspended';
let me: Partial<Me> | null;
let calls: string[];

beforeEach(() => {
  profile = ravi;
  me = null;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}${init?.body ? ' ' + String(init.body) : ''}`);
      if (url === '/api/auth/session') return Response.json({ user: me });
      if (url === '/api/users/7/profile')
        return profile === 'suspended'
          ? Response.json(
              { error: { code: 'profile_unavailable', message: 'This profile is unavailable' } },
              { status: 410 },
            )
          : Response.json(profile);
      if (url === '/api/listings?seller=7')
        return Response.json({
          items: [
            card({ id: 1, brand: 'Honda', model: 'Activa 6G' }),
            card({ id: 2, brand: 'Royal Enfield', model: 'Classic 350' }),
          ],
          nextCursor: 'c2',
        });
      if (url === '/api/listings?seller=7&cursor=c2')
        return Response.json({
          items: [card({ id: 3, brand: 'Bajaj', model: 'Pulsar 150' })],
          nextCursor: null,
        });
      if (url === '/api/users/7/reviews')
        return Response.json({ items: [review(2), review(1)], nextBefore: 1 });
      if (url === '/api/users/7/reviews?before=1')
        return Response.json({
          items: [review(0, { reply: { text: 'Thank you!', createdAt: '2026-11-21T10:00:00.000Z' } })],
          nextBefore: null,
        });
      if (url === '/api/ratings/2/reply' && method === 'POST')
        return Response.json(review(2, { reply: { text: 'Thanks', createdAt: new Date().toISOString() } }));
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
});

describe('the profile page', () => {
  it('shows who sells, what Bazaar checked, the rating and how they answer', async () => {
    renderWithProviders(<Profile id={7} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeTruthy();
    expect(screen.getByText(/Pune · Member since April 2022/)).toBeTruthy();
    const badges = screen.getByRole('list', { name: 'What Bazaar checked' });
    expect(within(badges).getByText('Phone verified')).toBeTruthy();
    expect(within(badges).getByText('E-mail confirmed')).toBeTruthy();
    expect(within(badges).queryByText('Google account')).toBeNull();
    expect(screen.getByText('4.6 from 12 deals')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.6 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('Answers 92% of first messages')).toBeTruthy();
    expect(screen.getByText('Usually answers within 25 min')).toBeTruthy();
  });

  it('says "new" with the count under three ratings and leaves out reply figures the API does not give', async () => {
    profile = { ...ravi, rating: { average: null, count: 2 }, replies: null };
    renderWithProviders(<Profile id={7} />);
    expect(await screen.findByText('New')).toBeTruthy();
    expect(within(screen.getByTestId('rating')).getByText('2 ratings')).toBeTruthy();
    expect(screen.queryByText(/from 2 deals/)).toBeNull();
    expect(screen.queryByTestId('replies')).toBeNull();
  });

  it('lists the live ads with the list’s cards and pages on with Load more', async () => {
    renderWithProviders(<Profile id={7} />);
    expect(await screen.findByRole('heading', { name: 'Live ads (3)' })).toBeTruthy();
    expect(await screen.findByText('Honda Activa 6G')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Bajaj Pulsar 150')).toBeTruthy();
    expect(calls).toContain('GET /api/listings?seller=7&cursor=c2');
  });

  it('pages through reviews and shows the seller’s answer', async () => {
    renderWithProviders(<Profile id={7} />);
    expect(await screen.findByText('Review number 2')).toBeTruthy();
    // The reviewer is named with their side of the deal, not the profile's person.
    expect(screen.getByText('Buyer 2, who bought')).toBeTruthy();
    expect(screen.getByText('Deal: Honda Activa 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Thank you!')).toBeTruthy();
    expect(screen.getByText('Answer from Ravi Kumar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
  });

  it('lets the rated person answer a review once, with a counter', async () => {
    me = { id: 7, name: 'Ravi Kumar' };
    renderWithProviders(<Profile id={7} />);
    await screen.findByText('Review number 2');
    const [first] = screen.getAllByRole('button', { name: 'Answer this review' });
    fireEvent.click(first!);
    const box = screen.getByLabelText(/Your answer/);
    fireEvent.change(box, { target: { value: 'Thanks' } });
    expect(screen.getByText('6 of 500 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    await waitFor(() => expect(calls).toContain('POST /api/ratings/2/reply {"text":"Thanks"}'));
    // Their own profile: no "Report this person".
    expect(screen.queryByRole('button', { name: 'Report this person' })).toBeNull();
  });

  it('offers Report this person to someone else who is signed in', async () => {
    me = { id: 55, name: 'Meena' };
    renderWithProviders(<Profile id={7} />);
    expect(await screen.findByRole('button', { name: 'Report this person' })).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: 'Report review' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Answer this review' })).toBeNull();
  });

  it('says only that a suspended person’s profile is unavailable', async () => {
    profile = 'suspended';
    renderWithProviders(<Profile id={7} />);
    expect(await screen.findByRole('heading', { name: 'This profile is unavailable' })).toBeTruthy();
    expect(screen.queryByText('Ravi Kumar')).toBeNull();
    expect(calls.some((c) => c.includes('/reviews') || c.includes('seller='))).toBe(false);
  });

  it('speaks Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderWithProviders(<Profile id={7} />);
    expect(await screen.findByText('12 सौदों से 4.6')).toBeTruthy();
    expect(screen.getByText('फ़ोन सत्यापित')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'समीक्षाएँ' })).toBeTruthy();
  });
});

describe('profileId', () => {
  it('takes only a positive whole number', () => {
    expect(profileId('42')).toBe(42);
    expect(profileId('0')).toBe(0);
    expect(profileId('4x')).toBe(0);
    expect(profileId('99999999999999999')).toBe(0);
  });
});
