import {
  RATING_LIMITS,
  type ConversationListing,
  type ListingCard,
  type ListingDetail,
  type OwnDeal,
} from '@bazaar/shared';
import type { listings } from '../../db/schema.ts';
import { presentPhoto, type StoredPhoto } from '../media/index.ts';
import { presentBadges, presentRating, type PersonFacts } from '../people/index.ts';

type ListingRow = Omit<typeof listings.$inferSelect, 'nameVector' | 'searchVector'>;

type CardRow = Pick<
  ListingRow,
  | 'id'
  | 'category'
  | 'title'
  | 'price'
  | 'brand'
  | 'model'
  | 'year'
  | 'kmDriven'
  | 'state'
  | 'city'
  | 'locality'
  | 'status'
  | 'featured'
  | 'createdAt'
> & {
  photo: StoredPhoto | null;
  warranty: boolean;
  documentTransfer: boolean;
  /** Kilometres from the place a list was asked near; null or absent elsewhere. */
  distanceKm?: number | null;
};

/** A card's distance: to 100 m, as precise as the points of localities are. */
const tenthsOfKm = (km: number) => Math.round(km * 10) / 10;

export function presentCard(row: CardRow): ListingCard {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    price: row.price,
    brand: row.brand,
    model: row.model,
    year: row.year,
    kmDriven: row.kmDriven,
    state: row.state,
    city: row.city,
    locality: row.locality,
    status: row.status,
    featured: row.featured,
    warranty: row.warranty,
    documentTransfer: row.documentTransfer,
    createdAt: row.createdAt.toISOString(),
    photo: row.photo ? presentPhoto(row.photo) : null,
    ...(row.distanceKm != null ? { distanceKm: tenthsOfKm(row.distanceKm) } : {}),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who bought a sold ad, for its seller's My Ads: the buyer's id and public name only (never their
 * e-mail or number), and whether the seller may still rate them (within the deal's 30 days).
 * Null unless the ad is sold and the seller said who bought it.
 */
export function presentOwnDeal(
  row: {
    status: ListingRow['status'];
    deal: { id: number; createdAt: Date } | null;
    buyer: { id: number; name: string } | null;
    sellerRated: boolean;
  },
  now = new Date(),
): OwnDeal | null {
  if (row.status !== 'sold' || !row.deal) return null;
  const buyer = row.buyer ? { id: row.buyer.id, name: row.buyer.name } : null;
  const rated = !!row.sellerRated;
  const open = now.getTime() < row.deal.createdAt.getTime() + RATING_LIMITS.rateWithinDays * DAY_MS;
  return { id: row.deal.id, buyer, rated, canRate: buyer !== null && !rated && open };
}

/** The ad page: never the seller's e-mail or phone, only the public name and since when they sell. */
export function presentDetail(
  row: ListingRow,
  seller: { name: string; since: Date; facts: PersonFacts },
  photos: StoredPhoto[],
): ListingDetail {
  return {
    ...presentCard({
      ...row,
      photo: photos[0] ?? null,
      warranty: row.attributes.warranty === 'Yes',
      documentTransfer: row.attributes.documentTransfer === 'Yes',
    }),
    description: row.description,
    fuel: row.fuel,
    transmission: row.transmission,
    owners: row.owners,
    bhk: row.bhk,
    attributes: row.attributes,
    photos: photos.map(presentPhoto),
    lat: row.lat,
    lng: row.lng,
    views: row.views,
    updatedAt: row.updatedAt.toISOString(),
    seller: {
      id: row.sellerId,
      name: seller.name,
      memberSince: seller.since.toISOString(),
      badges: presentBadges(seller.facts),
      rating: presentRating(seller.facts),
    },
    // Show number reveals only a verified number: without one there is nothing to ask for.
    phoneOnRequest: row.showPhone && !!seller.facts.phoneVerified,
  };
}

/** The ad as a conversation or a notification shows it. */
export function presentConversationListing(
  listing: Omit<ConversationListing, 'photo'>,
  photo: StoredPhoto | null,
): ConversationListing {
  return { ...listing, photo: photo?.key ? presentPhoto(photo) : null };
}
