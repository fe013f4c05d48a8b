import { LIMITS } from '@bazaar/shared';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favourites, listingPhotos, listings, users } from '../../db/schema.ts';
import { cardColumns, photoColumns, publicListingCondition } from '../listings/index.ts';

/** Where a page of favourites stopped: when the last one was kept (epoch µs) and its ad's id. */
export interface FavouritesCursor {
  micros: number;
  listingId: number;
}

// Microseconds, not a JS Date: created_at has µs precision, and a cursor rounded to ms would skip
// favourites kept within the same millisecond.
const keptAt = sql`(extract(epoch from ${favourites.createdAt}) * 1000000)::bigint`;

/** A person's favourites; removed ads never count and never show. */
export function favouritesRepository(db: Db) {
  const mine = (userId: number): SQL => and(eq(favourites.userId, userId), publicListingCondition())!;

  return {
    async isListingVisible(listingId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.id, listingId), publicListingCondition()));
      return !!row;
    },

    /**
     * Adds the ad unless the person already keeps `max` (adding twice is the same as adding once).
     * The person's row is locked first, so favourites added at the same moment from several tabs
     * are counted one after another and never pass the limit together.
     */
    async add(userId: number, listingId: number, max: number): Promise<'added' | 'kept' | 'full'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const [kept] = await tx
          .select({ id: favourites.listingId })
          .from(favourites)
          .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
        if (kept) return 'kept';
        const [row] = await tx
          .select({ n: count() })
          .from(favourites)
          .innerJoin(listings, eq(listings.id, favourites.listingId))
          .where(mine(userId));
        if (Number(row?.n ?? 0) >= max) return 'full';
        await tx.insert(favourites).values({ userId, listingId }).onConflictDoNothing();
        return 'added';
      });
    },

    async remove(userId: number, listingId: number): Promise<void> {
      await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
    },

    /**
     * Newest favourite first. A person keeps at most LIMITS.favouritesMax, so sorting theirs (found
     * through the primary key's user_id prefix) stays cheap without an index of its own.
     */
    async page(userId: number, limit: number, after?: FavouritesCursor) {
      const where = [mine(userId)];
      if (after)
        where.push(sql`(${keptAt}, ${favourites.listingId}) < (${after.micros}, ${after.listingId})`);
      return db
        .select({ ...cardColumns, photo: photoColumns, keptMicros: sql<string>`${keptAt}::text` })
        .from(favourites)
        .innerJoin(listings, eq(listings.id, favourites.listingId))
        .leftJoin(listingPhotos, and(eq(listingPhotos.listingId, listings.id), eq(listingPhotos.position, 0)))
        .where(and(...where))
        .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
        .limit(limit);
    },

    async ids(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favourites.listingId })
        .from(favourites)
        .innerJoin(listings, eq(listings.id, favourites.listingId))
        .where(mine(userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
        .limit(LIMITS.favouritesMax);
      return rows.map((r) => r.id);
    },
  };
}

export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
