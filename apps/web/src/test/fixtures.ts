import type { ListingCard, ListingDetail } from '@bazaar/shared';

export function card(overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id: 42,
    category: 'cars',
    title: 'Maruti Suzuki Swift VXi, single owner',
    price: 380000,
    brand: 'Maruti Suzuki',
    model: 'Swift',
    year: 2018,
    kmDriven: 45000,
    state: 'maharashtra',
    city: 'Pune',
    locality: 'Kothrud',
    status: 'active',
    featured: false,
    warranty: true,
    documentTransfer: true,
    createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
    photo: {
      card: '/media/abc-card.webp',
      full: '/media/abc-full.webp',
      cardWidth: 480,
      cardHeight: 360,
      fullWidth: 1280,
      fullHeight: 960,
    },
    ...overrides,
  };
}

export function detail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...card(),
    description: 'Well kept, serviced on time.',
    fuel: 'Petrol',
    transmission: 'Manual',
    owners: '1st',
    bhk: null,
    attributes: {},
    photos: [],
    lat: null,
    lng: null,
    views: 12,
    updatedAt: new Date().toISOString(),
    seller: {
      id: 99,
      name: 'Ravi Kumar',
      memberSince: '2022-04-01T00:00:00.000Z',
      badges: { emailConfirmed: true, phoneVerified: false, google: false },
      rating: { average: null, count: 0 },
    },
    phoneOnRequest: false,
    ...overrides,
  };
}
