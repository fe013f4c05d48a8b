import * as a from './attributes.ts';
import {
  BIKE_BRANDS,
  CAR_BRANDS,
  COMMERCIAL_BRANDS,
  MOBILE_BRANDS,
  SCOOTER_BRANDS,
  TABLET_BRANDS,
} from './brands.ts';
import { CATEGORY_NAMES, findCategoryName, type CategorySlug } from './category-names.ts';
import type { AttributeDef, Category } from './types.ts';

const HOME = [
  a.propertyType(['Apartment', 'Builder Floor', 'House & Villa', 'Farm House']),
  a.bhk,
  a.bathrooms,
  a.furnishing,
  a.areaSqft,
  a.floor,
  a.parking,
];
const SHOP = [
  a.propertyType(['Shop', 'Office', 'Showroom', 'Warehouse']),
  a.furnishing,
  a.areaSqft,
  a.floor,
  a.parking,
];
const JOB = [a.salaryFrom, a.salaryTo, a.positionType];
const GOODS = [a.condition];

/** What each category asks for when posting and offers as filters, by slug. */
const ATTRIBUTES: Record<CategorySlug, readonly AttributeDef[]> = {
  cars: [
    a.brand(CAR_BRANDS),
    a.model,
    a.year(1980),
    a.fuel,
    a.transmission,
    a.kmDriven,
    a.owners,
    ...a.VEHICLE_PAPERS,
  ],
  'houses-for-sale': HOME,
  'houses-for-rent': HOME,
  'lands-plots': [a.areaSqft],
  'shops-offices-for-rent': SHOP,
  'shops-offices-for-sale': SHOP,
  'mobile-phones': [a.brand(MOBILE_BRANDS), a.model, a.condition],
  'mobile-accessories': GOODS,
  tablets: [a.brand(TABLET_BRANDS), a.model, a.condition],
  'sales-marketing': JOB,
  'bpo-telecaller': JOB,
  driver: JOB,
  'office-assistant': JOB,
  'delivery-collection': JOB,
  'it-software': JOB,
  motorcycles: a.TWO_WHEELER(BIKE_BRANDS, 1970),
  scooters: a.TWO_WHEELER(SCOOTER_BRANDS, 1980),
  'bike-spare-parts': GOODS,
  bicycles: GOODS,
  'kitchen-appliances': GOODS,
  'computers-laptops': GOODS,
  'cameras-lenses': GOODS,
  'tvs-video-audio': GOODS,
  'games-entertainment': GOODS,
  'commercial-vehicles': [...a.VEHICLE(COMMERCIAL_BRANDS, 1980), a.fuel],
  'commercial-spare-parts': GOODS,
  'sofa-dining': GOODS,
  'beds-wardrobes': GOODS,
  'kids-furniture': GOODS,
  'home-decor': GOODS,
  'men-fashion': GOODS,
  'women-fashion': GOODS,
  'kids-fashion': GOODS,
  books: GOODS,
  'sports-equipment': GOODS,
  'musical-instruments': GOODS,
  'gym-fitness': GOODS,
  dogs: [],
  'fish-aquarium': [],
  'pet-food-accessories': GOODS,
  'other-pets': [],
  'education-classes': [],
  'tours-travel': [],
  'electronics-repair': [],
  'packers-movers': [],
  'other-services': [],
};

/**
 * Every category Bazaar knows, with its attributes. Post forms, filters, validation and demo data
 * derive from this list: adding a category is one entry in category-names.ts and one here.
 */
export const CATEGORIES: readonly Category[] = CATEGORY_NAMES.map((c) => ({
  ...c,
  attributes: ATTRIBUTES[c.slug],
}));

const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));

/** Finds a category by its canonical slug or one of the original product's URL aliases. */
export function findCategory(slugOrAlias: string): Category | undefined {
  // Aliases resolve in one place: the names' lookup.
  const name = findCategoryName(slugOrAlias);
  return name && bySlug.get(name.slug);
}

export function categoriesOfGroup(group: string): Category[] {
  return CATEGORIES.filter((c) => c.group === group);
}
