import { MOBILE_MODELS, TABLET_MODELS } from '@bazaar/shared';
import { PHONE_SPECS, TABLET_SPECS } from './gadget-specs.ts';
import { Weighted, type Rng } from './random.ts';
import { MONTHS, clipTitle, describe, roundPrice, type Line } from './text.ts';
import type { Builder } from './types.ts';

// Samsung and Apple are filter brands and the two most listed phone makers.
const PHONE_BRANDS = new Weighted<keyof typeof MOBILE_MODELS>([
  ['Samsung', 22],
  ['Apple', 20],
  ['Vivo', 10],
  ['Mi', 10],
  ['Oppo', 8],
  ['Realme', 8],
  ['OnePlus', 8],
  ['Motorola', 4],
  ['Google Pixel', 3],
  ['Other', 3],
  ['Honor', 1.5],
  ['Lenovo', 1],
  ['Micromax', 1],
  ['Gionee', 0.5],
  ['Sony', 0.5],
]);

const TABLET_BRANDS = new Weighted<keyof typeof TABLET_MODELS>([
  ['Apple', 35],
  ['Samsung', 30],
  ['Lenovo', 12],
  ['Mi', 10],
  ['Realme', 5],
  ['OnePlus', 5],
  ['Other', 3],
]);

const CONDITIONS = new Weighted<string>([
  ['New', 8],
  ['Like new', 35],
  ['Good', 40],
  ['Fair', 17],
]);
const CONDITION_FACTOR: Record<string, number> = { New: 0.95, 'Like new': 0.82, Good: 0.72, Fair: 0.58 };

interface GadgetContext {
  tablet: boolean;
  apple: boolean;
  condition: string;
  boughtYear: number;
  nowYear: number;
  locality: string;
}

const LINES: readonly Line<GadgetContext>[] = [
  (c, r) =>
    `Bought in ${r.pick(MONTHS)} ${c.boughtYear}, ${r.chance(0.7) ? 'bill and box available' : 'box available but the bill is lost'}.`,
  (c, r) =>
    c.apple
      ? `Battery health ${r.int(80, 100)}%, Face ID and True Tone working.`
      : 'Battery easily lasts a full day of normal use.',
  (c, r) =>
    `${c.condition} condition, ${r.pick(['no scratches or dents', 'minor scratches on the back', 'screen guard on since day one'])}.`,
  () => 'Always used with a cover and tempered glass.',
  (_c, r) =>
    `Comes with ${r.pick(['the original charger and cable', 'only the cable', 'the box, charger and a spare cover'])}.`,
  (c, r) =>
    c.boughtYear >= c.nowYear - 1
      ? `Under warranty till ${r.pick(MONTHS)} ${c.boughtYear + 1}.`
      : 'Out of warranty but never repaired or opened.',
  (c) =>
    c.tablet
      ? 'Perfect for online classes, reading and Netflix.'
      : 'Camera, speaker, mic and both SIM slots all working perfectly.',
  (_c, r) =>
    `Selling because I ${r.pick(['upgraded to a new one', 'got one from office', 'received one as a gift'])}.`,
  (c) => `Can meet near ${c.locality} for checking.`,
];

const STORAGE_APPLE = ['64 GB', '128 GB', '128 GB', '256 GB'];
const STORAGE_ANDROID = ['4/64 GB', '6/128 GB', '8/128 GB', '8/256 GB', '12/256 GB'];
const COLOURS = ['Black', 'Blue', 'White', 'Green', 'Silver', 'Purple', 'Graphite', 'Midnight'];

function displayName(brand: string, model: string): string {
  if (brand === 'Apple' || brand === 'Mi' || brand === 'Other') return model;
  if (brand === 'Google Pixel') return `Google ${model}`;
  return model.startsWith(brand) ? model : `${brand} ${model}`;
}

function gadget(tablet: boolean): Builder {
  const brands = tablet ? TABLET_BRANDS : PHONE_BRANDS;
  const specs = tablet ? TABLET_SPECS : PHONE_SPECS;
  const models: Record<string, readonly string[]> = tablet ? TABLET_MODELS : MOBILE_MODELS;
  return (rng: Rng, _category, place, nowYear) => {
    const brand = brands.draw(rng);
    const model = rng.pick(models[brand]!);
    const [thousand, launched] = specs[model] ?? [15, 2021];
    const boughtYear = Math.min(nowYear, launched + Math.floor(rng.skewed(1.5) * 3));
    const age = Math.max(0, nowYear - boughtYear - rng.next());
    const condition = age > 3 && rng.chance(0.9) ? rng.pick(['Good', 'Fair']) : CONDITIONS.draw(rng);
    const raw = thousand * 1000 * CONDITION_FACTOR[condition]! * 0.8 ** age;
    const price = roundPrice(Math.min(120_000, Math.max(3_000, raw)));
    const apple = brand === 'Apple';
    const storage = rng.pick(apple ? STORAGE_APPLE : STORAGE_ANDROID);
    const name = displayName(brand, model);
    const extra = rng.pick([
      'with bill and box',
      `${condition.toLowerCase()} condition`,
      apple ? `battery health ${rng.int(82, 100)}%` : 'all accessories',
      boughtYear >= nowYear - 1 ? 'under warranty' : 'no scratches',
      rng.pick(COLOURS),
      tablet ? (rng.chance(0.3) ? 'Wi-Fi + Cellular' : 'Wi-Fi') : 'dual SIM',
    ]);
    const title = clipTitle(
      rng.pick([
        () => `${name} ${storage}, ${extra}`,
        () => `${name} (${storage}) – ${extra}`,
        () => `Sell ${name} ${storage} ${rng.pick(COLOURS).toLowerCase()}, ${extra}`,
      ])(),
    );
    return {
      title,
      description: describe(rng, LINES, {
        tablet,
        apple,
        condition,
        boughtYear,
        nowYear,
        locality: place.locality,
      }),
      price,
      brand,
      model,
      year: null,
      kmDriven: null,
      fuel: null,
      transmission: null,
      owners: null,
      bhk: null,
      attributes: { condition },
    };
  };
}

export const buildPhone = gadget(false);
export const buildTablet = gadget(true);
