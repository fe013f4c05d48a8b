import { and, eq, ne, sql } from 'drizzle-orm';
import { INSIGHT_DAYS_MAX } from '@bazaar/shared';
import { rowsOf, type Db } from '../../db/client.ts';
import { istDay } from '../../db/ist-day.ts';
import { conversations, favourites, listingDailyViews, listings, offers } from '../../db/schema.ts';

/** Per-day figures of one ad: views from the daily table, the rest counted from their own rows. */
export function insightsRepository(db: Db) {
  return {
    async ownAd(sellerId: number, id: number) {
      const [row] = await db
        .select({
          id: listings.id,
          category: listings.category,
          brand: listings.brand,
          model: listings.model,
          year: listings.year,
          kmDriven: listings.kmDriven,
          price: listings.price,
        })
        .from(listings)
        .where(and(eq(listings.id, id), eq(listings.sellerId, sellerId), ne(listings.status, 'removed')));
      return row;
    },

    /** Every day from the ad's first (at most INSIGHT_DAYS_MAX back) to today, zeros included. */
    async days(id: number) {
      const rows = await rowsOf<{
        day: string;
        views: number;
        favourites: number;
        chats: number;
        offers: number;
      }>(
        db,
        sql`
        with ad as (select created_at from ${listings} where id = ${id}),
        days as (
          select generate_series(
                   greatest(${istDay('ad.created_at')}, ${istDay(sql`now()`)} - ${INSIGHT_DAYS_MAX - 1}::int)::timestamp,
                   ${istDay(sql`now()`)}::timestamp,
                   interval '1 day')::date as day
          from ad),
        fav as (select ${istDay('created_at')} as day, count(*)::int as n from ${favourites}
                where listing_id = ${id} group by 1),
        chat as (select ${istDay('created_at')} as day, count(*)::int as n from ${conversations}
                 where listing_id = ${id} group by 1),
        offer as (select ${istDay('created_at')} as day, count(*)::int as n from ${offers}
                  where listing_id = ${id} group by 1)
        select to_char(d.day, 'YYYY-MM-DD') as day,
               coalesce(v.views, 0)::int as views,
               coalesce(fav.n, 0) as favourites,
               coalesce(chat.n, 0) as chats,
               coalesce(offer.n, 0) as offers
        from days d
        left join ${listingDailyViews} v on v.listing_id = ${id} and v.day = d.day
        left join fav on fav.day = d.day
        left join chat on chat.day = d.day
        left join offer on offer.day = d.day
        order by d.day`,
      );
      return rows.map((r) => ({
        day: r.day,
        views: Number(r.views),
        favourites: Number(r.favourites),
        chats: Number(r.chats),
        offers: Number(r.offers),
      }));
    },
  };
}

export type InsightsRepository = ReturnType<typeof insightsRepository>;
