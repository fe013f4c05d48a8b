import type { CategoryGroup } from './types.ts';

/** The groups of the CHOOSE A CATEGORY accordion, in the order the product shows them. */
export const GROUPS = [
  { slug: 'cars', label: { en: 'Cars', hi: 'कारें' } },
  { slug: 'properties', label: { en: 'Properties', hi: 'प्रॉपर्टी' } },
  { slug: 'mobiles', label: { en: 'Mobiles', hi: 'मोबाइल' } },
  { slug: 'jobs', label: { en: 'Jobs', hi: 'नौकरियाँ' } },
  { slug: 'bikes', label: { en: 'Bikes', hi: 'बाइक' } },
  { slug: 'electronics', label: { en: 'Electronics & Appliances', hi: 'इलेक्ट्रॉनिक्स और उपकरण' } },
  {
    slug: 'commercial',
    label: { en: 'Commercial Vehicles & Spares', hi: 'व्यावसायिक वाहन और पुर्ज़े' },
  },
  { slug: 'furniture', label: { en: 'Furniture', hi: 'फ़र्नीचर' } },
  { slug: 'fashion', label: { en: 'Fashion', hi: 'फ़ैशन' } },
  { slug: 'books-sports', label: { en: 'Books, Sports & Hobbies', hi: 'किताबें, खेल और शौक' } },
  { slug: 'pets', label: { en: 'Pets', hi: 'पालतू जानवर' } },
  { slug: 'services', label: { en: 'Services', hi: 'सेवाएँ' } },
] as const satisfies readonly CategoryGroup[];

export type GroupSlug = (typeof GROUPS)[number]['slug'];
