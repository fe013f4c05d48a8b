import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import {
  hashParts,
  partProbes,
  SAME_PHOTO_MAX_DISTANCE,
  SAME_VIEW_MAX_DISTANCE,
  type PhotoHashes,
} from '../media/index.ts';
import { listings, photoHashes, uploads } from '../../db/schema.ts';

export interface PhotoMatch {
  listingId: number;
  sellerId: number;
  title: string;
  category: string;
  distance: number;
}

const signed = (hash: bigint) => sql`${BigInt.asIntN(64, hash).toString()}::bigint`;

/** The smallest distance from the row's `dhash` to any of these hashes. */
function nearest(hashes: bigint[]): SQL {
  const each = hashes.map((h) => sql`bit_count((dhash # ${signed(h)})::bit(64))::int`);
  return each.length === 1 ? each[0]! : sql`least(${sql.join(each, sql`, `)})`;
}

/**
 * Index scans of one table's four part indexes for any of these hashes: rows whose part is one of
 * the probes and whose distance is at most `maxDistance`. `flips` also probes each part with any
 * one bit flipped (17 probes a part, 16 times the rows read).
 */
function partScans(table: SQL, id: string, hashes: bigint[], maxDistance: number, flips: boolean): SQL[] {
  const distance = nearest(hashes);
  return [0, 1, 2, 3].map((i) => {
    const values = new Set(
      hashes.flatMap((h) => (flips ? partProbes(hashParts(h)[i]!) : [hashParts(h)[i]!])),
    );
    return sql`select ${sql.raw(id)}, ${distance} as distance from ${table}
      where ${sql.raw(`dhash_p${i}`)} = any(${`{${[...values].join(',')}}`}::int[]) and ${distance} <= ${maxDistance}`;
  });
}

/**
 * The look-up `near` runs (the benchmark explains the very same query). The whole photo is looked
 * up among whole photos as before (every part with one bit flipped too, so any photo up to 7 bits
 * away is found, and most up to 9). Views are looked up by their exact parts only, which reads
 * a seventeenth of the rows, and within SAME_VIEW_MAX_DISTANCE: the whole photo among other photos' views (a crop of theirs, or
 * theirs with its border trimmed), and this photo's views among whole photos (theirs with a strip
 * or border added). A view of a copy is 0 to 4 bits from the original's (photo-hash.test.ts),
 * so some part is nearly always exact.
 */
export function nearQuery(hashes: PhotoHashes, exceptListingId: number): SQL {
  const views = hashes.views.map((v) => v.hash);
  const onUploads = [
    ...partScans(sql`${uploads}`, 'listing_id', [hashes.full], SAME_PHOTO_MAX_DISTANCE, true),
    ...(views.length ? partScans(sql`${uploads}`, 'listing_id', views, SAME_VIEW_MAX_DISTANCE, false) : []),
  ];
  const onViews = partScans(sql`${photoHashes}`, 'upload_id', [hashes.full], SAME_VIEW_MAX_DISTANCE, false);
  return sql`select l.id as "listingId", l.seller_id as "sellerId", l.title, l.category, c.distance
            from (${sql.join(onUploads, sql` union all `)}
                  union all
                  select u.listing_id, v.distance
                  from (${sql.join(onViews, sql` union all `)}) v join ${uploads} u on u.id = v.upload_id) c
            join ${listings} l on l.id = c.listing_id
            where l.status = 'active' and l.id <> ${exceptListingId}`;
}

export function duplicatePhotosRepository(db: Db) {
  return {
    /** The ad's photos not compared yet, with their hashes. */
    async unchecked(listingId: number): Promise<{ id: number; hashes: PhotoHashes }[]> {
      const photos = await db
        .select({ id: uploads.id, dhash: uploads.dhash })
        .from(uploads)
        .where(
          and(eq(uploads.listingId, listingId), eq(uploads.dhashChecked, false), isNotNull(uploads.dhash)),
        );
      if (photos.length === 0) return [];
      const views = await db
        .select({ uploadId: photoHashes.uploadId, view: photoHashes.view, dhash: photoHashes.dhash })
        .from(photoHashes)
        .where(
          inArray(
            photoHashes.uploadId,
            photos.map((p) => p.id),
          ),
        );
      return photos.map((p) => ({
        id: p.id,
        hashes: {
          full: BigInt.asUintN(64, p.dhash!),
          views: views
            .filter((v) => v.uploadId === p.id)
            .map((v) => ({ view: v.view, hash: BigInt.asUintN(64, v.dhash) })),
        },
      }));
    },

    /**
     * Photos of other active ads that this photo is a copy of, or that are copies of it.
     * Candidates come from the part indexes, never a scan of every photo; the part indexes carry
     * the hash (INCLUDE), so the distance of the candidates is checked inside index-only scans and
     * only true matches reach the tables.
     */
    async near(hashes: PhotoHashes, exceptListingId: number): Promise<PhotoMatch[]> {
      // The scans take well under a millisecond each; starting parallel workers would take longer.
      const rows = await db.transaction(async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return rowsOf<PhotoMatch>(tx as unknown as Db, nearQuery(hashes, exceptListingId));
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
