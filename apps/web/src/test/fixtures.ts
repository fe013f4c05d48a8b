import type { Deal, ListingCard, ListingDetail, MyListing } from '@bazaar/shared';

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

/** One of the seller's own ads as My Ads lists it: live for 20 more days, no deal. */
export function myListing(overrides: Partial<MyListing> = {}): MyListing {
  return {
    ...card(),
    views: 3,
    updatedAt: new Date().toISOString(),
    moderationReason: null,
    appealed: false,
    showPhone: false,
    expiresAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    deal: null,
    ...overrides,
  };
}

/** A deal just recorded, that the reader may rate for 30 days. */
export function deal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 30,
    listing: { id: 5, title: 'Honda Activa 6G', category: 'scooters' },
    seller: { id: 1, name: 'Ravi Kumar' },
    buyer: { id: 2, name: 'Priya' },
    soldAt: new Date().toISOString(),
    rateUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    mine: null,
    theirs: null,
    canRate: true,
    ...overrides,
  };
}
