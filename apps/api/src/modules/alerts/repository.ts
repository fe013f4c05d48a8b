import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { appSecret } from '../../db/app-secrets.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { istDay } from '../../db/ist-day.ts';
import {
  alertDigests,
  alertSettings,
  listings,
  notifications,
  savedSearchMatches,
  savedSearches,
  users,
} from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import type { NormalisedSearch } from './normalise.ts';

const SECRET_NAME = 'digest-unsubscribe';

/** Saved searches, their matches and the digest's bookkeeping: the only SQL of alerts. */
export function alertsRepository(db: Db) {
  return {
    /** Saves (or, saved already, finds) the search; gives its id and whether it is new. */
    async save(userId: number, s: NormalisedSearch): Promise<{ id: number; created: boolean }> {
      const [row] = await db
        .insert(savedSearches)
        .values({ userId, query: s.query, queryKey: s.key, ...s.columns })
        .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.queryKey] })
        .returning({ id: savedSearches.id });
      if (row) return { id: row.id, created: true };
      const [old] = await db
        .update(savedSearches)
        .set({ enabled: true })
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.queryKey, s.key)))
        .returning({ id: savedSearches.id });
      return { id: old!.id, created: false };
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },

    async list(userId: number) {
      return db
        .select({
          id: savedSearches.id,
          query: savedSearches.query,
          enabled: savedSearches.enabled,
          createdAt: savedSearches.createdAt,
          matches:
            sql<number>`(select count(*) from ${savedSearchMatches} m where m.saved_search_id = ${savedSearches.id})`.mapWith(
              Number,
            ),
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    async setEnabled(userId: number, id: number, enabled: boolean): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set({ enabled })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /**
     * The alert for a newly published ad, in one statement: candidates come from the place index
     * (category, state, city each equal to the ad's or '' for any), the other filters and the
     * words are checked against the ad's own row; each (search, ad) is recorded once (its primary
     * key) and each person gets one bell notice per ad, however many of their searches it fits.
     * Never the ad's own seller. Gives the notices made (none when run again).
     */
    async matchListing(executor: Db | Tx, listingId: number): Promise<{ id: number; userId: number }[]> {
      const rows = await rowsOf<{ id: string | number; user_id: string | number }>(
        executor as Db,
        sql`
        with ad as (
          select * from ${listings} where id = ${listingId} and status = 'active'
        ), candidates as (
          select s.id, s.user_id
          from ad join ${savedSearches} s
            on s.enabled
           -- "= any(array[…])", not "in (…)": only this form becomes the place index's condition
           -- (measured: 57 ms instead of a 400 ms scan of 100,000 saved searches).
           and s.category = any(array[ad.category, '']) and s.state = any(array[ad.state, ''])
           and s.city = any(array[ad.city, ''])
          where s.user_id <> ad.seller_id
            and (s.brands is null or ad.brand = any(s.brands))
            and (s.model_prefix is null or ad.model ilike s.model_prefix
                 or concat_ws(' ', ad.brand, ad.model) ilike s.model_prefix)
            and (s.min_price is null or ad.price >= s.min_price)
            and (s.max_price is null or ad.price <= s.max_price)
            and (s.min_year is null or ad.year >= s.min_year)
            and (s.max_year is null or ad.year <= s.max_year)
            and (s.max_km is null or ad.km_driven <= s.max_km)
            and (s.fuel is null or ad.fuel = any(s.fuel))
            and (s.transmission is null or ad.transmission = any(s.transmission))
            and (s.owners is null or ad.owners = any(s.owners))
            and (s.bhk is null or ad.bhk = any(s.bhk))
            and not exists (
              select 1 from jsonb_each(s.attrs) a
              where not coalesce((ad.attributes ->> a.key) in (select jsonb_array_elements_text(a.value)), false))
            and (s.text_query is null or ad.search_vector @@ to_tsquery('simple'::regconfig, s.text_query))
            -- Within the search's radius, measured as the list measures it (as the crow flies).
            and (s.near_km is null or (ad.lat is not null and
                 distance_km(s.near_lat, s.near_lng, ad.lat, ad.lng) <= s.near_km))
        ), recorded as (
          insert into ${savedSearchMatches} (saved_search_id, listing_id, user_id)
          select id, ${listingId}, user_id from candidates
          on conflict do nothing
          returning saved_search_id, user_id
        )
        insert into ${notifications} (user_id, kind, listing_id, data)
        select user_id, 'saved_search_match', ${listingId},
               jsonb_build_object('savedSearchId', min(saved_search_id))
        from recorded
        group by user_id
        returning id, user_id`,
      );
      return rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id) }));
    },

    /** People with matches on this Indian day who want digests and have not had that day's. */
    async digestRecipients(day: string): Promise<number[]> {
      const rows = await rowsOf<{ user_id: string | number }>(
        db,
        sql`select distinct m.user_id from ${savedSearchMatches} m
            left join ${alertSettings} s on s.user_id = m.user_id
            where ${istDay('m.created_at')} = ${day}::date
              and m.created_at >= ${day}::date - interval '1 day'
              and m.created_at < ${day}::date + interval '2 days'
              and coalesce(s.digest, true)
              and not exists (select 1 from ${alertDigests} d where d.user_id = m.user_id and d.day = ${day}::date)
            order by m.user_id`,
      );
      return rows.map((r) => Number(r.user_id));
    },

    /**
     * Records the day's digest as sent and, in the same transaction, lets `send` mail it: a mail
     * that fails rolls the record back (tried again later); a second process finds it recorded.
     */
    async sendDigestOnce(userId: number, day: string, send: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(alertDigests)
          .values({ userId, day })
          .onConflictDoNothing()
          .returning({ userId: alertDigests.userId });
        if (!row) return false;
        await send(tx);
        return true;
      });
    },

    /** The person and the ads their searches found that day (still active), for the mail. */
    async digestContent(executor: Db | Tx, userId: number, day: string) {
      const [person] = await executor
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const ads = await executor
        .selectDistinct({
          id: listings.id,
          title: listings.title,
          price: listings.price,
          city: listings.city,
          category: listings.category,
        })
        .from(savedSearchMatches)
        .innerJoin(listings, eq(listings.id, savedSearchMatches.listingId))
        .where(
          and(
            eq(savedSearchMatches.userId, userId),
            sql`${istDay(sql`${savedSearchMatches.createdAt}`)} = ${day}::date`,
            eq(listings.status, 'active'),
          ),
        )
        .orderBy(asc(listings.id))
        .limit(50);
      return { person, ads };
    },

    async setDigest(userId: number, digest: boolean) {
      await db
        .insert(alertSettings)
        .values({ userId, digest })
        .onConflictDoUpdate({ target: alertSettings.userId, set: { digest } });
    },

    async digestWanted(userId: number): Promise<boolean> {
      const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
      return row?.digest ?? true;
    },

    async userExists(userId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return !!row;
    },

    /** The unsubscribe links' key. */
    signingKey: () => appSecret(db, SECRET_NAME),
  };
}

export type AlertsRepository = ReturnType<typeof alertsRepository>;
