import { CAR_MODELS } from '@bazaar/shared';
import { CAR_SPECS, FUEL_OF } from './car-specs.ts';
import { Weighted, type Rng } from './random.ts';
import { clipTitle, describe, num, roundPrice, type Line } from './text.ts';
import type { Builder, Place } from './types.ts';
import {
  OWNER_TEXT,
  kmText,
  pickKm,
  pickOwners,
  pickYear,
  usedPrice,
  validTill,
  vehiclePapers,
} from './vehicle-common.ts';

// The filter brands (Maruti Suzuki, Hyundai, Tata, Mahindra, Honda) dominate, as on real Indian roads.
const BRANDS = new Weighted<keyof typeof CAR_MODELS>([
  ['Maruti Suzuki', 30],
  ['Hyundai', 18],
  ['Tata', 12],
  ['Mahindra', 10],
  ['Honda', 9],
  ['Toyota', 6],
  ['Kia', 4],
  ['Nexa', 3],
  ['Renault', 3],
  ['Other', 3],
  ['Audi', 1],
  ['BMW', 1],
  ['Bajaj', 0.3],
  ['Ashok Leyland', 0.2],
  ['Aston Martin', 0.15],
  ['Bentley', 0.15],
]);

const TRIMS: Partial<Record<string, readonly string[]>> = {
  'Maruti Suzuki': ['LXi', 'VXi', 'ZXi', 'ZXi+'],
  Nexa: ['Sigma', 'Delta', 'Zeta', 'Alpha'],
  Hyundai: ['Era', 'Magna', 'Sportz', 'Asta'],
  Tata: ['XE', 'XM', 'XZ', 'XZ+'],
  Honda: ['E', 'S', 'V', 'VX', 'ZX'],
  Kia: ['HTE', 'HTK', 'HTK+', 'HTX', 'GTX+'],
  Renault: ['RXE', 'RXL', 'RXT', 'RXZ'],
};

const LUXURY = new Set(['Audi', 'BMW', 'Aston Martin', 'Bentley']);
const MANUAL_ONLY = new Set(['Eeco', 'Alto 800', 'Bolero', 'Qute', 'Stile', 'Indica', 'Innova']);
const AUTOMATIC_SHARE: Record<string, number> = { Hyundai: 0.3, Honda: 0.32, Kia: 0.35, Toyota: 0.3 };

interface CarContext {
  brand: string;
  model: string;
  km: number;
  owners: string;
  fuel: string;
  fuelCode: string;
  transmission: string;
  year: number;
  nowYear: number;
  locality: string;
  place: Place;
}

const LINES: readonly Line<CarContext>[] = [
  (c) =>
    c.owners === '1'
      ? `Single owner car, driven only ${kmText(c.km)} so far.`
      : `${OWNER_TEXT[c.owners]} car with ${kmText(c.km)} on the odometer.`,
  (c) =>
    `All services done at the authorised ${c.brand === 'Other' ? '' : `${c.brand} `}service centre, service history available.`,
  (c, r) =>
    `${r.pick(['Comprehensive', 'Zero-dep', 'Third-party'])} insurance valid till ${validTill(r, c.nowYear)}.`,
  (_c, r) => `Tyres are in good condition and the battery was replaced ${r.int(2, 14)} months ago.`,
  () => 'No accident history, all original papers with me.',
  (c, r) =>
    c.fuelCode === 'E'
      ? `Gives around ${r.int(22, 45) * 10} km on a full charge; the home charger is included.`
      : c.fuelCode === 'C'
        ? 'Company-fitted CNG, very economical for daily office runs.'
        : c.fuelCode === 'H'
          ? 'Strong hybrid, very economical in city traffic.'
          : `${c.fuel} ${c.transmission.toLowerCase()}, gives around ${r.int(11, 22)} km/l in the city.`,
  (c) =>
    c.year >= c.nowYear - 1
      ? `Registered in ${c.place.stateName}, still under the company warranty.`
      : `Registered in ${c.place.stateName}, road tax paid for lifetime.`,
  (_c, r) =>
    r.pick([
      'Selling because I have bought a bigger car.',
      'Selling as the company has given me a car.',
      'Selling because I am shifting abroad.',
      'Second car of the family, hardly used now.',
    ]),
  (_c, r) =>
    `Comes with ${r.pick(['touchscreen music system', 'Android Auto', 'a dash cam', 'new seat covers'])} and ${r.pick(['reverse parking camera', 'alloy wheels', 'fog lamps', 'rubber mats'])}.`,
  () => 'Loan closed and NOC ready, transfer can be done immediately.',
  (c) => `Test drive possible in ${c.locality} on weekends.`,
];

function trimFor(rng: Rng, brand: string, fuelCode: string): string {
  const trims = TRIMS[brand];
  if (!trims || rng.chance(0.35)) return '';
  let trim = rng.pick(trims);
  if (brand === 'Maruti Suzuki' && fuelCode === 'D') trim = trim.replace('Xi', 'Di');
  return ` ${trim}${fuelCode === 'C' ? ' CNG' : ''}`;
}

export const buildCar: Builder = (rng, _category, place, nowYear) => {
  const brand = BRANDS.draw(rng);
  const model = rng.pick(CAR_MODELS[brand]);
  const [lakh, from, to, fuels] = CAR_SPECS[model] ?? [6, 2008, 0, 'P'];
  const year = pickYear(rng, from, to, nowYear, 15);
  const age = nowYear - year;
  const fuelCode = fuels[Math.floor(rng.skewed(1.6) * fuels.length)]!;
  const fuel = FUEL_OF[fuelCode]!;
  const automatic =
    LUXURY.has(brand) ||
    fuelCode === 'E' ||
    fuelCode === 'H' ||
    (!MANUAL_ONLY.has(model) && rng.chance((AUTOMATIC_SHARE[brand] ?? 0.2) * (year < 2012 ? 0.2 : 1)));
  const transmission = automatic ? 'Automatic' : 'Manual';
  const heavy = fuelCode === 'D' || fuelCode === 'C';
  const km = pickKm(rng, age, heavy ? 11_000 : 6_000, heavy ? 19_000 : 12_000);
  const owners = pickOwners(rng, age);
  const newPrice = lakh * 100_000;
  const raw = usedPrice(
    rng,
    newPrice,
    age,
    LUXURY.has(brand) ? 0.86 : 0.9,
    owners,
    km / (Math.max(age, 1) * 11_000),
  );
  const price = roundPrice(Math.max(raw, newPrice * 0.12, 45_000));

  const make = brand === 'Other' ? '' : brand === 'Nexa' ? 'Maruti Suzuki ' : `${brand} `;
  const trim = trimFor(rng, brand, fuelCode);
  const extras = [
    owners === '1' ? 'single owner' : `${OWNER_TEXT[owners]!.toLowerCase()}`,
    `${num(km)} km`,
    fuelCode === 'C' ? 'CNG' : fuelCode === 'E' ? 'EV' : fuel.toLowerCase(),
    automatic ? 'automatic' : 'well maintained',
    'excellent condition',
    'insurance valid',
  ];
  const extra = rng.pick(extras);
  const title = clipTitle(
    rng.pick([
      () => `${make}${model}${trim} ${year}, ${extra}`,
      () => `${year} ${make}${model}${trim} – ${extra}`,
      () =>
        `${make}${model} ${fuel === 'CNG & Hybrids' ? (fuelCode === 'C' ? 'CNG' : 'Hybrid') : fuel} ${transmission} (${year})`,
      () => `Selling my ${model}${trim} ${year}, ${num(km)} km driven`,
    ])(),
  );
  const context: CarContext = {
    brand: brand === 'Nexa' ? 'Nexa' : brand,
    model,
    km,
    owners,
    fuel,
    fuelCode,
    transmission,
    year,
    nowYear,
    locality: place.locality,
    place,
  };
  return {
    title,
    description: describe(rng, LINES, context),
    price,
    brand,
    model,
    year,
    kmDriven: km,
    fuel,
    transmission,
    owners,
    bhk: null,
    attributes: vehiclePapers(rng, age),
  };
};
