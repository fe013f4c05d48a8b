import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { listingPhotos, listings, uploads, users } from '../../../db/schema.ts';
import { hashedColumns, recordHashViews, type PhotoHashes, type StoredPhoto } from '../../media/index.ts';
import { adPoint } from '../../catalog/index.ts';
import type { ImportedAd } from './read-record.ts';

/** The storage side of the import: sellers, ads and their photos. */
export function importRepository(db: Db) {
  return {
    /** Which of these sources were imported before. */
    async importedSources(sources: string[]): Promise<Set<string>> {
      if (sources.length === 0) return new Set();
      const rows = await db
        .select({ source: listings.legacySource })
        .from(listings)
        .where(inArray(listings.legacySource, sources));
      return new Set(rows.map((r) => r.source!));
    },

    /**
     * The seller's account, made without a password (its owner claims it with "forgot password": a
     * reset link sets one), or the one an earlier import made for the same e-mail. An account with
     * that e-mail that no import made (someone signed up, or claimed it) is used only when
     * `attachExisting`; otherwise the answer is 'taken'. Says whether the account was made now.
     */
    async seller(
      s: {
        name: string;
        email: string;
        phone: string | null;
        /** When the account began, where the original said (its `memeberSince`). */
        since: Date | null;
      },
      attachExisting: boolean,
    ): Promise<{ id: number; created: boolean } | 'taken'> {
      const [made] = await db
        .insert(users)
        .values({
          name: s.name,
          email: s.email,
          phone: s.phone,
          passwordHash: null,
          ...(s.since ? { createdAt: s.since } : {}),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (made) return { id: made.id, created: true };
      const [found] = await db
        .select({
          id: users.id,
          // Made by an import: never signed in (no password, no Google), and has imported ads.
          // Qualified by hand: in a one-table select drizzle writes bare names, and inside the
          // subquery a bare "id" would be the listing's own id, not the account's.
          imported: sql<boolean>`${users.passwordHash} is null and ${users.googleSubject} is null and exists (
            select 1 from listings imported_ad
            where imported_ad.seller_id = "users"."id" and imported_ad.legacy_source is not null)`,
        })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${s.email})`);
      if (!found || (!found.imported && !attachExisting)) return 'taken';
      // A phone number a later record gives fills an imported account's empty one; nothing else changes.
      await db
        .update(users)
        .set({ phone: sql`coalesce(${users.phone}, ${s.phone})` })
        .where(eq(users.id, found.id));
      return { id: found.id, created: false };
    },

    /** Adds the ad; undefined when another import added the same source meanwhile. */
    async insertAd(ad: ImportedAd, sellerId: number): Promise<number | undefined> {
      const point = adPoint(ad.city, ad.locality);
      const [row] = await db
        .insert(listings)
        .values({
          sellerId,
          legacySource: ad.source,
          // Another database imported before (--source) may hold the same id in this collection.
          legacyId:
            ad.legacyId === null
              ? null
              : sql`(select case when exists (select 1 from listings taken
                  where taken.category = ${ad.category} and taken.legacy_id = ${ad.legacyId})
                  then null else ${ad.legacyId}::int end)`,
          legacyRecord: ad.record,
          category: ad.category,
          title: ad.title,
          description: ad.description,
          price: ad.price,
          brand: ad.brand,
          model: ad.model,
          year: ad.year,
          kmDriven: ad.kmDriven,
          fuel: ad.fuel,
          transmission: ad.transmission,
          owners: ad.owners,
          bhk: ad.bhk,
          attributes: ad.attributes,
          state: ad.state,
          city: ad.city,
          locality: ad.locality,
          // Where lists measure distances from: the locality's point, else the city centre.
          lat: point?.lat ?? null,
          lng: point?.lng ?? null,
          featured: ad.featured,
          createdAt: ad.createdAt,
          updatedAt: ad.createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: listings.id });
      return row?.id;
    },

    /**
     * A photo of the ad, recorded as an attached upload (so the sweep keeps it) and in its place,
     * with its hashes. Imported ads were live on the old site: their photos are what later ads are
     * compared with, not compared with each other (checked).
     */
    async recordPhoto(
      listingId: number,
      ownerId: number,
      position: number,
      photo: StoredPhoto,
      hashes: PhotoHashes,
    ) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(uploads)
          .values({ ownerId, listingId, ...photo, ...hashedColumns(hashes), dhashChecked: true })
          .returning({ id: uploads.id });
        await recordHashViews(tx, row!.id, hashes);
        await tx.insert(listingPhotos).values({ listingId, position, ...photo });
      });
    },

    async forgetPhotos(keys: string[]) {
      if (keys.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.delete(listingPhotos).where(inArray(listingPhotos.key, keys));
        await tx.delete(uploads).where(inArray(uploads.key, keys));
      });
    },
  };
}

export type ImportRepository = ReturnType<typeof importRepository>;
