import type { CategoryName } from './types.ts';

/**
 * Every category Bazaar knows, by name: what cards, the category bar and links need. Each one's
 * attributes (what the post form asks and the filters offer) are in categories.ts, which only the
 * pages that use them load: the first screen's script stays smaller.
 */
export const CATEGORY_NAMES = [
  { slug: 'cars', group: 'cars', label: { en: 'Cars', hi: 'कारें' }, postRoute: '/carpage' },
  {
    slug: 'houses-for-sale',
    group: 'properties',
    label: { en: 'For Sale: Houses & Apartments', hi: 'बिक्री: मकान और अपार्टमेंट' },
    aliases: ['salesHouse'],
  },
  {
    slug: 'houses-for-rent',
    group: 'properties',
    label: { en: 'For Rent: Houses & Apartments', hi: 'किराये पर: मकान और अपार्टमेंट' },
    aliases: ['rentHouse'],
  },
  { slug: 'lands-plots', group: 'properties', label: { en: 'Lands & Plots', hi: 'ज़मीन और प्लॉट' } },
  {
    slug: 'shops-offices-for-rent',
    group: 'properties',
    label: { en: 'For Rent: Shops & Offices', hi: 'किराये पर: दुकानें और दफ़्तर' },
  },
  {
    slug: 'shops-offices-for-sale',
    group: 'properties',
    label: { en: 'For Sale: Shops & Offices', hi: 'बिक्री: दुकानें और दफ़्तर' },
  },
  {
    slug: 'mobile-phones',
    group: 'mobiles',
    label: { en: 'Mobile Phones', hi: 'मोबाइल फ़ोन' },
    aliases: ['mobile'],
    postRoute: '/mobile',
  },
  { slug: 'mobile-accessories', group: 'mobiles', label: { en: 'Accessories', hi: 'एक्सेसरीज़' } },
  { slug: 'tablets', group: 'mobiles', label: { en: 'Tablets', hi: 'टैबलेट' } },
  { slug: 'sales-marketing', group: 'jobs', label: { en: 'Sales & Marketing', hi: 'सेल्स और मार्केटिंग' } },
  { slug: 'bpo-telecaller', group: 'jobs', label: { en: 'BPO & Telecaller', hi: 'बीपीओ और टेलीकॉलर' } },
  { slug: 'driver', group: 'jobs', label: { en: 'Driver', hi: 'ड्राइवर' } },
  { slug: 'office-assistant', group: 'jobs', label: { en: 'Office Assistant', hi: 'ऑफ़िस असिस्टेंट' } },
  {
    slug: 'delivery-collection',
    group: 'jobs',
    label: { en: 'Delivery & Collection', hi: 'डिलीवरी और कलेक्शन' },
  },
  { slug: 'it-software', group: 'jobs', label: { en: 'IT & Software', hi: 'आईटी और सॉफ़्टवेयर' } },
  {
    slug: 'motorcycles',
    group: 'bikes',
    label: { en: 'Motorcycles', hi: 'मोटरसाइकिलें' },
    aliases: ['motorcyles'],
    postRoute: '/bikes',
  },
  { slug: 'scooters', group: 'bikes', label: { en: 'Scooters', hi: 'स्कूटर' }, aliases: ['scooter'] },
  { slug: 'bike-spare-parts', group: 'bikes', label: { en: 'Spare Parts', hi: 'स्पेयर पार्ट्स' } },
  { slug: 'bicycles', group: 'bikes', label: { en: 'Bicycles', hi: 'साइकिलें' } },
  {
    slug: 'kitchen-appliances',
    group: 'electronics',
    label: { en: 'Kitchen & Other Appliances', hi: 'रसोई और अन्य उपकरण' },
  },
  {
    slug: 'computers-laptops',
    group: 'electronics',
    label: { en: 'Computers & Laptops', hi: 'कंप्यूटर और लैपटॉप' },
  },
  { slug: 'cameras-lenses', group: 'electronics', label: { en: 'Cameras & Lenses', hi: 'कैमरे और लेंस' } },
  {
    slug: 'tvs-video-audio',
    group: 'electronics',
    label: { en: 'TVs, Video & Audio', hi: 'टीवी, वीडियो और ऑडियो' },
  },
  {
    slug: 'games-entertainment',
    group: 'electronics',
    label: { en: 'Games & Entertainment', hi: 'गेम्स और मनोरंजन' },
  },
  {
    slug: 'commercial-vehicles',
    group: 'commercial',
    label: { en: 'Commercial Vehicles', hi: 'व्यावसायिक वाहन' },
  },
  { slug: 'commercial-spare-parts', group: 'commercial', label: { en: 'Spare Parts', hi: 'स्पेयर पार्ट्स' } },
  { slug: 'sofa-dining', group: 'furniture', label: { en: 'Sofa & Dining', hi: 'सोफ़ा और डाइनिंग' } },
  { slug: 'beds-wardrobes', group: 'furniture', label: { en: 'Beds & Wardrobes', hi: 'बेड और अलमारी' } },
  { slug: 'kids-furniture', group: 'furniture', label: { en: 'Kids Furniture', hi: 'बच्चों का फ़र्नीचर' } },
  { slug: 'home-decor', group: 'furniture', label: { en: 'Home Decor & Garden', hi: 'गृह सज्जा और बागवानी' } },
  { slug: 'men-fashion', group: 'fashion', label: { en: 'Men', hi: 'पुरुष' } },
  { slug: 'women-fashion', group: 'fashion', label: { en: 'Women', hi: 'महिलाएँ' } },
  { slug: 'kids-fashion', group: 'fashion', label: { en: 'Kids', hi: 'बच्चे' } },
  { slug: 'books', group: 'books-sports', label: { en: 'Books', hi: 'किताबें' } },
  { slug: 'sports-equipment', group: 'books-sports', label: { en: 'Sports Equipment', hi: 'खेल का सामान' } },
  {
    slug: 'musical-instruments',
    group: 'books-sports',
    label: { en: 'Musical Instruments', hi: 'वाद्य यंत्र' },
  },
  { slug: 'gym-fitness', group: 'books-sports', label: { en: 'Gym & Fitness', hi: 'जिम और फ़िटनेस' } },
  { slug: 'dogs', group: 'pets', label: { en: 'Dogs', hi: 'कुत्ते' } },
  { slug: 'fish-aquarium', group: 'pets', label: { en: 'Fishes & Aquarium', hi: 'मछलियाँ और एक्वेरियम' } },
  {
    slug: 'pet-food-accessories',
    group: 'pets',
    label: { en: 'Pet Food & Accessories', hi: 'पालतू भोजन और सामान' },
  },
  { slug: 'other-pets', group: 'pets', label: { en: 'Other Pets', hi: 'अन्य पालतू' } },
  {
    slug: 'education-classes',
    group: 'services',
    label: { en: 'Education & Classes', hi: 'शिक्षा और कक्षाएँ' },
  },
  { slug: 'tours-travel', group: 'services', label: { en: 'Tours & Travel', hi: 'टूर और यात्रा' } },
  {
    slug: 'electronics-repair',
    group: 'services',
    label: { en: 'Electronics Repair & Services', hi: 'इलेक्ट्रॉनिक्स मरम्मत और सेवाएँ' },
  },
  { slug: 'packers-movers', group: 'services', label: { en: 'Packers & Movers', hi: 'पैकर्स और मूवर्स' } },
  { slug: 'other-services', group: 'services', label: { en: 'Other Services', hi: 'अन्य सेवाएँ' } },
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
