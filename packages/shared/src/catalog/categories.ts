import * as a from './attributes.ts';
import {
  BIKE_BRANDS,
  CAR_BRANDS,
  COMMERCIAL_BRANDS,
  MOBILE_BRANDS,
  SCOOTER_BRANDS,
  TABLET_BRANDS,
} from './brands.ts';
import type { Category } from './types.ts';

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

/**
 * Every category Bazaar knows. Post forms, filters, cards, validation and demo data all derive
 * from this list: adding a category is one entry here.
 */
export const CATEGORIES = [
  {
    slug: 'cars',
    group: 'cars',
    label: { en: 'Cars', hi: 'कारें' },
    attributes: [
      a.brand(CAR_BRANDS),
      a.model,
      a.year(1980),
      a.fuel,
      a.transmission,
      a.kmDriven,
      a.owners,
      ...a.VEHICLE_PAPERS,
    ],
    postRoute: '/carpage',
  },
  {
    slug: 'houses-for-sale',
    group: 'properties',
    label: { en: 'For Sale: Houses & Apartments', hi: 'बिक्री: मकान और अपार्टमेंट' },
    attributes: HOME,
    aliases: ['salesHouse'],
  },
  {
    slug: 'houses-for-rent',
    group: 'properties',
    label: { en: 'For Rent: Houses & Apartments', hi: 'किराये पर: मकान और अपार्टमेंट' },
    attributes: HOME,
    aliases: ['rentHouse'],
  },
  {
    slug: 'lands-plots',
    group: 'properties',
    label: { en: 'Lands & Plots', hi: 'ज़मीन और प्लॉट' },
    attributes: [a.areaSqft],
  },
  {
    slug: 'shops-offices-for-rent',
    group: 'properties',
    label: { en: 'For Rent: Shops & Offices', hi: 'किराये पर: दुकानें और दफ़्तर' },
    attributes: SHOP,
  },
  {
    slug: 'shops-offices-for-sale',
    group: 'properties',
    label: { en: 'For Sale: Shops & Offices', hi: 'बिक्री: दुकानें और दफ़्तर' },
    attributes: SHOP,
  },
  {
    slug: 'mobile-phones',
    group: 'mobiles',
    label: { en: 'Mobile Phones', hi: 'मोबाइल फ़ोन' },
    attributes: [a.brand(MOBILE_BRANDS), a.model, a.condition],
    aliases: ['mobile'],
    postRoute: '/mobile',
  },
  {
    slug: 'mobile-accessories',
    group: 'mobiles',
    label: { en: 'Accessories', hi: 'एक्सेसरीज़' },
    attributes: GOODS,
  },
  {
    slug: 'tablets',
    group: 'mobiles',
    label: { en: 'Tablets', hi: 'टैबलेट' },
    attributes: [a.brand(TABLET_BRANDS), a.model, a.condition],
  },
  {
    slug: 'sales-marketing',
    group: 'jobs',
    label: { en: 'Sales & Marketing', hi: 'सेल्स और मार्केटिंग' },
    attributes: JOB,
  },
  {
    slug: 'bpo-telecaller',
    group: 'jobs',
    label: { en: 'BPO & Telecaller', hi: 'बीपीओ और टेलीकॉलर' },
    attributes: JOB,
  },
  { slug: 'driver', group: 'jobs', label: { en: 'Driver', hi: 'ड्राइवर' }, attributes: JOB },
  {
    slug: 'office-assistant',
    group: 'jobs',
    label: { en: 'Office Assistant', hi: 'ऑफ़िस असिस्टेंट' },
    attributes: JOB,
  },
  {
    slug: 'delivery-collection',
    group: 'jobs',
    label: { en: 'Delivery & Collection', hi: 'डिलीवरी और कलेक्शन' },
    attributes: JOB,
  },
  {
    slug: 'it-software',
    group: 'jobs',
    label: { en: 'IT & Software', hi: 'आईटी और सॉफ़्टवेयर' },
    attributes: JOB,
  },
  {
    slug: 'motorcycles',
    group: 'bikes',
    label: { en: 'Motorcycles', hi: 'मोटरसाइकिलें' },
    attributes: [...a.VEHICLE(BIKE_BRANDS, 1970)],
    aliases: ['motorcyles'],
    postRoute: '/bikes',
  },
  {
    slug: 'scooters',
    group: 'bikes',
    label: { en: 'Scooters', hi: 'स्कूटर' },
    attributes: [...a.VEHICLE(SCOOTER_BRANDS, 1980)],
    aliases: ['scooter'],
  },
  {
    slug: 'bike-spare-parts',
    group: 'bikes',
    label: { en: 'Spare Parts', hi: 'स्पेयर पार्ट्स' },
    attributes: GOODS,
  },
  { slug: 'bicycles', group: 'bikes', label: { en: 'Bicycles', hi: 'साइकिलें' }, attributes: GOODS },
  {
    slug: 'kitchen-appliances',
    group: 'electronics',
    label: { en: 'Kitchen & Other Appliances', hi: 'रसोई और अन्य उपकरण' },
    attributes: GOODS,
  },
  {
    slug: 'computers-laptops',
    group: 'electronics',
    label: { en: 'Computers & Laptops', hi: 'कंप्यूटर और लैपटॉप' },
    attributes: GOODS,
  },
  {
    slug: 'cameras-lenses',
    group: 'electronics',
    label: { en: 'Cameras & Lenses', hi: 'कैमरे और लेंस' },
    attributes: GOODS,
  },
  {
    slug: 'tvs-video-audio',
    group: 'electronics',
    label: { en: 'TVs, Video & Audio', hi: 'टीवी, वीडियो और ऑडियो' },
    attributes: GOODS,
  },
  {
    slug: 'games-entertainment',
    group: 'electronics',
    label: { en: 'Games & Entertainment', hi: 'गेम्स और मनोरंजन' },
    attributes: GOODS,
  },
  {
    slug: 'commercial-vehicles',
    group: 'commercial',
    label: { en: 'Commercial Vehicles', hi: 'व्यावसायिक वाहन' },
    attributes: [...a.VEHICLE(COMMERCIAL_BRANDS, 1980), a.fuel],
  },
  {
    slug: 'commercial-spare-parts',
    group: 'commercial',
    label: { en: 'Spare Parts', hi: 'स्पेयर पार्ट्स' },
    attributes: GOODS,
  },
  {
    slug: 'sofa-dining',
    group: 'furniture',
    label: { en: 'Sofa & Dining', hi: 'सोफ़ा और डाइनिंग' },
    attributes: GOODS,
  },
  {
    slug: 'beds-wardrobes',
    group: 'furniture',
    label: { en: 'Beds & Wardrobes', hi: 'बेड और अलमारी' },
    attributes: GOODS,
  },
  {
    slug: 'kids-furniture',
    group: 'furniture',
    label: { en: 'Kids Furniture', hi: 'बच्चों का फ़र्नीचर' },
    attributes: GOODS,
  },
  {
    slug: 'home-decor',
    group: 'furniture',
    label: { en: 'Home Decor & Garden', hi: 'गृह सज्जा और बागवानी' },
    attributes: GOODS,
  },
  { slug: 'men-fashion', group: 'fashion', label: { en: 'Men', hi: 'पुरुष' }, attributes: GOODS },
  { slug: 'women-fashion', group: 'fashion', label: { en: 'Women', hi: 'महिलाएँ' }, attributes: GOODS },
  { slug: 'kids-fashion', group: 'fashion', label: { en: 'Kids', hi: 'बच्चे' }, attributes: GOODS },
  { slug: 'books', group: 'books-sports', label: { en: 'Books', hi: 'किताबें' }, attributes: GOODS },
  {
    slug: 'sports-equipment',
    group: 'books-sports',
    label: { en: 'Sports Equipment', hi: 'खेल का सामान' },
    attributes: GOODS,
  },
  {
    slug: 'musical-instruments',
    group: 'books-sports',
    label: { en: 'Musical Instruments', hi: 'वाद्य यंत्र' },
    attributes: GOODS,
  },
  {
    slug: 'gym-fitness',
    group: 'books-sports',
    label: { en: 'Gym & Fitness', hi: 'जिम और फ़िटनेस' },
    attributes: GOODS,
  },
  { slug: 'dogs', group: 'pets', label: { en: 'Dogs', hi: 'कुत्ते' }, attributes: [] },
  {
    slug: 'fish-aquarium',
    group: 'pets',
    label: { en: 'Fishes & Aquarium', hi: 'मछलियाँ और एक्वेरियम' },
    attributes: [],
  },
  {
    slug: 'pet-food-accessories',
    group: 'pets',
    label: { en: 'Pet Food & Accessories', hi: 'पालतू भोजन और सामान' },
    attributes: GOODS,
  },
  { slug: 'other-pets', group: 'pets', label: { en: 'Other Pets', hi: 'अन्य पालतू' }, attributes: [] },
  {
    slug: 'education-classes',
    group: 'services',
    label: { en: 'Education & Classes', hi: 'शिक्षा और कक्षाएँ' },
    attributes: [],
  },
  {
    slug: 'tours-travel',
    group: 'services',
    label: { en: 'Tours & Travel', hi: 'टूर और यात्रा' },
    attributes: [],
  },
  {
    slug: 'electronics-repair',
    group: 'services',
    label: { en: 'Electronics Repair & Services', hi: 'इलेक्ट्रॉनिक्स मरम्मत और सेवाएँ' },
    attributes: [],
  },
  {
    slug: 'packers-movers',
    group: 'services',
    label: { en: 'Packers & Movers', hi: 'पैकर्स और मूवर्स' },
    attributes: [],
  },
  {
    slug: 'other-services',
    group: 'services',
    label: { en: 'Other Services', hi: 'अन्य सेवाएँ' },
    attributes: [],
  },
] as const satisfies readonly Category[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as CategorySlug[];

const bySlug = new Map<string, Category>();
for (const c of CATEGORIES as readonly Category[]) {
  bySlug.set(c.slug, c);
  for (const alias of c.aliases ?? []) bySlug.set(alias, c);
}

/** Finds a category by its canonical slug or one of the original product's URL aliases. */
export function findCategory(slugOrAlias: string): Category | undefined {
  return bySlug.get(slugOrAlias);
}

export function categoriesOfGroup(group: string): Category[] {
  return (CATEGORIES as readonly Category[]).filter((c) => c.group === group);
}

/** The home banner's quick links, with the original product's URLs (aliases resolve to the real slug). */
export const QUICK_LINKS = ['cars', 'motorcycles', 'scooters', 'mobile-phones', 'houses-for-sale'] as const;
