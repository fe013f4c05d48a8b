import type { City } from '@bazaar/shared';
import type { Rng } from './random.ts';

export interface DemoUser {
  name: string;
  email: string;
  phone: string | null;
}

export interface DemoListing {
  /** Index into the users array. */
  sellerIndex: number;
  category: string;
  title: string;
  description: string;
  /** Whole rupees; for jobs the monthly salary, for rentals the monthly rent. */
  price: number;
  brand: string | null;
  model: string | null;
  year: number | null;
  kmDriven: number | null;
  fuel: string | null;
  transmission: string | null;
  owners: string | null;
  bhk: string | null;
  /** The category's other attributes, keyed by catalog attribute key. */
  attributes: Record<string, string | number>;
  state: string;
  city: string;
  locality: string;
  lat: number;
  lng: number;
  featured: boolean;
  status: 'active' | 'sold' | 'expired';
  createdAt: Date;
  /** When the ad ends (or ended) unless renewed: see demoExpiry. */
  expiresAt: Date;
  /** The end its seller was already reminded of, as if earlier passes had run; null: not yet. */
  expiryRemindedFor: Date | null;
  photoCount: number;
}

/** What a category builder decides; the generator adds seller, place, status and dates. */
export type Draft = Pick<
  DemoListing,
  | 'title'
  | 'description'
  | 'price'
  | 'brand'
  | 'model'
  | 'year'
  | 'kmDriven'
  | 'fuel'
  | 'transmission'
  | 'owners'
  | 'bhk'
  | 'attributes'
>;

export interface Place {
  city: City;
  locality: string;
  /** The state's English name, for descriptions. */
  stateName: string;
  /** Relative cost of living: property prices and rents scale with it (Mumbai high, small towns low). */
  priceIndex: number;
}

export type Builder = (rng: Rng, category: string, place: Place, nowYear: number) => Draft;

export const EMPTY: Omit<Draft, 'title' | 'description' | 'price'> = {
  brand: null,
  model: null,
  year: null,
  kmDriven: null,
  fuel: null,
  transmission: null,
  owners: null,
  bhk: null,
  attributes: {},
};
