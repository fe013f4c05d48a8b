/** The nine brands of the category page's "All Brands" filter, in the product's order. */
export const FILTER_BRANDS = [
  'Maruti Suzuki',
  'Hyundai',
  'Tata',
  'Mahindra',
  'Honda',
  'Royal Enfield',
  'TVS',
  'Samsung',
  'Apple',
] as const;

// Post-form brand lists of the original product, spelled correctly ("Toyoto", "Bentlay", "Astin
// Martin", "Ashok LeyLand", "Motorolla" were typos). "Iphone" is stored as the brand Apple so that
// the Apple filter finds those ads.
export const CAR_BRANDS = [
  'Maruti Suzuki',
  'Hyundai',
  'Tata',
  'Honda',
  'Audi',
  'BMW',
  'Kia',
  'Toyota',
  'Mahindra',
  'Nexa',
  'Renault',
  'Ashok Leyland',
  'Aston Martin',
  'Bentley',
  'Bajaj',
  'Other',
] as const;

export const BIKE_BRANDS = [
  'Suzuki',
  'Hyundai',
  'Hero',
  'Honda',
  'Royal Enfield',
  'KTM',
  'TVS',
  'Yamaha',
  'Bajaj',
  'Other',
] as const;

export const SCOOTER_BRANDS = [
  'Honda',
  'TVS',
  'Suzuki',
  'Hero',
  'Yamaha',
  'Bajaj',
  'Ather',
  'Ola Electric',
  'Other',
] as const;

export const MOBILE_BRANDS = [
  'Apple',
  'Samsung',
  'Vivo',
  'Oppo',
  'Realme',
  'Gionee',
  'Google Pixel',
  'Honor',
  'Mi',
  'Lenovo',
  'Micromax',
  'Motorola',
  'OnePlus',
  'Sony',
  'Other',
] as const;

export const TABLET_BRANDS = ['Apple', 'Samsung', 'Lenovo', 'Mi', 'Realme', 'OnePlus', 'Other'] as const;

export const COMMERCIAL_BRANDS = [
  'Tata',
  'Ashok Leyland',
  'Mahindra',
  'Eicher',
  'BharatBenz',
  'Force',
  'Maruti Suzuki',
  'Other',
] as const;
