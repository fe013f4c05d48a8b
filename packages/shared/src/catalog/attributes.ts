import type { AttributeDef, EnumAttribute, IntAttribute, TextAttribute } from './types.ts';

// Building blocks for category definitions: each attribute is declared once and reused,
// so a label or limit is the same wherever it appears.

const THIS_YEAR = new Date().getFullYear();

export const brand = (options: readonly string[]): EnumAttribute => ({
  key: 'brand',
  type: 'enum',
  label: { en: 'Brand', hi: 'ब्रांड' },
  options,
  required: true,
  filter: true,
});

export const model: TextAttribute = {
  key: 'model',
  type: 'text',
  label: { en: 'Model', hi: 'मॉडल' },
  maxLength: 70,
  filter: true,
};

export const year = (oldest: number): IntAttribute => ({
  key: 'year',
  type: 'int',
  label: { en: 'Year', hi: 'वर्ष' },
  min: oldest,
  max: THIS_YEAR,
  required: true,
  filter: true,
});

export const kmDriven: IntAttribute = {
  key: 'kmDriven',
  type: 'int',
  label: { en: 'KM driven', hi: 'चले हुए किलोमीटर' },
  min: 0,
  max: 1_000_000,
  unit: { en: 'km', hi: 'कि.मी.' },
  required: true,
  filter: true,
};

export const fuel: EnumAttribute = {
  key: 'fuel',
  type: 'enum',
  label: { en: 'Fuel', hi: 'ईंधन' },
  options: ['Petrol', 'Diesel', 'CNG & Hybrids', 'Electric', 'LPG'],
  required: true,
  filter: true,
};

export const transmission: EnumAttribute = {
  key: 'transmission',
  type: 'enum',
  label: { en: 'Transmission', hi: 'ट्रांसमिशन' },
  options: ['Manual', 'Automatic'],
  required: true,
  filter: true,
};

export const owners: EnumAttribute = {
  key: 'owners',
  type: 'enum',
  label: { en: 'No. of owners', hi: 'मालिकों की संख्या' },
  options: ['1', '2', '3', '4+'],
  required: true,
  filter: true,
};

export const propertyType = (options: readonly string[]): EnumAttribute => ({
  key: 'type',
  type: 'enum',
  label: { en: 'Type', hi: 'प्रकार' },
  options,
  required: true,
  filter: true,
});

export const bhk: EnumAttribute = {
  key: 'bhk',
  type: 'enum',
  label: { en: 'BHK', hi: 'बीएचके' },
  options: ['1', '2', '3', '4', '4+'],
  required: true,
  filter: true,
};

export const bathrooms: EnumAttribute = {
  key: 'bathrooms',
  type: 'enum',
  label: { en: 'Bathrooms', hi: 'बाथरूम' },
  options: ['1', '2', '3', '4', '4+'],
};

export const furnishing: EnumAttribute = {
  key: 'furnishing',
  type: 'enum',
  label: { en: 'Furnishing', hi: 'फ़र्निशिंग' },
  options: ['Furnished', 'Semi-Furnished', 'Unfurnished'],
  filter: true,
};

export const areaSqft: IntAttribute = {
  key: 'areaSqft',
  type: 'int',
  label: { en: 'Super built-up area', hi: 'सुपर बिल्ट-अप क्षेत्र' },
  min: 50,
  max: 1_000_000,
  unit: { en: 'sq ft', hi: 'वर्ग फ़ुट' },
  required: true,
};

export const floor: IntAttribute = {
  key: 'floor',
  type: 'int',
  label: { en: 'Floor', hi: 'मंज़िल' },
  min: 0,
  max: 200,
};

export const parking: EnumAttribute = {
  key: 'parking',
  type: 'enum',
  label: { en: 'Car parking', hi: 'कार पार्किंग' },
  options: ['0', '1', '2', '3+'],
};

export const salaryFrom: IntAttribute = {
  key: 'salaryFrom',
  type: 'int',
  label: { en: 'Salary from (₹ per month)', hi: 'वेतन से (₹ प्रति माह)' },
  min: 0,
  max: 10_000_000,
  required: true,
};

export const salaryTo: IntAttribute = {
  key: 'salaryTo',
  type: 'int',
  label: { en: 'Salary to (₹ per month)', hi: 'वेतन तक (₹ प्रति माह)' },
  min: 0,
  max: 10_000_000,
};

export const positionType: EnumAttribute = {
  key: 'positionType',
  type: 'enum',
  label: { en: 'Position type', hi: 'पद का प्रकार' },
  options: ['Full-time', 'Part-time', 'Contract', 'Temporary'],
  required: true,
  filter: true,
};

export const condition: EnumAttribute = {
  key: 'condition',
  type: 'enum',
  label: { en: 'Condition', hi: 'स्थिति' },
  options: ['New', 'Like new', 'Good', 'Fair'],
  filter: true,
};

/** What the seller vouches for on a used vehicle; "Yes" puts the badge of the same name on the ad's card. */
export const warranty: EnumAttribute = {
  key: 'warranty',
  type: 'enum',
  label: { en: 'Under warranty', hi: 'वारंटी में' },
  options: ['Yes', 'No'],
};

export const documentTransfer: EnumAttribute = {
  key: 'documentTransfer',
  type: 'enum',
  label: { en: 'Help with document (RC) transfer', hi: 'दस्तावेज़ (आरसी) ट्रांसफ़र में मदद' },
  options: ['Yes', 'No'],
};

export const VEHICLE_PAPERS: AttributeDef[] = [warranty, documentTransfer];

export const VEHICLE = (brands: readonly string[], oldest: number): AttributeDef[] => [
  brand(brands),
  model,
  year(oldest),
  kmDriven,
  ...VEHICLE_PAPERS,
];

/**
 * A motorcycle or scooter: a vehicle with its fuel (petrol or electric, mostly) and owner count, as
 * the original product's two-wheeler records had them.
 */
export const TWO_WHEELER = (brands: readonly string[], oldest: number): AttributeDef[] => [
  brand(brands),
  model,
  year(oldest),
  fuel,
  kmDriven,
  owners,
  ...VEHICLE_PAPERS,
];
