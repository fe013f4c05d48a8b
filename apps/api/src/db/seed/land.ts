import { Weighted } from './random.ts';
import { clipTitle, describe, num, roundPrice, type Line } from './text.ts';
import type { Builder, Place } from './types.ts';
import { EMPTY } from './types.ts';

const SQFT_PER_ACRE = 43_560;

interface PlotContext {
  farm: boolean;
  locality: string;
}

const PLOT_LINES: readonly Line<PlotContext>[] = [
  (c, r) =>
    c.farm
      ? `Borewell and ${r.pick(['fencing', 'a small shed', 'mango trees'])} already there, suitable for farming or a farm house.`
      : 'Clear title, approved layout, registry ready.',
  (c, r) =>
    c.farm
      ? 'Motorable road right up to the land.'
      : `${r.pick([30, 40, 60])} ft road in front, electricity and water connection available.`,
  (c) =>
    c.farm
      ? 'Agricultural land with all documents in order.'
      : 'Gated layout with a compound wall and a park.',
  (c) => `About ${c.farm ? 'twenty minutes' : 'five minutes'} from ${c.locality}.`,
  () => 'Immediate possession, direct owner, no brokerage.',
];

export const buildPlot: Builder = (rng, _category, place: Place) => {
  const farm = rng.chance(0.3);
  const area = farm
    ? Math.round(rng.range(0.5, 8) * 4) * (SQFT_PER_ACRE / 4)
    : Math.round(rng.range(900, 4_000) / 9) * 9;
  const rate = farm ? rng.range(15, 120) * place.priceIndex : rng.range(1_500, 4_000) * place.priceIndex;
  const price = roundPrice(Math.min(30_000_000, Math.max(500_000, area * rate)));
  const acres = area / SQFT_PER_ACRE;
  const title = clipTitle(
    farm
      ? rng.pick([
          () => `${acres} acre agricultural land near ${place.city.name}`,
          () => `${acres} acre farm land for sale, ${place.city.name}`,
        ])()
      : rng.pick([
          () => `${num(area)} sq ft residential plot in ${place.locality}, ${place.city.name}`,
          () => `${num(area / 9)} sq yd plot for sale near ${place.locality}`,
          () => `East-facing corner plot, ${num(area)} sq ft, ${place.locality}`,
        ])(),
  );
  return {
    title,
    description: describe(rng, PLOT_LINES, { farm, locality: place.locality }),
    price,
    ...EMPTY,
    attributes: { areaSqft: area },
  };
};

const SPACE_TYPES = new Weighted<string>([
  ['Shop', 40],
  ['Office', 35],
  ['Showroom', 15],
  ['Warehouse', 10],
]);
/** [min sq ft, max sq ft, monthly rent per sq ft, sale price per sq ft] for an average city. */
const SPACE: Record<string, readonly [number, number, number, number]> = {
  Shop: [120, 800, 60, 9_000],
  Office: [300, 4_000, 50, 7_500],
  Showroom: [800, 5_000, 55, 8_000],
  Warehouse: [2_000, 20_000, 15, 2_500],
};

interface SpaceContext {
  sale: boolean;
  type: string;
  locality: string;
}

const SPACE_LINES: readonly Line<SpaceContext>[] = [
  (c) =>
    c.type === 'Warehouse'
      ? 'Loading bay with truck access, 24x7 security.'
      : 'Main road facing with good footfall through the day.',
  (c) =>
    c.type === 'Office'
      ? 'Lift, power backup and washrooms on the floor.'
      : 'Suitable for a clinic, boutique, salon or showroom.',
  (c, r) =>
    c.sale
      ? `Ready to move, all approvals in place; current rental yield about ${r.int(5, 8)}%.`
      : `Lease for a minimum of ${r.int(2, 5)} years with a one-year lock-in.`,
  (c) => `Prime location in ${c.locality}, easy to reach by bus and auto.`,
  () => 'Direct owner, no brokerage.',
];

function space(sale: boolean): Builder {
  return (rng, _category, place: Place) => {
    const type = SPACE_TYPES.draw(rng);
    const [lo, hi, rent, rate] = SPACE[type]!;
    const area = Math.round(rng.range(lo, hi) / 10) * 10;
    const furnishing =
      type === 'Warehouse' ? 'Unfurnished' : rng.pick(['Furnished', 'Semi-Furnished', 'Unfurnished']);
    const floor = type === 'Office' ? rng.int(0, 12) : type === 'Warehouse' ? 0 : rng.int(0, 1);
    const parking = rng.pick(['0', '1', '2', '3+']);
    const amount = area * (sale ? rate : rent) * place.priceIndex * rng.range(0.85, 1.2);
    const price = roundPrice(Math.max(sale ? 800_000 : 5_000, amount));
    const noun = type.toLowerCase();
    const title = clipTitle(
      rng.pick([
        () => `${type} for ${sale ? 'sale' : 'rent'} in ${place.locality}, ${num(area)} sq ft`,
        () => `Commercial ${noun} on main road, ${place.locality}, ${place.city.name}`,
        () => `${furnishing} ${noun} space for ${sale ? 'sale' : 'rent'} – ${num(area)} sq ft`,
      ])(),
    );
    return {
      title,
      description: describe(rng, SPACE_LINES, { sale, type, locality: place.locality }),
      price,
      ...EMPTY,
      attributes: { type, furnishing, areaSqft: area, floor, parking },
    };
  };
}

export const buildShopForRent = space(false);
export const buildShopForSale = space(true);
