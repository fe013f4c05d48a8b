import type { PublicProfile } from '@bazaar/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { listingsKey } from '../../lib/useListings';
import { profileQuery, reviewsQuery, sellerAdsFilter } from './api/queries';
import { loadProfile } from './load';
import { profileMeta } from './meta';

const asha: PublicProfile = {
  id: 9,
  name: 'Asha',
  city: 'mumbai',
  state: 'Maharashtra',
  memberSince: '2023-01-15T00:00:00.000Z',
  badges: { emailConfirmed: true, phoneVerified: false, google: true },
  replies: null,
  rating: { average: 4.6, count: 12 },
  liveAds: 4,
};

let suspended: boolean;
beforeEach(() => {
  suspended = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/users/9/profile')
        return suspended
          ? Response.json({ error: { code: 'profile_unavailable', message: 'gone' } }, { status: 410 })
          : Response.json(asha);
      if (url === '/api/listings?seller=9') return Response.json({ items: [], nextCursor: null });
      if (url === '/api/users/9/reviews') return Response.json({ items: [], nextBefore: null });
      return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('loadProfile', () => {
  it('fills the cache the page reads: the profile, the first page of ads and of reviews', async () => {
    const client = new QueryClient();
    expect(await loadProfile(client, 9)).toEqual(asha);
    expect(client.getQueryData(profileQuery(9).queryKey)).toEqual(asha);
    // The same entry the list hook reads (useListings with the seller filter).
    expect(client.getQueryData(listingsKey(sellerAdsFilter(9)))).toMatchObject({ pages: [{ items: [] }] });
    expect(client.getQueryData(reviewsQuery(9).queryKey)).toMatchObject({ pages: [{ items: [] }] });
  });

  it('throws the API’s 410 for a suspended person, for the route to answer with', async () => {
    suspended = true;
    const error = await loadProfile(new QueryClient(), 9).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(410);
  });
});

describe('profileMeta', () => {
  it('gives a title, a description and Open Graph tags from the public profile only', () => {
    const meta = profileMeta(asha, { origin: 'https://bazaar.example' });
    expect(meta.title).toBe('Asha on Bazaar');
    expect(meta.description).toBe(
      'Asha sells on Bazaar (Mumbai): member since January 2023, 4 live ads. 4.6 from 12 deals.',
    );
    expect(meta.canonical).toBe('https://bazaar.example/profile/9');
    expect(meta.openGraph['og:url']).toBe('https://bazaar.example/profile/9');
    expect(meta.openGraph['og:title']).toBe('Asha on Bazaar');
    expect(JSON.stringify(meta)).not.toMatch(/\+91|e-?mail|@[a-z0-9-]+\./i);
  });

  it('leaves the rating out for a new person, and speaks Hindi', () => {
    const meta = profileMeta({ ...asha, rating: { average: null, count: 1 } }, { lang: 'hi' });
    expect(meta.title).toBe('बाज़ार पर Asha');
    expect(meta.description).not.toMatch(/सौदों/);
    expect(meta.canonical).toBe('/profile/9');
  });
});
