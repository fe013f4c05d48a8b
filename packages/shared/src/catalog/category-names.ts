import { namedLabel } from './hindi.ts';
import type { CategoryName } from './types.ts';

/**
 * Every category Bazaar knows, by name: what cards, the category bar and links need. Each one's
 * attributes (what the post form asks and the filters offer) are in categories.ts, which only the
 * pages that use them load: the first screen's script stays smaller.
 */
export const CATEGORY_NAMES = [
  { slug: 'cars', group: 'cars', label: namedLabel('categories', 'cars', 'Cars'), postRoute: '/carpage' },
  {
    slug: 'houses-for-sale',
    group: 'properties',
    label: namedLabel('categories', 'houses-for-sale', 'For Sale: Houses & Apartments'),
    aliases: ['salesHouse'],
  },
  {
    slug: 'houses-for-rent',
    group: 'properties',
    label: namedLabel('categories', 'houses-for-rent', 'For Rent: Houses & Apartments'),
    aliases: ['rentHouse'],
  },
  {
    slug: 'lands-plots',
    group: 'properties',
    label: namedLabel('categories', 'lands-plots', 'Lands & Plots'),
  },
  {
    slug: 'shops-offices-for-rent',
    group: 'properties',
    label: namedLabel('categories', 'shops-offices-for-rent', 'For Rent: Shops & Offices'),
  },
  {
    slug: 'shops-offices-for-sale',
    group: 'properties',
    label: namedLabel('categories', 'shops-offices-for-sale', 'For Sale: Shops & Offices'),
  },
  {
    slug: 'mobile-phones',
    group: 'mobiles',
    label: namedLabel('categories', 'mobile-phones', 'Mobile Phones'),
    aliases: ['mobile'],
    postRoute: '/mobile',
  },
  {
    slug: 'mobile-accessories',
    group: 'mobiles',
    label: namedLabel('categories', 'mobile-accessories', 'Accessories'),
  },
  { slug: 'tablets', group: 'mobiles', label: namedLabel('categories', 'tablets', 'Tablets') },
  {
    slug: 'sales-marketing',
    group: 'jobs',
    label: namedLabel('categories', 'sales-marketing', 'Sales & Marketing'),
  },
  {
    slug: 'bpo-telecaller',
    group: 'jobs',
    label: namedLabel('categories', 'bpo-telecaller', 'BPO & Telecaller'),
  },
  { slug: 'driver', group: 'jobs', label: namedLabel('categories', 'driver', 'Driver') },
  {
    slug: 'office-assistant',
    group: 'jobs',
    label: namedLabel('categories', 'office-assistant', 'Office Assistant'),
  },
  {
    slug: 'delivery-collection',
    group: 'jobs',
    label: namedLabel('categories', 'delivery-collection', 'Delivery & Collection'),
  },
  { slug: 'it-software', group: 'jobs', label: namedLabel('categories', 'it-software', 'IT & Software') },
  {
    slug: 'motorcycles',
    group: 'bikes',
    label: namedLabel('categories', 'motorcycles', 'Motorcycles'),
    aliases: ['motorcyles'],
    postRoute: '/bikes',
  },
  {
    slug: 'scooters',
    group: 'bikes',
    label: namedLabel('categories', 'scooters', 'Scooters'),
    aliases: ['scooter'],
  },
  {
    slug: 'bike-spare-parts',
    group: 'bikes',
    label: namedLabel('categories', 'bike-spare-parts', 'Spare Parts'),
  },
  { slug: 'bicycles', group: 'bikes', label: namedLabel('categories', 'bicycles', 'Bicycles') },
  {
    slug: 'kitchen-appliances',
    group: 'electronics',
    label: namedLabel('categories', 'kitchen-appliances', 'Kitchen & Other Appliances'),
  },
  {
    slug: 'computers-laptops',
    group: 'electronics',
    label: namedLabel('categories', 'computers-laptops', 'Computers & Laptops'),
  },
  {
    slug: 'cameras-lenses',
    group: 'electronics',
    label: namedLabel('categories', 'cameras-lenses', 'Cameras & Lenses'),
  },
  {
    slug: 'tvs-video-audio',
    group: 'electronics',
    label: namedLabel('categories', 'tvs-video-audio', 'TVs, Video & Audio'),
  },
  {
    slug: 'games-entertainment',
    group: 'electronics',
    label: namedLabel('categories', 'games-entertainment', 'Games & Entertainment'),
  },
  {
    slug: 'commercial-vehicles',
    group: 'commercial',
    label: namedLabel('categories', 'commercial-vehicles', 'Commercial Vehicles'),
  },
  {
    slug: 'commercial-spare-parts',
    group: 'commercial',
    label: namedLabel('categories', 'commercial-spare-parts', 'Spare Parts'),
  },
  {
    slug: 'sofa-dining',
    group: 'furniture',
    label: namedLabel('categories', 'sofa-dining', 'Sofa & Dining'),
  },
  {
    slug: 'beds-wardrobes',
    group: 'furniture',
    label: namedLabel('categories', 'beds-wardrobes', 'Beds & Wardrobes'),
  },
  {
    slug: 'kids-furniture',
    group: 'furniture',
    label: namedLabel('categories', 'kids-furniture', 'Kids Furniture'),
  },
  {
    slug: 'home-decor',
    group: 'furniture',
    label: namedLabel('categories', 'home-decor', 'Home Decor & Garden'),
  },
  { slug: 'men-fashion', group: 'fashion', label: namedLabel('categories', 'men-fashion', 'Men') },
  { slug: 'women-fashion', group: 'fashion', label: namedLabel('categories', 'women-fashion', 'Women') },
  { slug: 'kids-fashion', group: 'fashion', label: namedLabel('categories', 'kids-fashion', 'Kids') },
  { slug: 'books', group: 'books-sports', label: namedLabel('categories', 'books', 'Books') },
  {
    slug: 'sports-equipment',
    group: 'books-sports',
    label: namedLabel('categories', 'sports-equipment', 'Sports Equipment'),
  },
  {
    slug: 'musical-instruments',
    group: 'books-sports',
    label: namedLabel('categories', 'musical-instruments', 'Musical Instruments'),
  },
  {
    slug: 'gym-fitness',
    group: 'books-sports',
    label: namedLabel('categories', 'gym-fitness', 'Gym & Fitness'),
  },
  { slug: 'dogs', group: 'pets', label: namedLabel('categories', 'dogs', 'Dogs') },
  {
    slug: 'fish-aquarium',
    group: 'pets',
    label: namedLabel('categories', 'fish-aquarium', 'Fishes & Aquarium'),
  },
  {
    slug: 'pet-food-accessories',
    group: 'pets',
    label: namedLabel('categories', 'pet-food-accessories', 'Pet Food & Accessories'),
  },
  { slug: 'other-pets', group: 'pets', label: namedLabel('categories', 'other-pets', 'Other Pets') },
  {
    slug: 'education-classes',
    group: 'services',
    label: namedLabel('categories', 'education-classes', 'Education & Classes'),
  },
  {
    slug: 'tours-travel',
    group: 'services',
    label: namedLabel('categories', 'tours-travel', 'Tours & Travel'),
  },
  {
    slug: 'electronics-repair',
    group: 'services',
    label: namedLabel('categories', 'electronics-repair', 'Electronics Repair & Services'),
  },
  {
    slug: 'packers-movers',
    group: 'services',
    label: namedLabel('categories', 'packers-movers', 'Packers & Movers'),
  },
  {
    slug: 'other-services',
    group: 'services',
    label: namedLabel('categories', 'other-services', 'Other Services'),
  },
] as const satisfies readonly CategoryName[];

export type CategorySlug = (typeof CATEGORY_NAMES)[number]['slug'];

export const CATEGORY_SLUGS = CATEGORY_NAMES.map((c) => c.slug) as CategorySlug[];

const bySlug = new Map<string, CategoryName>();
for (const c of CATEGORY_NAMES as readonly CategoryName[]) {
  bySlug.set(c.slug, c);
  for (const alias of c.aliases ?? []) bySlug.set(alias, c);
}

/** A category's names by its canonical slug or one of the original product's URL aliases. */
export function findCategoryName(slugOrAlias: string): CategoryName | undefined {
  return bySlug.get(slugOrAlias);
}

export function categoryNamesOfGroup(group: string): CategoryName[] {
  return (CATEGORY_NAMES as readonly CategoryName[]).filter((c) => c.group === group);
}

/** The home banner's quick links, with the original product's URLs (aliases resolve to the real slug). */
export const QUICK_LINKS = ['cars', 'motorcycles', 'scooters', 'mobile-phones', 'houses-for-sale'] as const;

/** The quick links' categories, in that order. */
export const QUICK_LINK_CATEGORIES: readonly CategoryName[] = QUICK_LINKS.map((slug) =>
  findCategoryName(slug),
).filter((c): c is CategoryName => !!c);
