import { CATEGORIES, type Category, type IntAttribute } from '@bazaar/shared';
import { BUILDERS, CategoryDeck } from './mix.ts';
import { drawPlace, jitter } from './places.ts';
import { Rng } from './random.ts';
import type { DemoListing } from './types.ts';

export { generateUsers } from './people.ts';
export type { DemoListing, DemoUser } from './types.ts';

const DAY_MS = 86_400_000;
const SPREAD_DAYS = 90;
/** The default LISTING_TTL_DAYS, and the days before the end a seller is reminded. */
const TTL_DAYS = 30;
const REMINDER_DAYS = 3;
/**
 * The demo seller of the README (the first account, with the most ads) finds, on a new install,
 * ads that ended (Renew in My Ads) and ads ending within the reminder's days (bell and e-mail).
 */
const DEMO_SELLER_ENDS_DAYS = [-2, -1, 1, 2.5];

/**
 * An ad's end as if its seller had renewed it every period since it was posted: ends spread evenly
 * over the coming TTL_DAYS, so some end each day. Other sellers' ads ending within the reminder's
 * days count as reminded already (a new install does not mail thousands of demo sellers at once);
 * the demo seller's are not, so its first expiry pass rings that bell.
 */
function demoExpiry(createdAt: Date, nowMs: number, demoSeller: boolean, demoSellerEnd: number | undefined) {
  if (demoSellerEnd !== undefined) {
    const expiresAt = new Date(nowMs + demoSellerEnd * DAY_MS);
    return { status: demoSellerEnd < 0 ? 'expired' : 'active', expiresAt, expiryRemindedFor: null } as const;
  }
  const ttl = TTL_DAYS * DAY_MS;
  const periods = Math.max(1, Math.ceil((nowMs - createdAt.getTime() + 1) / ttl));
  const expiresAt = new Date(createdAt.getTime() + periods * ttl);
  const reminded = !demoSeller && expiresAt.getTime() - nowMs <= REMINDER_DAYS * DAY_MS ? expiresAt : null;
  return { status: 'active', expiresAt, expiryRemindedFor: reminded } as const;
}

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
  let demoSellerAds = 0;
  for (let i = 0; i < count; i++) {
    const category = deck.next();
    const createdAt = new Date(nowMs - Math.floor(rng.skewed(1.3) * SPREAD_DAYS * DAY_MS));
    const nowYear = Math.min(createdAt.getUTCFullYear(), CATALOG_MAX_YEAR);
    const place = drawPlace(rng);
    const draft = BUILDERS[category]!(rng, category, place, nowYear);
    const { lat, lng } = jitter(rng, place.city, place.locality);
    // Low indices sell more: a few power sellers and a long tail, as on real marketplaces.
    const sellerIndex = Math.floor(userCount * rng.skewed(1.8));
    const featured = rng.chance(0.08);
    const sold = rng.chance(0.05);
    const demoSellerEnd = sellerIndex === 0 && !sold ? DEMO_SELLER_ENDS_DAYS[demoSellerAds++] : undefined;
    const expiry = demoExpiry(createdAt, nowMs, sellerIndex === 0, demoSellerEnd);
    yield {
      sellerIndex,
      category,
      ...draft,
      state: place.city.state,
      city: place.city.slug,
      locality: place.locality,
      lat,
      lng,
      featured,
      createdAt,
      ...expiry,
      status: sold ? 'sold' : expiry.status,
      photoCount: rng.int(1, 6),
    };
  }
}
