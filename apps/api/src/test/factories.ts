import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { listingPhotos, listings, rateLimits, users } from '../db/schema.ts';
import { adPoint } from '../modules/catalog/index.ts';
import { diskStore, storePhoto } from '../modules/media/store.ts';

let counter = 0;
const next = () => ++counter;

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({ name: `Seller ${n}`, email: `seller${n}@example.in`, phone: '9876543210', ...overrides })
    .returning();
  return user!;
}

type ListingOverrides = Partial<typeof listings.$inferInsert>;

/** A believable active car ad unless told otherwise; placed at its locality's point, as the API places ads. */
export async function createListing(db: Db, sellerId: number, overrides: ListingOverrides = {}) {
  const n = next();
  const point = adPoint(overrides.city ?? 'kochi', overrides.locality ?? 'Kakkanad');
  const [listing] = await db
    .insert(listings)
    .values({
      sellerId,
      category: 'cars',
      title: `Maruti Suzuki Swift VXi ${2015 + (n % 8)}`,
      description: 'Single owner, full service history, new tyres.',
      price: 300_000 + n * 1000,
      brand: 'Maruti Suzuki',
      model: 'Swift',
      year: 2015 + (n % 8),
      kmDriven: 40_000 + n,
      fuel: 'Petrol',
      transmission: 'Manual',
      owners: '1',
      state: 'kerala',
      city: 'kochi',
      locality: 'Kakkanad',
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      ...overrides,
    })
    .returning();
  return listing!;
}

/** Real WebP files in the test's media folder, attached to the ad in order. */
export async function addPhotos(db: Db, mediaDir: string, listingId: number, count: number) {
  const store = diskStore(mediaDir);
  for (let position = 0; position < count; position++) {
    const image = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 20 * position, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const stored = await storePhoto(store, image);
    await db.insert(listingPhotos).values({ listingId, position, ...stored });
  }
}

/**
 * Runs `write` without the change announcements (triggers off for its transaction), as a write the
 * caches never hear of: what a test then sees can only come from a kept answer.
 */
export async function unannounced<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    return write(tx);
  });
}

/** An account this old is past the stricter limits of new accounts (NEW_ACCOUNT_MS). */
export const SETTLED_ACCOUNT = { createdAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) };

/**
 * Starts every rate-limit window afresh: for test files about something else, whose one buyer
 * makes more offers or saved searches across its tests than a person would in an hour.
 */
export async function forgetRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits);
}
