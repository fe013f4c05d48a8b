import { and, eq, gt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import type { PhotoHashes } from './photo-hash.ts';
import { hashedColumns, recordHashViews } from './uploads-repository.ts';

/** The rows the photo-hash backfill reads and writes: its progress is the rows themselves. */
export function hashBackfillRepository(db: Db) {
  return {
    /**
     * Upload rows for up to `limit` ads' photos that have none (demo ads seeded before photos were
     * recorded as uploads), owned by the ad's seller, as editing the ad would make them
     * (listings' adoptLegacyPhotos). Gives how many were made.
     */
    async adoptListingPhotos(limit: number): Promise<number> {
      const rows = await rowsOf<{ id: string | number }>(
        db,
        sql`insert into uploads (owner_id, listing_id, key, card_width, card_height, full_width, full_height)
            select l.seller_id, p.listing_id, p.key, p.card_width, p.card_height, p.full_width, p.full_height
            from listing_photos p join listings l on l.id = p.listing_id
            where not exists (select 1 from uploads u where u.key = p.key)
            order by p.id
            limit ${limit}
            on conflict (key) do nothing
            returning id`,
      );
      return rows.length;
    },

    /**
     * Ads' uploads after this id still without their hashes, oldest first (the partial index).
     * Chat photos are never hashed: they take no part in the duplicate-photo checks.
     */
    async unhashed(afterId: number, limit: number) {
      return db
        .select({ id: uploads.id, key: uploads.key })
        .from(uploads)
        .where(and(eq(uploads.hashed, false), eq(uploads.chat, false), gt(uploads.id, afterId)))
        .orderBy(uploads.id)
        .limit(limit);
    },

    /**
     * Stores a photo's hashes unless another run already did (then changes nothing; gives false).
     * A photo already on an ad was live before hashing: it is what later photos are compared with,
     * not compared itself (checked); a draft is still compared when its ad is published.
     */
    async saveHashes(uploadId: number, hashes: PhotoHashes): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(uploads)
          .set({
            ...hashedColumns(hashes),
            dhashChecked: sql`${uploads.dhashChecked} or ${uploads.listingId} is not null`,
          })
          .where(and(eq(uploads.id, uploadId), eq(uploads.hashed, false)))
          .returning({ id: uploads.id });
        if (!row) return false;
        await recordHashViews(tx, uploadId, hashes);
        return true;
      });
    },

    /** A photo whose file is gone or unreadable: not tried again (it keeps no hash). */
    async giveUp(uploadId: number): Promise<void> {
      await db.update(uploads).set({ hashed: true }).where(eq(uploads.id, uploadId));
    },

    /** Stored photos without their hashes: uploads not hashed and ads' photos with no upload row. */
    async remaining(): Promise<number> {
      const [row] = await rowsOf<{ n: string | number }>(
        db,
        sql`select (select count(*) from uploads where not hashed and not chat)
                 + (select count(*) from listing_photos p where not exists (select 1 from uploads u where u.key = p.key)) as n`,
      );
      return Number(row?.n ?? 0);
    },

    /** Where a new run starts: the first photo without hashes, and the newest upload now. */
    async runBounds(): Promise<{ firstUnhashed: number; lastUpload: number }> {
      const [row] = await rowsOf<{ first: string | number | null; last: string | number | null }>(
        db,
        sql`select (select min(id) from uploads where not hashed and not chat) as first, (select max(id) from uploads) as last`,
      );
      return { firstUnhashed: Number(row?.first ?? 0), lastUpload: Number(row?.last ?? 0) };
    },
  };
}

export type HashBackfillRepository = ReturnType<typeof hashBackfillRepository>;
