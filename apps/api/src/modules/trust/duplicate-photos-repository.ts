import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hashParts, partProbes } from '../media/photo-hash.ts';
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
     * four part indexes, then the distance is checked on those few rows only: never a scan of
     * every photo. Each part is looked up as it is and with any one of its 16 bits flipped, so a
     * photo up to 7 bits away is always found (of four parts, one then differs by at most one
     * bit), and one 8 or 9 bits away whenever one part differs by at most one bit.
     */
    async near(hash: bigint, maxDistance: number, exceptListingId: number): Promise<PhotoMatch[]> {
      const h = BigInt.asIntN(64, hash).toString();
      const probes = hashParts(hash).map((part) => `{${partProbes(part).join(',')}}`);
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
            sql`(${uploads.dhashP0} = any(${probes[0]}::int[]) or ${uploads.dhashP1} = any(${probes[1]}::int[])
              or ${uploads.dhashP2} = any(${probes[2]}::int[]) or ${uploads.dhashP3} = any(${probes[3]}::int[]))`,
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
