import { CATEGORIES, type Category, type IntAttribute } from '@bazaar/shared';
import { BUILDERS, CategoryDeck } from './mix.ts';
import { drawPlace, jitter } from './places.ts';
import { Rng } from './random.ts';
import type { DemoListing } from './types.ts';

export { generateUsers } from './people.ts';
export type { DemoListing, DemoUser } from './types.ts';

const DAY_MS = 86_400_000;
const SPREAD_DAYS = 90;

/** Newest model year the catalog accepts (the current year when the catalog was loaded). */
const CATALOG_MAX_YEAR = Math.min(
  ...(CATEGORIES as readonly Category[]).flatMap((c) =>
    c.attributes.filter((a): a is IntAttribute => a.key === 'year').map((a) => a.max),
  ),
);

export interface GenerateOptions {
  count: number;
  userCount: number;
  seed?: number;
  /** Ads are dated over the 90 days before this moment. */
  now: Date;
}

/**
 * Realistic Indian demo ads, streamed: the same seed and `now` give the same ads on every machine,
 * and the first n ads of a big run equal a run of n. Cheap per ad, so the million ads the
 * benchmarks use come quickly.
 */
export function* generateListings(options: GenerateOptions): Generator<DemoListing> {
  const { count, userCount, seed = 1, now } = options;
  if (userCount < 1) throw new Error('generateListings needs at least one user');
  const rng = new Rng(seed);
  const deck = new CategoryDeck(rng);
  const nowMs = now.getTime();
  for (let i = 0; i < count; i++) {
    const category = deck.next();
    const createdAt = new Date(nowMs - Math.floor(rng.skewed(1.3) * SPREAD_DAYS * DAY_MS));
    const nowYear = Math.min(createdAt.getUTCFullYear(), CATALOG_MAX_YEAR);
    const place = drawPlace(rng);
    const draft = BUILDERS[category]!(rng, category, place, nowYear);
    const { lat, lng } = jitter(rng, place.city);
    yield {
      // Low indices sell more: a few power sellers and a long tail, as on real marketplaces.
      sellerIndex: Math.floor(userCount * rng.skewed(1.8)),
      category,
      ...draft,
      state: place.city.state,
      city: place.city.slug,
      locality: place.locality,
      lat,
      lng,
      featured: rng.chance(0.08),
      status: rng.chance(0.05) ? 'sold' : 'active',
      createdAt,
      photoCount: rng.int(1, 6),
    };
  }
}
