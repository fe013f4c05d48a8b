import { findCategory } from '@bazaar/shared';
import { GOODS } from './goods-items.ts';
import { Weighted, type Rng } from './random.ts';
import { PETS, SERVICES, type PricedOffer } from './service-items.ts';
import { clipTitle, describe, inr, roundPrice, type Line } from './text.ts';
import type { Builder, Draft, Place } from './types.ts';
import { EMPTY } from './types.ts';

const CONDITIONS = new Weighted<string>([
  ['New', 10],
  ['Like new', 30],
  ['Good', 42],
  ['Fair', 18],
]);
const CONDITION_FACTOR: Record<string, number> = { New: 1.15, 'Like new': 1, Good: 0.85, Fair: 0.65 };
const SUFFIX: Record<string, readonly string[]> = {
  New: [', brand new with bill', ', unused, box packed'],
  'Like new': [', like new', ', used only a few times', ', barely used'],
  Good: [', good condition', ', working perfectly', ''],
  Fair: [', working condition', ', minor wear', ', urgent sale'],
};
const GROUP_LINE: Record<string, string> = {
  electronics: 'Can show it working before you buy.',
  furniture: 'Solid build, no termite or water damage.',
  fashion: 'Dry cleaned and ready to wear.',
  'books-sports': 'Well kept, nothing broken or missing.',
  mobiles: 'All original, nothing replaced.',
  bikes: 'Genuine part, fits directly without changes.',
  commercial: 'Genuine part, tested and ready to fit.',
  pets: 'Clean and in good shape.',
};

interface GoodsContext {
  condition: string;
  group: string;
  locality: string;
}

const GOODS_LINES: readonly Line<GoodsContext>[] = [
  (_c, r) =>
    `Bought ${r.pick(['six months', 'a year', 'two years', 'eight months', 'three months'])} ago${r.chance(0.5) ? ', bill available' : ''}.`,
  (c, r) =>
    c.condition === 'New'
      ? 'Brand new, never used.'
      : `${c.condition} condition, ${r.pick(['fully working', 'no damage', 'only light signs of use'])}.`,
  (_c, r) =>
    `Selling because ${r.pick(['we are shifting to another city', 'I upgraded to a new one', 'it is lying unused', 'we need the space'])}.`,
  (c, r) =>
    `Pickup from ${c.locality}${r.chance(0.4) ? '; delivery in the city can be arranged at cost' : ''}.`,
  (c) => GROUP_LINE[c.group] ?? 'Exactly as shown in the photos.',
];

export const buildGoods: Builder = (rng, category, place: Place) => {
  const [name, lo, hi] = rng.pick(GOODS[category] ?? [['Household item', 500, 2_000] as const]);
  const condition = CONDITIONS.draw(rng);
  const price = roundPrice(rng.range(lo, hi) * CONDITION_FACTOR[condition]!);
  const title = clipTitle(
    rng.chance(0.25) ? `${name} for sale in ${place.city.name}` : `${name}${rng.pick(SUFFIX[condition]!)}`,
  );
  const group = findCategory(category)?.group ?? '';
  return plain(title, describe(rng, GOODS_LINES, { condition, group, locality: place.locality }), price, {
    condition,
  });
};

interface OfferContext {
  offer: PricedOffer;
  price: number;
  pet: boolean;
  city: string;
  locality: string;
}

const PET_LINES: readonly Line<OfferContext>[] = [
  (c, r) =>
    c.offer[0].includes('pupp')
      ? `${r.int(2, 6)} puppies available, ${r.int(35, 75)} days old, first vaccination and deworming done.`
      : 'Healthy and active, eating well.',
  (c) => `Asking ${inr(c.price)} ${c.offer[3]}.`,
  (_c, r) =>
    r.pick([
      'Parents can be seen at home.',
      'Home-bred, very playful and friendly.',
      'Used to children and other pets.',
    ]),
  () => 'Only to genuine pet lovers, not to traders.',
  (c) => `Come and see them in ${c.locality}.`,
];

const SERVICE_LINES: readonly Line<OfferContext>[] = [
  (c, r) => `${r.pick(['Ten years', 'Over eight years', 'Five years'])} of experience in ${c.city}.`,
  (c) => `Charges ${inr(c.price)} ${c.offer[3]}.`,
  (_c, r) =>
    r.pick([
      'Trained, verified staff; genuine parts only.',
      'Same-day service available.',
      'Fair pricing, no hidden charges.',
    ]),
  (c) => `Serving ${c.locality} and nearby areas.`,
  () => 'Call or chat to book a slot.',
];

function offerBuilder(table: Record<string, readonly PricedOffer[]>, pet: boolean): Builder {
  return (rng: Rng, category, place: Place) => {
    const offer = rng.pick(table[category]!);
    const price = roundPrice(rng.range(offer[1], offer[2]));
    const title = clipTitle(
      pet
        ? rng.pick([offer[0], `${offer[0]} in ${place.city.name}`, `${offer[0]}, healthy and active`])
        : rng.pick([offer[0], `${offer[0]} – ${place.city.name}`, `${offer[0]}, ${place.locality}`]),
    );
    const context: OfferContext = { offer, price, pet, city: place.city.name, locality: place.locality };
    return plain(title, describe(rng, pet ? PET_LINES : SERVICE_LINES, context), price, {});
  };
}

export const buildPet = offerBuilder(PETS, true);
export const buildService = offerBuilder(SERVICES, false);

function plain(title: string, description: string, price: number, attributes: Draft['attributes']): Draft {
  return {
    title,
    description,
    price,
    ...EMPTY,
    attributes,
  };
}
