import { COMMERCIAL_MODELS } from '@bazaar/shared';
import { COMMERCIAL_SPECS, FUEL_OF } from './car-specs.ts';
import { Weighted } from './random.ts';
import { clipTitle, describe, num, roundPrice, type Line } from './text.ts';
import type { Builder } from './types.ts';
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

const BRANDS = new Weighted<keyof typeof COMMERCIAL_MODELS>([
  ['Tata', 35],
  ['Mahindra', 25],
  ['Ashok Leyland', 15],
  ['Maruti Suzuki', 8],
  ['Eicher', 7],
  ['BharatBenz', 4],
  ['Force', 4],
  ['Other', 4],
]);

interface CommercialContext {
  model: string;
  km: number;
  owners: string;
  fuel: string;
  nowYear: number;
  locality: string;
}

const LINES: readonly Line<CommercialContext>[] = [
  (c) => `${OWNER_TEXT[c.owners]} vehicle, ${kmText(c.km)} done.`,
  (c, r) => `Permit and fitness certificate valid till ${validTill(r, c.nowYear)}.`,
  (_c, r) =>
    `Running daily on ${r.pick(['a local delivery', 'a school', 'a factory', 'a market'])} route, good earning vehicle.`,
  (_c, r) => `New tyres on the ${r.pick(['rear', 'front', 'rear and front'])} axle, body in good condition.`,
  () => 'Loan fully paid, NOC available, no pending challans.',
  (c) =>
    c.fuel === 'Electric'
      ? 'Battery was serviced recently, charger included.'
      : 'Engine is in excellent condition, no smoke, no oil leak.',
  (_c, r) =>
    r.pick([
      'Selling because I am upgrading to a bigger vehicle.',
      'Selling as the business has closed.',
      'Second vehicle in the fleet, driver not available.',
    ]),
  (c) => `Can be seen at ${c.locality}, serious buyers only.`,
];

export const buildCommercialVehicle: Builder = (rng, _category, place, nowYear) => {
  const brand = BRANDS.draw(rng);
  const model = rng.pick(COMMERCIAL_MODELS[brand]);
  const [lakh, from, to, fuels] = COMMERCIAL_SPECS[model] ?? [8, 2010, 0, 'D'];
  const year = pickYear(rng, from, to, nowYear, 15);
  const age = nowYear - year;
  const fuel = FUEL_OF[fuels[Math.floor(rng.skewed(1.5) * fuels.length)]!]!;
  const km = pickKm(rng, age, 18_000, 45_000);
  const owners = pickOwners(rng, age);
  const newPrice = lakh * 100_000;
  const price = roundPrice(Math.max(usedPrice(rng, newPrice, age, 0.88, owners, 1), newPrice * 0.15, 60_000));
  const make = brand === 'Other' ? '' : `${brand} `;
  const extra = rng.pick([
    'permit valid',
    'fitness valid',
    'single owner',
    'loan free',
    'ready to run',
    `${num(km)} km`,
  ]);
  const title = clipTitle(
    rng.pick([
      () => `${make}${model} ${year}, ${extra}`,
      () => `${year} ${make}${model} ${fuel === 'CNG & Hybrids' ? 'CNG' : fuel.toLowerCase()} – ${extra}`,
      () => `${make}${model} for sale, ${year} model`,
    ])(),
  );
  return {
    title,
    description: describe(rng, LINES, { model, km, owners, fuel, nowYear, locality: place.locality }),
    price,
    brand,
    model,
    year,
    kmDriven: km,
    fuel,
    transmission: null,
    owners: null,
    bhk: null,
    attributes: vehiclePapers(rng, age),
  };
};
