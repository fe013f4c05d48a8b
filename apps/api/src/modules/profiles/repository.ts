import { REPLY_STATS_WINDOW_DAYS } from '@bazaar/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { conversations, listings, messages, users } from '../../db/schema.ts';
import { publicListingCondition } from '../listings/index.ts';
import { personFactColumns } from '../people/index.ts';

/** What a public profile reads: the only SQL of profiles. */
export function profilesRepository(db: Db) {
  return {
    async person(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          createdAt: users.createdAt,
          suspendedAt: users.suspendedAt,
          facts: personFactColumns,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** Where they sell: the place of their latest public ad (sold ones too). */
    async place(sellerId: number) {
      const [row] = await db
        .select({ city: listings.city, state: listings.state })
        .from(listings)
        .where(and(eq(listings.sellerId, sellerId), publicListingCondition({ includeSold: true })))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(1);
      return row;
    },

    /** Their ads open now, through the lists' own visibility rule. */
    async liveAds(sellerId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(listings)
        .where(and(eq(listings.sellerId, sellerId), publicListingCondition({ includeSold: false })));
      return Number(row?.n ?? 0);
    },

    /**
     * Over the window: conversations about their ads whose buyer wrote, how many of those they
     * answered after the buyer's first message, and the median time to that first answer.
     */
    async replyFigures(sellerId: number) {
      const [row] = await rowsOf<{ asked: number; answered: number; median_seconds: number | string | null }>(
        db,
        sql`with firsts as (
              select
                (select min(m.created_at) from ${messages} m
                  where m.conversation_id = c.id and m.sender_id = c.buyer_id) as asked,
                (select min(m.created_at) from ${messages} m
                  where m.conversation_id = c.id and m.sender_id = c.seller_id) as answered
              from ${conversations} c
              where c.seller_id = ${sellerId}
                and c.created_at > now() - make_interval(days => ${REPLY_STATS_WINDOW_DAYS}))
            select
              count(*) filter (where asked is not null)::int as asked,
              count(*) filter (where asked is not null and answered >= asked)::int as answered,
              (percentile_cont(0.5) within group (order by extract(epoch from answered - asked))
                filter (where asked is not null and answered >= asked))::float8 as median_seconds
            from firsts`,
      );
      return {
        asked: Number(row?.asked ?? 0),
        answered: Number(row?.answered ?? 0),
        medianSeconds: row?.median_seconds == null ? null : Number(row.median_seconds),
      };
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
