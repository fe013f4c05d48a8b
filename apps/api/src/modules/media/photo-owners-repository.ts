import { PUBLIC_LISTING_STATUSES } from '@bazaar/shared';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { listingPhotos, listings, uploads, users } from '../../db/schema.ts';

/** Whose photo a key is, and whether anyone may see it. */
export interface PhotoOwner {
  ownerId: number;
  /** On an ad anyone may see (active or sold) of a seller not suspended; false for drafts. */
  isPublic: boolean;
}

const publicStatuses = sql.join(
  PUBLIC_LISTING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export function photoOwnersRepository(db: Db) {
  return {
    /**
     * One indexed lookup per photo: the ad it is on (listing_photos_key_idx), else the draft upload
     * it is (uploads_key_idx). Undefined when nothing names it, and for chat photos: those are
     * answered only under their conversation's private address, never here.
     */
    async find(key: string): Promise<PhotoOwner | undefined> {
      const [row] = await rowsOf<{ owner_id: string | number; is_public: boolean }>(
        db,
        sql`select * from (
              select l.seller_id as owner_id,
                (l.status in (${publicStatuses}) and u.suspended_at is null) as is_public, 0 as rank
                from ${listingPhotos} p join ${listings} l on l.id = p.listing_id
                join ${users} u on u.id = l.seller_id
                where p.key = ${key}
              union all
              select d.owner_id, false, 1 from ${uploads} d where d.key = ${key} and not d.chat
            ) found order by rank limit 1`,
      );
      return row && { ownerId: Number(row.owner_id), isPublic: row.is_public };
    },
  };
}

export type PhotoOwnersRepository = ReturnType<typeof photoOwnersRepository>;
