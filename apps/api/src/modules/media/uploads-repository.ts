import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import { photoHashes, uploads, users } from '../../db/schema.ts';
import { hashColumns, hashParts, type PhotoHashes } from './photo-hash.ts';
import type { StoredPhoto } from './urls.ts';

export const uploadColumns = {
  id: uploads.id,
  key: uploads.key,
  cardWidth: uploads.cardWidth,
  cardHeight: uploads.cardHeight,
  fullWidth: uploads.fullWidth,
  fullHeight: uploads.fullHeight,
};

/** Neither on an ad nor sent in a message: a draft, swept after a day. */
const unattached = () => and(isNull(uploads.listingId), isNull(uploads.messageId));

/** A person's drafts (ad photos and chat photos not sent yet), made since then. */
async function countPending(db: Db | Tx, ownerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), unattached(), sql`${uploads.createdAt} >= ${since}`));
  return row?.n ?? 0;
}

/** An upload's hash columns: the whole photo's hash, and its views recorded. */
export function hashedColumns(hashes: PhotoHashes) {
  return { ...hashColumns(hashes.full), hashed: true };
}

/** Writes the views of an upload's photo (again: a second writer changes nothing). */
export async function recordHashViews(db: Db | Tx, uploadId: number, hashes: PhotoHashes): Promise<void> {
  if (hashes.views.length === 0) return;
  await db
    .insert(photoHashes)
    .values(
      hashes.views.map(({ view, hash }) => {
        const [dhashP0, dhashP1, dhashP2, dhashP3] = hashParts(hash);
        return { uploadId, view, dhash: BigInt.asIntN(64, hash), dhashP0, dhashP1, dhashP2, dhashP3 };
      }),
    )
    .onConflictDoNothing();
}

export function uploadsRepository(db: Db) {
  return {
    async insert(ownerId: number, photo: StoredPhoto, hashes?: PhotoHashes) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(uploads)
          .values({ ownerId, ...photo, ...(hashes === undefined ? {} : hashedColumns(hashes)) })
          .returning(uploadColumns);
        if (hashes) await recordHashViews(tx, row!.id, hashes);
        return row!;
      });
    },

    /**
     * Keys of drafts never posted (and of photos ads let go of), oldest first. Their files are
     * removed before their rows, so a crash in between leaves rows to try again, not files that
     * nothing names. Nothing can attach them meanwhile: an ad only takes drafts younger than
     * UPLOAD_USABLE_MS.
     */
    async unattachedKeys(olderThan: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(unattached(), lt(uploads.createdAt, olderThan)))
        .orderBy(uploads.createdAt)
        .limit(limit);
      return rows.map((r) => r.key);
    },

    /** Deletes the rows of these keys that no ad or message uses (after their files are gone). */
    async deleteDetached(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(uploads).where(and(unattached(), inArray(uploads.key, keys)));
    },

    /**
     * Inserts a draft unless its owner already has `max` drafts since then; undefined when full.
     * The owner's row is locked for the count and the insert, so uploads arriving together are
     * counted one after another and never pass the cap.
     */
    async insertWithinCap(
      ownerId: number,
      photo: StoredPhoto,
      hashes: PhotoHashes | undefined,
      cap: { since: Date; max: number },
      /** A chat photo: for this conversation only. */
      chat?: { conversationId: number },
    ) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
        if ((await countPending(tx, ownerId, cap.since)) >= cap.max) return undefined;
        const [row] = await tx
          .insert(uploads)
          .values({
            ownerId,
            ...photo,
            ...(hashes === undefined ? {} : hashedColumns(hashes)),
            ...(chat ? { chat: true, conversationId: chat.conversationId } : {}),
          })
          .returning(uploadColumns);
        if (hashes) await recordHashViews(tx, row!.id, hashes);
        return row!;
      });
    },

    countUnattachedSince: (ownerId: number, since: Date) => countPending(db, ownerId, since),

    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ ...uploadColumns, listingId: uploads.listingId })
        .from(uploads)
        .where(inArray(uploads.id, ids));
    },
  };
}

export type UploadsRepository = ReturnType<typeof uploadsRepository>;
