import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, uploads } from '../../db/schema.ts';

export interface PhotoMatch {
  listingId: number;
  sellerId: number;
  title: string;
  category: string;
  distance: number;
}

export function duplicatePhotosRepository(db: Db) {
  return {
    /** The ad's photos not compared yet, with their hashes. */
    async unchecked(listingId: number) {
      return db
        .select({ id: uploads.id, dhash: uploads.dhash })
        .from(uploads)
        .where(
          and(eq(uploads.listingId, listingId), eq(uploads.dhashChecked, false), isNotNull(uploads.dhash)),
        );
    },

    /**
     * Photos of other active ads within `maxDistance` bits of this hash. Candidates come from the
     * four part indexes (an exact match on any 16-bit part), then the distance is checked on those
     * few rows only: never a scan of every photo.
     */
    async near(hash: bigint, maxDistance: number, exceptListingId: number): Promise<PhotoMatch[]> {
      const h = BigInt.asIntN(64, hash).toString();
      const part = (i: number) => Number((BigInt.asUintN(64, hash) >> BigInt(48 - 16 * i)) & 0xffffn);
      const distance = sql<number>`bit_count((${uploads.dhash} # ${h}::bigint)::bit(64))::int`;
      return db
        .select({
          listingId: listings.id,
          sellerId: listings.sellerId,
          title: listings.title,
          category: listings.category,
          distance,
        })
        .from(uploads)
        .innerJoin(listings, eq(listings.id, uploads.listingId))
        .where(
          and(
            sql`(${uploads.dhashP0} = ${part(0)} or ${uploads.dhashP1} = ${part(1)} or ${uploads.dhashP2} = ${part(2)} or ${uploads.dhashP3} = ${part(3)})`,
            sql`${distance} <= ${maxDistance}`,
            ne(uploads.listingId, exceptListingId),
            eq(listings.status, 'active'),
          ),
        );
    },

    async markChecked(uploadIds: number[]) {
      if (!uploadIds.length) return;
      await db.update(uploads).set({ dhashChecked: true }).where(inArray(uploads.id, uploadIds));
    },
  };
}

export type DuplicatePhotosRepository = ReturnType<typeof duplicatePhotosRepository>;
