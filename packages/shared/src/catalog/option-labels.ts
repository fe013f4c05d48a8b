import type { Label } from './types.ts';

// Attribute options are stored as their English value (the API filters on it); this is how each
// is shown in Hindi. Numbers ("1", "4+") read the same in both languages.
const HI: Record<string, string> = {
  Petrol: 'पेट्रोल',
  Diesel: 'डीज़ल',
  'CNG & Hybrids': 'सीएनजी और हाइब्रिड',
  Electric: 'इलेक्ट्रिक',
  LPG: 'एलपीजी',
  Manual: 'मैनुअल',
  Automatic: 'ऑटोमैटिक',
  Apartment: 'अपार्टमेंट',
  'Builder Floor': 'बिल्डर फ़्लोर',
  'House & Villa': 'मकान और विला',
  'Farm House': 'फ़ार्म हाउस',
  Furnished: 'फ़र्निश्ड',
  'Semi-Furnished': 'सेमी-फ़र्निश्ड',
  Unfurnished: 'अनफ़र्निश्ड',
  Shop: 'दुकान',
  Office: 'ऑफ़िस',
  Showroom: 'शोरूम',
  Warehouse: 'गोदाम',
  New: 'नया',
  'Like new': 'नए जैसा',
  Good: 'अच्छा',
  Fair: 'ठीक-ठाक',
  'Full-time': 'फ़ुल-टाइम',
  'Part-time': 'पार्ट-टाइम',
  Contract: 'कॉन्ट्रैक्ट',
  Temporary: 'अस्थायी',
  Yes: 'हाँ',
  No: 'नहीं',
  // The last choice of every brand list; the brands themselves are names and stay as they are.
  Other: 'अन्य',
};

/** An attribute option (fuel, transmission, furnishing …) in the interface language. */
export function optionLabel(value: string, lang: keyof Label): string {
  return lang === 'hi' ? (HI[value] ?? value) : value;
}
