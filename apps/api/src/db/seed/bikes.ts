import { BIKE_MODELS, SCOOTER_MODELS } from '@bazaar/shared';
import { Weighted } from './random.ts';
import { clipTitle, describe, num, roundPrice, type Line } from './text.ts';
import { ELECTRIC_TWO_WHEELERS, TWO_WHEELER_SPECS } from './two-wheeler-specs.ts';
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

// Hyundai stays out: it is in the original product's motorcycle brand list but makes no motorcycles.
const BIKE_BRANDS = new Weighted<keyof typeof BIKE_MODELS>([
  ['Hero', 22],
  ['Honda', 20],
  ['Bajaj', 16],
  ['Royal Enfield', 15],
  ['TVS', 13],
  ['Yamaha', 8],
  ['KTM', 4],
  ['Suzuki', 3],
  ['Other', 1.5],
]);

const SCOOTER_BRANDS = new Weighted<keyof typeof SCOOTER_MODELS>([
  ['Honda', 34],
  ['TVS', 24],
  ['Suzuki', 10],
  ['Ola Electric', 8],
  ['Hero', 6],
  ['Yamaha', 6],
  ['Ather', 6],
  ['Bajaj', 3],
  ['Other', 3],
]);

interface BikeContext {
  scooter: boolean;
  electric: boolean;
  /** 250 cc and up: thirstier, and a different kind of buyer. */
  big: boolean;
  brand: string;
  model: string;
  km: number;
  owners: string;
  nowYear: number;
  locality: string;
  place: Place;
}

const LINES: readonly Line<BikeContext>[] = [
  (c) => `${OWNER_TEXT[c.owners]}, ${kmText(c.km)} driven.`,
  (c, r) =>
    `Serviced regularly at the ${c.brand === 'Other' ? 'authorised' : c.brand} service centre, last service ${r.int(1, 6)} months back.`,
  (c, r) =>
    c.electric
      ? `Insurance valid till ${validTill(r, c.nowYear)}, RC in my name.`
      : `Insurance valid till ${validTill(r, c.nowYear)}, RC and PUC up to date.`,
  (c, r) =>
    c.electric
      ? `Battery health is good, gives about ${r.int(8, 15) * 10} km per charge; charger included.`
      : `Gives around ${c.big ? r.int(25, 35) : r.int(c.scooter ? 40 : 45, c.scooter ? 55 : 65)} km/l in daily use.`,
  (c, r) =>
    c.scooter
      ? `Comes with ${r.pick(['a floor mat', 'a helmet', 'a phone holder', 'a seat cover'])} and a spare key.`
      : `Comes with ${r.pick(['a crash guard', 'a helmet', 'a phone holder', 'saddle stays'])} and both keys.`,
  (_c, r) =>
    r.pick([
      'Selling because I have bought a car.',
      'Selling as I now use the office cab.',
      'Used only for college, never raced.',
      'Second vehicle at home, hardly used now.',
    ]),
  (c) => (c.scooter ? 'No scratches on the body panels.' : 'Original paint, no dents on the tank.'),
  (c) => `Registered in ${c.place.stateName}, NOC available if needed.`,
  (c) =>
    c.brand === 'Royal Enfield'
      ? 'The famous thump is intact and the engine has never been opened.'
      : 'Engine is smooth, no starting problem even in the morning.',
  (c) => `You can take a test ride in ${c.locality}.`,
];

function twoWheeler(scooter: boolean): Builder {
  return (rng, _category, place, nowYear) => {
    const brand = (scooter ? SCOOTER_BRANDS : BIKE_BRANDS).draw(rng);
    const models: readonly string[] = scooter
      ? SCOOTER_MODELS[brand as keyof typeof SCOOTER_MODELS]
      : BIKE_MODELS[brand as keyof typeof BIKE_MODELS];
    const model = rng.pick(models);
    const [thousand, from, to] = TWO_WHEELER_SPECS[model] ?? [80, 2010, 0];
    const year = pickYear(rng, from, to, nowYear, 14);
    const age = nowYear - year;
    const perYear = scooter ? 4_000 : 6_000;
    const km = pickKm(rng, age, perYear * 0.6, perYear * 1.4);
    const owners = pickOwners(rng, age);
    const electric = ELECTRIC_TWO_WHEELERS.has(model);
    const newPrice = thousand * 1000;
    const raw = usedPrice(
      rng,
      newPrice,
      age,
      brand === 'Royal Enfield' ? 0.92 : 0.89,
      owners,
      km / (Math.max(age, 1) * perYear),
    );
    const price = roundPrice(Math.max(raw, newPrice * 0.15, scooter ? 10_000 : 12_000));

    const make = brand === 'Other' ? '' : `${brand} `;
    const extra = rng.pick([
      owners === '1' ? 'single owner' : 'all papers clear',
      `${num(km)} km`,
      'mint condition',
      'new tyres',
      electric ? 'electric, fast charger' : 'low mileage',
      'insurance valid',
    ]);
    const title = clipTitle(
      rng.pick([
        () => `${make}${model} ${year}, ${extra}`,
        () => `${year} ${make}${model} for sale – ${extra}`,
        () => `${make}${model} (${year} model), ${OWNER_TEXT[owners]!.toLowerCase()}`,
        () => `Selling my ${model} ${year}, ${num(km)} km`,
      ])(),
    );
    const context: BikeContext = {
      scooter,
      electric,
      big: thousand >= 180,
      brand,
      model,
      km,
      owners,
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
      fuel: electric ? 'Electric' : 'Petrol',
      transmission: null,
      owners,
      bhk: null,
      attributes: vehiclePapers(rng, age),
    };
  };
}

export const buildMotorcycle = twoWheeler(false);
export const buildScooter = twoWheeler(true);
