import { namedLabel } from './hindi.ts';
import type { Label } from './types.ts';

export interface IndianState {
  slug: string;
  label: Label;
}

/**
 * The 36 states and union territories in the order the original product lists them
 * (it is not alphabetical; keep it). Spellings corrected ("Dadar" → Dadra).
 */
export const STATES: readonly IndianState[] = [
  { slug: 'andhra-pradesh', label: namedLabel('states', 'andhra-pradesh', 'Andhra Pradesh') },
  { slug: 'andaman-nicobar', label: namedLabel('states', 'andaman-nicobar', 'Andaman and Nicobar Islands') },
  { slug: 'arunachal-pradesh', label: namedLabel('states', 'arunachal-pradesh', 'Arunachal Pradesh') },
  { slug: 'assam', label: namedLabel('states', 'assam', 'Assam') },
  { slug: 'bihar', label: namedLabel('states', 'bihar', 'Bihar') },
  { slug: 'chandigarh', label: namedLabel('states', 'chandigarh', 'Chandigarh') },
  { slug: 'chhattisgarh', label: namedLabel('states', 'chhattisgarh', 'Chhattisgarh') },
  { slug: 'dadra-nagar-haveli', label: namedLabel('states', 'dadra-nagar-haveli', 'Dadra and Nagar Haveli') },
  { slug: 'daman-diu', label: namedLabel('states', 'daman-diu', 'Daman and Diu') },
  { slug: 'delhi', label: namedLabel('states', 'delhi', 'Delhi') },
  { slug: 'lakshadweep', label: namedLabel('states', 'lakshadweep', 'Lakshadweep') },
  { slug: 'puducherry', label: namedLabel('states', 'puducherry', 'Puducherry') },
  { slug: 'goa', label: namedLabel('states', 'goa', 'Goa') },
  { slug: 'gujarat', label: namedLabel('states', 'gujarat', 'Gujarat') },
  { slug: 'haryana', label: namedLabel('states', 'haryana', 'Haryana') },
  { slug: 'himachal-pradesh', label: namedLabel('states', 'himachal-pradesh', 'Himachal Pradesh') },
  { slug: 'jammu-kashmir', label: namedLabel('states', 'jammu-kashmir', 'Jammu and Kashmir') },
  { slug: 'jharkhand', label: namedLabel('states', 'jharkhand', 'Jharkhand') },
  { slug: 'karnataka', label: namedLabel('states', 'karnataka', 'Karnataka') },
  { slug: 'kerala', label: namedLabel('states', 'kerala', 'Kerala') },
  { slug: 'madhya-pradesh', label: namedLabel('states', 'madhya-pradesh', 'Madhya Pradesh') },
  { slug: 'maharashtra', label: namedLabel('states', 'maharashtra', 'Maharashtra') },
  { slug: 'manipur', label: namedLabel('states', 'manipur', 'Manipur') },
  { slug: 'meghalaya', label: namedLabel('states', 'meghalaya', 'Meghalaya') },
  { slug: 'mizoram', label: namedLabel('states', 'mizoram', 'Mizoram') },
  { slug: 'nagaland', label: namedLabel('states', 'nagaland', 'Nagaland') },
  { slug: 'odisha', label: namedLabel('states', 'odisha', 'Odisha') },
  { slug: 'punjab', label: namedLabel('states', 'punjab', 'Punjab') },
  { slug: 'rajasthan', label: namedLabel('states', 'rajasthan', 'Rajasthan') },
  { slug: 'sikkim', label: namedLabel('states', 'sikkim', 'Sikkim') },
  { slug: 'tamil-nadu', label: namedLabel('states', 'tamil-nadu', 'Tamil Nadu') },
  { slug: 'telangana', label: namedLabel('states', 'telangana', 'Telangana') },
  { slug: 'tripura', label: namedLabel('states', 'tripura', 'Tripura') },
  { slug: 'uttar-pradesh', label: namedLabel('states', 'uttar-pradesh', 'Uttar Pradesh') },
  { slug: 'uttarakhand', label: namedLabel('states', 'uttarakhand', 'Uttarakhand') },
  { slug: 'west-bengal', label: namedLabel('states', 'west-bengal', 'West Bengal') },
];

/** The navbar's region drop-down of the original product (Kerala, Tamil Nadu, Punjab, Maharashtra). */
export const NAVBAR_REGIONS = ['kerala', 'tamil-nadu', 'punjab', 'maharashtra'] as const;

export const STATE_SLUGS = STATES.map((s) => s.slug);

export function findState(slug: string): IndianState | undefined {
  return STATES.find((s) => s.slug === slug);
}
