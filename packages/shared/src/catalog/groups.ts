import { namedLabel } from './hindi.ts';
import type { CategoryGroup } from './types.ts';

/** The groups of the CHOOSE A CATEGORY accordion, in the order the product shows them. */
export const GROUPS = [
  { slug: 'cars', label: namedLabel('groups', 'cars', 'Cars') },
  { slug: 'properties', label: namedLabel('groups', 'properties', 'Properties') },
  { slug: 'mobiles', label: namedLabel('groups', 'mobiles', 'Mobiles') },
  { slug: 'jobs', label: namedLabel('groups', 'jobs', 'Jobs') },
  { slug: 'bikes', label: namedLabel('groups', 'bikes', 'Bikes') },
  { slug: 'electronics', label: namedLabel('groups', 'electronics', 'Electronics & Appliances') },
  {
    slug: 'commercial',
    label: namedLabel('groups', 'commercial', 'Commercial Vehicles & Spares'),
  },
  { slug: 'furniture', label: namedLabel('groups', 'furniture', 'Furniture') },
  { slug: 'fashion', label: namedLabel('groups', 'fashion', 'Fashion') },
  { slug: 'books-sports', label: namedLabel('groups', 'books-sports', 'Books, Sports & Hobbies') },
  { slug: 'pets', label: namedLabel('groups', 'pets', 'Pets') },
  { slug: 'services', label: namedLabel('groups', 'services', 'Services') },
] as const satisfies readonly CategoryGroup[];

export type GroupSlug = (typeof GROUPS)[number]['slug'];
