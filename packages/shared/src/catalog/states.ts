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
  { slug: 'andhra-pradesh', label: { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' } },
  { slug: 'andaman-nicobar', label: { en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' } },
  { slug: 'arunachal-pradesh', label: { en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' } },
  { slug: 'assam', label: { en: 'Assam', hi: 'असम' } },
  { slug: 'bihar', label: { en: 'Bihar', hi: 'बिहार' } },
  { slug: 'chandigarh', label: { en: 'Chandigarh', hi: 'चंडीगढ़' } },
  { slug: 'chhattisgarh', label: { en: 'Chhattisgarh', hi: 'छत्तीसगढ़' } },
  { slug: 'dadra-nagar-haveli', label: { en: 'Dadra and Nagar Haveli', hi: 'दादरा और नगर हवेली' } },
  { slug: 'daman-diu', label: { en: 'Daman and Diu', hi: 'दमन और दीव' } },
  { slug: 'delhi', label: { en: 'Delhi', hi: 'दिल्ली' } },
  { slug: 'lakshadweep', label: { en: 'Lakshadweep', hi: 'लक्षद्वीप' } },
  { slug: 'puducherry', label: { en: 'Puducherry', hi: 'पुदुचेरी' } },
  { slug: 'goa', label: { en: 'Goa', hi: 'गोवा' } },
  { slug: 'gujarat', label: { en: 'Gujarat', hi: 'गुजरात' } },
  { slug: 'haryana', label: { en: 'Haryana', hi: 'हरियाणा' } },
  { slug: 'himachal-pradesh', label: { en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' } },
  { slug: 'jammu-kashmir', label: { en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' } },
  { slug: 'jharkhand', label: { en: 'Jharkhand', hi: 'झारखंड' } },
  { slug: 'karnataka', label: { en: 'Karnataka', hi: 'कर्नाटक' } },
  { slug: 'kerala', label: { en: 'Kerala', hi: 'केरल' } },
  { slug: 'madhya-pradesh', label: { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' } },
  { slug: 'maharashtra', label: { en: 'Maharashtra', hi: 'महाराष्ट्र' } },
  { slug: 'manipur', label: { en: 'Manipur', hi: 'मणिपुर' } },
  { slug: 'meghalaya', label: { en: 'Meghalaya', hi: 'मेघालय' } },
  { slug: 'mizoram', label: { en: 'Mizoram', hi: 'मिज़ोरम' } },
  { slug: 'nagaland', label: { en: 'Nagaland', hi: 'नागालैंड' } },
  { slug: 'odisha', label: { en: 'Odisha', hi: 'ओडिशा' } },
  { slug: 'punjab', label: { en: 'Punjab', hi: 'पंजाब' } },
  { slug: 'rajasthan', label: { en: 'Rajasthan', hi: 'राजस्थान' } },
  { slug: 'sikkim', label: { en: 'Sikkim', hi: 'सिक्किम' } },
  { slug: 'tamil-nadu', label: { en: 'Tamil Nadu', hi: 'तमिलनाडु' } },
  { slug: 'telangana', label: { en: 'Telangana', hi: 'तेलंगाना' } },
  { slug: 'tripura', label: { en: 'Tripura', hi: 'त्रिपुरा' } },
  { slug: 'uttar-pradesh', label: { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' } },
  { slug: 'uttarakhand', label: { en: 'Uttarakhand', hi: 'उत्तराखंड' } },
  { slug: 'west-bengal', label: { en: 'West Bengal', hi: 'पश्चिम बंगाल' } },
];

/** The navbar's region drop-down of the original product (Kerala, Tamil Nadu, Punjab, Maharashtra). */
export const NAVBAR_REGIONS = ['kerala', 'tamil-nadu', 'punjab', 'maharashtra'] as const;

export const STATE_SLUGS = STATES.map((s) => s.slug);

export function findState(slug: string): IndianState | undefined {
  return STATES.find((s) => s.slug === slug);
}
