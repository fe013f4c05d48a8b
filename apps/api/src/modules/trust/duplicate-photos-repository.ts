import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { hashParts, partProbes } from '../media/index.ts';
import { listings, uploads } from '../../db/schema.ts';

export interface PhotoMatch {
  listingId: number;
  sellerId: number;
  title: string;
  category: string;
  distance: number;
}

/** The look-up `near` runs (the benchmark explains the very same query). */
export function nearQuery(hash: bigint, maxDistance: number, exceptListingId: number): SQL {
  const h = sql`${BigInt.asIntN(64, hash).toString()}::bigint`;
  const distance = sql`bit_count((dhash # ${h})::bit(64))::int`;
  const [p0, p1, p2, p3] = hashParts(hash).map((part) => `{${partProbes(part).join(',')}}`);
  const part = (column: string, probes: string | undefined) =>
    sql`select listing_id, ${distance} as distance from ${uploads}
    where ${sql.raw(column)} = any(${probes}::int[]) and ${distance} <= ${maxDistance}`;
  return sql`select l.id as "listingId", l.seller_id as "sellerId", l.title, l.category, c.distance
            from (${part('dhash_p0', p0)} union all ${part('dhash_p1', p1)}
                  union all ${part('dhash_p2', p2)} union all ${part('dhash_p3', p3)}) c
            join ${listings} l on l.id = c.listing_id
            where l.status = 'active' and l.id <> ${exceptListingId}`;
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
     * four part indexes, never a scan of every photo. Each part is looked up as it is and with any
     * one of its 16 bits flipped, so a photo up to 7 bits away is always found (of four parts, one
     * then differs by at most one bit), and one 8 or 9 bits away when one part differs by at most
     * one. The part indexes carry the hash and the ad (INCLUDE), so the distance of the thousands
     * of candidates is checked inside four index-only scans; only true matches reach the table.
     */
    async near(hash: bigint, maxDistance: number, exceptListingId: number): Promise<PhotoMatch[]> {
      // The scans take well under a millisecond each; starting parallel workers would take longer.
      const rows = await db.transaction(async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return rowsOf<PhotoMatch>(tx as unknown as Db, nearQuery(hash, maxDistance, exceptListingId));
      });
      return rows.map((r) => ({ ...r, listingId: Number(r.listingId), sellerId: Number(r.sellerId) }));
    },

    async markChecked(uploadIds: number[]) {
      if (!uploadIds.length) return;
      await db.update(uploads).set({ dhashChecked: true }).where(inArray(uploads.id, uploadIds));
    },
  };
}

export type DuplicatePhotosRepository = ReturnType<typeof duplicatePhotosRepository>;
