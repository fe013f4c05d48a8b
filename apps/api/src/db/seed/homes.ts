import { Weighted } from './random.ts';
import { MONTHS, clipTitle, describe, inr, num, roundPrice, type Line } from './text.ts';
import type { Builder, Place } from './types.ts';

const TYPES = new Weighted<string>([
  ['Apartment', 60],
  ['Builder Floor', 15],
  ['House & Villa', 22],
  ['Farm House', 3],
]);
const BHK = new Weighted<string>([
  ['1', 15],
  ['2', 40],
  ['3', 30],
  ['4', 10],
  ['4+', 5],
]);
const FURNISHING = ['Furnished', 'Semi-Furnished', 'Semi-Furnished', 'Unfurnished', 'Unfurnished'];
/** Typical super built-up area by BHK: [min, max] sq ft. */
const AREA: Record<string, readonly [number, number]> = {
  '1': [450, 700],
  '2': [750, 1200],
  '3': [1150, 1800],
  '4': [1800, 2800],
  '4+': [2800, 5000],
};
const ORDINAL = ['ground', '1st', '2nd', '3rd'];
const floorName = (floor: number) => ORDINAL[floor] ?? `${floor}th`;

interface HomeContext {
  sale: boolean;
  type: string;
  area: number;
  floor: number;
  furnishing: string;
  bathrooms: string;
  parking: string;
  price: number;
  locality: string;
}

const LINES: readonly Line<HomeContext>[] = [
  (c) =>
    c.type === 'Apartment' || c.type === 'Builder Floor'
      ? `${num(c.area)} sq ft super built-up area on the ${floorName(c.floor)} floor.`
      : `${num(c.area)} sq ft built-up on a plot with a small garden.`,
  (c, r) =>
    c.furnishing === 'Unfurnished'
      ? 'Unfurnished, freshly painted and ready to move in.'
      : `${c.furnishing}, with ${r.pick(['a modular kitchen', 'wardrobes in every bedroom', 'ACs in two bedrooms', 'a chimney and geyser'])}.`,
  (c) =>
    `${c.bathrooms} bathroom${c.bathrooms === '1' ? '' : 's'}, ${c.parking === '0' ? 'street parking only' : `${c.parking} covered car parking`}.`,
  (_c, r) =>
    `${r.pick(['East', 'North', 'North-East', 'West'])}-facing, plenty of light and cross ventilation.`,
  () => '24x7 water supply, power backup and security.',
  (c, r) =>
    `Close to ${r.pick(['the metro station', 'schools and hospitals', 'the main market', 'the IT park', 'the bus stand'])} in ${c.locality}.`,
  (c, r) =>
    c.sale
      ? `Clear title, ${r.pick(['OC received', 'loan approved by major banks', 'registry ready', 'RERA registered'])}.`
      : `Security deposit of ${r.int(2, 6)} months' rent.`,
  (c, r) =>
    c.sale
      ? `Built ${r.int(2, 15)} years ago, the society is well maintained.`
      : `Available from ${r.pick(MONTHS)}, families and working professionals welcome.`,
  (c, r) =>
    c.sale
      ? `Asking ${inr(c.price)}, slightly negotiable for a quick deal.`
      : `Rent ${inr(c.price)} a month, maintenance ₹${num(r.int(3, 8) * 500)} extra.`,
];

function home(sale: boolean): Builder {
  return (rng, _category, place: Place) => {
    const type = TYPES.draw(rng);
    let bhk = BHK.draw(rng);
    if (type === 'Farm House' && (bhk === '1' || bhk === '2')) bhk = '3';
    const n = bhk === '4+' ? 5 : Number(bhk);
    const baths = Math.max(1, n - (rng.chance(0.35) ? 1 : 0));
    const bathrooms = baths > 4 ? '4+' : String(baths);
    const [lo, hi] = AREA[bhk]!;
    const size = type === 'House & Villa' ? 1.25 : type === 'Farm House' ? rng.range(3, 8) : 1;
    const area = Math.round((rng.range(lo, hi) * size) / 5) * 5;
    const floor =
      type === 'Apartment'
        ? rng.int(0, place.priceIndex > 1.2 ? 24 : 12)
        : type === 'Builder Floor'
          ? rng.int(0, 3)
          : rng.int(0, 1);
    const furnishing = sale ? rng.pick(FURNISHING) : rng.pick(['Furnished', ...FURNISHING]);
    const parking =
      n <= 1 ? rng.pick(['0', '1']) : n === 2 ? '1' : n === 3 ? rng.pick(['1', '2']) : rng.pick(['2', '3+']);
    const furnishedFactor = furnishing === 'Furnished' ? 1.12 : 1;
    const typeFactor = type === 'Farm House' ? 0.35 : type === 'House & Villa' ? 1.1 : 1;
    const price = sale
      ? roundPrice(
          Math.min(
            30_000_000,
            Math.max(2_500_000, area * 5_500 * place.priceIndex * typeFactor * rng.range(0.85, 1.15)),
          ),
        )
      : roundPrice(
          Math.min(
            80_000,
            Math.max(6_000, area * 18 * place.priceIndex * furnishedFactor * rng.range(0.85, 1.15)),
          ),
        );

    const label =
      type === 'Apartment'
        ? rng.pick(['flat', 'apartment'])
        : type === 'House & Villa'
          ? rng.pick(['independent house', 'villa'])
          : type.toLowerCase();
    const bhkText = `${bhk === '4+' ? '5' : bhk} BHK`;
    const where = `${place.locality}, ${place.city.name}`;
    const title = clipTitle(
      sale
        ? rng.pick([
            () => `${bhkText} ${label} for sale in ${where}`,
            () => `Spacious ${bhkText} ${label}, ${num(area)} sq ft, ${place.locality}`,
            () => `${furnishing} ${bhkText} ${label} in ${place.locality} – ready to move`,
            () => `${bhkText} ${label} with ${parking === '0' ? 'terrace' : 'parking'}, ${where}`,
          ])()
        : rng.pick([
            () => `${bhkText} ${label} for rent in ${where}`,
            () => `${furnishing} ${bhkText} ${label} on rent near ${place.locality}`,
            () => `${bhkText} ${label} for rent – ${num(area)} sq ft, ${place.locality}`,
            () => `${bhkText} ${label} available for rent, ${place.city.name}`,
          ])(),
    );
    const attributes: Record<string, string | number> = {
      type,
      bathrooms,
      furnishing,
      areaSqft: area,
      floor,
      parking,
    };
    return {
      title,
      description: describe(rng, LINES, {
        sale,
        type,
        area,
        floor,
        furnishing,
        bathrooms,
        parking,
        price,
        locality: place.locality,
      }),
      price,
      brand: null,
      model: null,
      year: null,
      kmDriven: null,
      fuel: null,
      transmission: null,
      owners: null,
      bhk,
      attributes,
    };
  };
}

export const buildHouseForSale = home(true);
export const buildHouseForRent = home(false);
