import { CATEGORY_SLUGS } from '@bazaar/shared';
import { buildMotorcycle, buildScooter } from './bikes.ts';
import { buildCar } from './cars.ts';
import { buildCommercialVehicle } from './commercial.ts';
import { buildPhone, buildTablet } from './gadgets.ts';
import { GOODS } from './goods-items.ts';
import { buildGoods, buildPet, buildService } from './goods.ts';
import { buildHouseForRent, buildHouseForSale } from './homes.ts';
import { buildJob } from './jobs.ts';
import { buildPlot, buildShopForRent, buildShopForSale } from './land.ts';
import type { Rng } from './random.ts';
import { PETS, SERVICES } from './service-items.ts';
import type { Builder } from './types.ts';

/**
 * Ads per thousand, like a real Indian classifieds site: vehicles, phones and homes dominate, and
 * every category has at least a handful so no category page is empty.
 */
export const CATEGORY_SHARE: Record<string, number> = {
  cars: 220,
  motorcycles: 140,
  scooters: 80,
  'mobile-phones': 160,
  'houses-for-sale': 80,
  'houses-for-rent': 80,
  tablets: 9,
  'mobile-accessories': 9,
  'commercial-vehicles': 9,
  'lands-plots': 8,
  'shops-offices-for-rent': 7,
  'shops-offices-for-sale': 5,
  bicycles: 6,
  'computers-laptops': 7,
  'tvs-video-audio': 6,
  'kitchen-appliances': 6,
  'sofa-dining': 6,
  'beds-wardrobes': 5,
};
const MIN_SHARE = 4;

const JOBS = [
  'sales-marketing',
  'bpo-telecaller',
  'driver',
  'office-assistant',
  'delivery-collection',
  'it-software',
];

const SPECIAL: Record<string, Builder> = {
  cars: buildCar,
  motorcycles: buildMotorcycle,
  scooters: buildScooter,
  'commercial-vehicles': buildCommercialVehicle,
  'mobile-phones': buildPhone,
  tablets: buildTablet,
  'houses-for-sale': buildHouseForSale,
  'houses-for-rent': buildHouseForRent,
  'lands-plots': buildPlot,
  'shops-offices-for-rent': buildShopForRent,
  'shops-offices-for-sale': buildShopForSale,
};

function builderFor(slug: string): Builder {
  const builder =
    SPECIAL[slug] ??
    (JOBS.includes(slug)
      ? buildJob
      : slug in GOODS
        ? buildGoods
        : slug in PETS
          ? buildPet
          : slug in SERVICES
            ? buildService
            : undefined);
  // A category added to the catalog must get demo ads too; fail loudly rather than skip it.
  if (!builder) throw new Error(`No demo-data builder for category "${slug}"`);
  return builder;
}

export const BUILDERS: Record<string, Builder> = Object.fromEntries(
  CATEGORY_SLUGS.map((s) => [s, builderFor(s)]),
);

/**
 * Draws categories from a shuffled deck holding each category its share of times, so every block
 * of ~1,000 ads has exactly the intended mix (pure random draws would leave small categories empty).
 */
export class CategoryDeck {
  private readonly deck: string[];
  private position: number;

  constructor(private readonly rng: Rng) {
    this.deck = CATEGORY_SLUGS.flatMap((slug) => Array<string>(CATEGORY_SHARE[slug] ?? MIN_SHARE).fill(slug));
    this.position = this.deck.length;
  }

  next(): string {
    if (this.position === this.deck.length) {
      const d = this.deck;
      for (let i = d.length - 1; i > 0; i--) {
        const j = Math.floor(this.rng.next() * (i + 1));
        const t = d[i]!;
        d[i] = d[j]!;
        d[j] = t;
      }
      this.position = 0;
    }
    return this.deck[this.position++]!;
  }

  get size(): number {
    return this.deck.length;
  }
}
