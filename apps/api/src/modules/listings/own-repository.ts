import { and, asc, desc, eq, gt, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { deals, listingPhotos, listings, ratings, uploads, users } from '../../db/schema.ts';
import { Invalid } from '../../lib/errors.ts';
import { LET_GO, UPLOAD_USABLE_MS, uploadColumns } from '../media/index.ts';
import { closeOpenOffers, type ClosedOffer } from './closing-offers.ts';
import {
  comeback,
  isModerated,
  lockForComeback,
  statusBeforeRemoval,
  type ComebackRefusal,
} from './comeback.ts';
import { cardColumns, photoColumns } from './repository.ts';

export const PHOTOS_GONE = 'Some photos are no longer available: add them again';

const dealBuyer = alias(users, 'deal_buyer');

export type ListingValues = Pick<
  typeof listings.$inferInsert,
  | 'category'
  | 'title'
  | 'description'
  | 'price'
  | 'brand'
  | 'model'
  | 'year'
  | 'kmDriven'
  | 'fuel'
  | 'transmission'
  | 'owners'
  | 'bhk'
  | 'attributes'
  | 'state'
  | 'city'
  | 'locality'
  | 'lat'
  | 'lng'
  | 'showPhone'
>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Work to do in the transaction that makes an ad live (new or republished): alerts enqueue here. */
export type OnPublished = (tx: Tx, listingId: number) => Promise<void>;

/** A seller's own ads: writes, and reads that show what only the seller sees. */
export function ownListingsRepository(db: Db, onPublished?: OnPublished, ttlDays = 30) {
  /** A published (or republished) ad ends this long from now unless renewed. */
  const endsAt = () => sql`now() + ${ttlDays} * interval '1 day'`;
  /**
   * Makes `uploadIds` the ad's photos, in order: they must be the seller's and either free or
   * already this ad's. Gives the keys of photos the ad no longer uses. An id that is not acceptable
   * (someone else's, another ad's, swept) throws, which rolls the whole change back.
   */
  async function setPhotos(tx: Tx, sellerId: number, listingId: number, uploadIds: number[]) {
    const rows = uploadIds.length
      ? await tx
          .update(uploads)
          .set({ listingId })
          .where(
            and(
              inArray(uploads.id, uploadIds),
              eq(uploads.ownerId, sellerId),
              // A photo sent (or to be sent) in chat stays private to its conversation.
              eq(uploads.chat, false),
              or(
                // A draft the sweep may be removing (or a photo an ad let go of) is not taken.
                and(
                  isNull(uploads.listingId),
                  gt(uploads.createdAt, new Date(Date.now() - UPLOAD_USABLE_MS)),
                ),
                eq(uploads.listingId, listingId),
              ),
            ),
          )
          .returning(uploadColumns)
      : [];
    if (rows.length !== uploadIds.length) throw new Invalid(PHOTOS_GONE, { photoIds: PHOTOS_GONE });
    // Let go, not deleted: the rows stay until their files are gone (the service removes both
    // after commit; if the process dies first, the sweep does).
    const dropped = await tx
      .update(uploads)
      .set({ listingId: null, createdAt: LET_GO })
      .where(
        and(
          eq(uploads.listingId, listingId),
          uploadIds.length ? notInArray(uploads.id, uploadIds) : undefined,
        ),
      )
      .returning({ key: uploads.key });
    await tx.delete(listingPhotos).where(eq(listingPhotos.listingId, listingId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (uploadIds.length)
      await tx.insert(listingPhotos).values(
        uploadIds.map((id, position) => {
          const { id: _id, ...photo } = byId.get(id)!;
          return { listingId, position, ...photo };
        }),
      );
    return dropped.map((d) => d.key);
  }

  return {
    /** The ad, if it is this seller's and not removed. */
    async findOwn(sellerId: number, id: number, opts: { includeRemoved?: boolean } = {}) {
      const [row] = await db
        .select()
        .from(listings)
        .where(
          and(
            eq(listings.id, id),
            eq(listings.sellerId, sellerId),
            opts.includeRemoved ? undefined : ne(listings.status, 'removed'),
          ),
        );
      return row;
    },

    /** Creates the ad with its photos (the seller's own free uploads). */
    /** `held`: saved hidden, waiting for an operator (prohibited words). */
    async create(sellerId: number, values: ListingValues, uploadIds: number[], held = false) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(listings)
          .values({
            ...values,
            sellerId,
            expiresAt: endsAt(),
            ...(held ? { status: 'held' as const, statusBefore: 'active' as const } : {}),
          })
          .returning({ id: listings.id });
        await setPhotos(tx, sellerId, row!.id, uploadIds);
        await onPublished?.(tx, row!.id);
        return row!.id;
      });
    },

    /**
     * Replaces the ad's values and photos; gives the price and status it had before and the keys of
     * photos it no longer uses, a refusal while it is under moderation, or undefined when the ad is
     * gone (deleted at the same moment). The ad's row is
     * locked first: edits sent together apply one after another, each seeing the price before it.
     */
    async update(sellerId: number, id: number, values: ListingValues, uploadIds: number[]) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ price: listings.price, status: listings.status })
          .from(listings)
          .where(and(eq(listings.id, id), eq(listings.sellerId, sellerId), ne(listings.status, 'removed')))
          .for('no key update');
        if (!before) return undefined;
        // Under moderation the operator decides on what they saw: the seller cannot change it meanwhile.
        if (isModerated(before.status)) return { refused: 'under_review' as const };
        await tx
          .update(listings)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(listings.id, id));
        return {
          previousPrice: before.price,
          status: before.status,
          dropped: await setPhotos(tx, sellerId, id, uploadIds),
        };
      });
    },

    /**
     * Active → sold, closing the ad's open offers in the same transaction; gives the offers it
     * closed, or undefined when the ad was not active (already sold, or deleted meanwhile).
     */
    async markSold(id: number): Promise<{ closed: ClosedOffer[] } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(listings)
          .set({ status: 'sold', updatedAt: new Date() })
          .where(and(eq(listings.id, id), eq(listings.status, 'active')))
          .returning({ sellerId: listings.sellerId });
        if (!row) return undefined;
        return { closed: await closeOpenOffers(tx, { listingId: id, sellerId: row.sellerId, why: 'sold' }) };
      });
    },

    /**
     * Live again, dated today, if the one rule of comebacks (comeback.ts) lets it back; gives why not
     * otherwise. Checked and written with the ad's row locked, so a hold or a suspension arriving at
     * the same moment is never overwritten.
     */
    async republish(sellerId: number, id: number): Promise<{ refused?: ComebackRefusal } | undefined> {
      return db.transaction(async (tx) => {
        const ad = await lockForComeback(tx, id);
        if (!ad || ad.sellerId !== sellerId) return undefined;
        const verdict = comeback(ad, 'republish');
        if (!verdict.ok) return { refused: verdict.why };
        const now = new Date();
        await tx
          .update(listings)
          .set({
            status: verdict.status,
            statusBefore: verdict.statusBefore,
            createdAt: now,
            updatedAt: now,
            expiresAt: endsAt(),
          })
          .where(eq(listings.id, id));
        await onPublished?.(tx, id);
        return {};
      });
    },

    /**
     * Marks the ad removed, closes its open offers (none left if it was sold) and lets go of its
     * photos; gives their keys, for the files, and the offers it closed.
     */
    async remove(id: number): Promise<{ keys: string[]; closed: ClosedOffer[] }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(listings)
          .set({ status: 'removed', statusBefore: statusBeforeRemoval, updatedAt: new Date() })
          .where(eq(listings.id, id))
          .returning({ sellerId: listings.sellerId });
        const closed = row
          ? await closeOpenOffers(tx, { listingId: id, sellerId: row.sellerId, why: 'removed' })
          : [];
        const photos = await tx
          .delete(listingPhotos)
          .where(eq(listingPhotos.listingId, id))
          .returning({ key: listingPhotos.key });
        // As in setPhotos: the rows go after the files (call adoptLegacyPhotos first for demo ads).
        await tx.update(uploads).set({ listingId: null, createdAt: LET_GO }).where(eq(uploads.listingId, id));
        return { keys: photos.map((p) => p.key), closed };
      });
    },

    /**
     * My Ads: all but the seller's removed ones (held and taken down too), newest first, with who
     * bought a sold one (ratings' deal: the buyer's public name only) and whether the seller rated them.
     */
    async mine(sellerId: number) {
      return db
        .select({
          ...cardColumns,
          updatedAt: listings.updatedAt,
          views: listings.views,
          moderationReason: listings.moderationReason,
          appealedAt: listings.appealedAt,
          showPhone: listings.showPhone,
          expiresAt: listings.expiresAt,
          photo: photoColumns,
          deal: { id: deals.id, createdAt: deals.createdAt },
          buyer: { id: dealBuyer.id, name: dealBuyer.name },
          sellerRated: sql<boolean>`exists (select 1 from ${ratings} r
            where r.deal_id = ${deals.id} and r.rater_id = ${sellerId})`,
        })
        .from(listings)
        .leftJoin(listingPhotos, and(eq(listingPhotos.listingId, listings.id), eq(listingPhotos.position, 0)))
        .leftJoin(deals, eq(deals.listingId, listings.id))
        .leftJoin(dealBuyer, eq(dealBuyer.id, deals.buyerId))
        .where(and(eq(listings.sellerId, sellerId), ne(listings.status, 'removed')))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(500);
    },

    /**
     * The ad's photos with upload ids, for the edit form. Ads made before uploads were recorded
     * (demo data) get their upload rows now, so every photo can be kept, moved or dropped alike.
     */
    async photosWithIds(sellerId: number, listingId: number) {
      await this.adoptLegacyPhotos(sellerId, listingId);
      return db
        .select(uploadColumns)
        .from(listingPhotos)
        .innerJoin(uploads, eq(uploads.key, listingPhotos.key))
        .where(eq(listingPhotos.listingId, listingId))
        .orderBy(asc(listingPhotos.position));
    },

    /**
     * Upload rows for an ad's photos that have none (demo data), owned by its seller. Two tabs
     * opening the same demo ad at once both find none; the key's unique index keeps the first.
     */
    async adoptLegacyPhotos(sellerId: number, listingId: number) {
      await db.execute(sql`
        insert into ${uploads} (owner_id, listing_id, key, card_width, card_height, full_width, full_height)
        select ${sellerId}, p.listing_id, p.key, p.card_width, p.card_height, p.full_width, p.full_height
        from ${listingPhotos} p
        where p.listing_id = ${listingId}
          and not exists (select 1 from ${uploads} u where u.key = p.key)
        on conflict (key) do nothing`);
    },

    /** The rows of photos an ad let go of, once their files are gone. */
    async forgetPhotos(keys: string[]) {
      if (keys.length === 0) return;
      await db.delete(uploads).where(and(isNull(uploads.listingId), inArray(uploads.key, keys)));
    },

    async updateContact(userId: number, contact: { name: string; phone?: string }) {
      await db
        .update(users)
        .set(contact.phone ? { name: contact.name, phone: contact.phone } : { name: contact.name })
        .where(eq(users.id, userId));
    },
  };
}

export type OwnListingsRepository = ReturnType<typeof ownListingsRepository>;
