import type { ListingStatus } from '@bazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { appSecret } from '../../db/app-secrets.ts';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { favourites, listings, notifications, users } from '../../db/schema.ts';
import { comeback, lockForComeback, type ComebackRefusal } from '../listings/index.ts';

const SECRET_NAME = 'listing-renew-links';

/** An ad's end as the renew link names it: whole seconds, the same in SQL and in the token. */
const PERIOD = sql`floor(extract(epoch from ${listings.expiresAt}))::bigint`;

export interface RenewableRow {
  id: number;
  sellerId: number;
  category: string;
  title: string;
  status: ListingStatus;
  statusBefore: ListingStatus | null;
  sellerSuspended: boolean;
  expiresAt: Date;
  period: number;
}

type Row = {
  id: string | number;
  seller_id: string | number;
  category: string;
  title: string;
  status: ListingStatus;
  status_before: ListingStatus | null;
  seller_suspended: boolean;
  expires_at: string | Date;
  period: string | number;
};

const toRow = (r: Row): RenewableRow => ({
  id: Number(r.id),
  sellerId: Number(r.seller_id),
  category: r.category,
  title: r.title,
  status: r.status,
  statusBefore: r.status_before,
  sellerSuspended: !!r.seller_suspended,
  expiresAt: new Date(r.expires_at),
  period: Number(r.period),
});

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Ads' ends: expiring them, reminding their sellers, renewing them. */
export function expiryRepository(db: Db) {
  return {
    /**
     * Ends up to `limit` live ads whose time ran out and rings, in the same transaction, their
     * sellers' bells and those of everyone who keeps them in favourites. The status change is
     * announced by the listings trigger (migration 0012), so every cached list drops them. SKIP
     * LOCKED: two processes never take the same ads. Gives the ads and the people told.
     */
    async expireDue(limit: number): Promise<{ ids: number[]; told: number[] }> {
      return db.transaction(async (tx) => {
        const ended = await rowsOf<{ id: string | number }>(
          tx as unknown as Db,
          sql`update ${listings} set status = 'expired', updated_at = now()
              where id in (
                select id from ${listings}
                where status = 'active' and expires_at <= now()
                order by expires_at, id
                limit ${limit}
                for update skip locked)
              returning id`,
        );
        const ids = ended.map((r) => Number(r.id));
        if (ids.length === 0) return { ids, told: [] };
        const told = await rowsOf<{ user_id: string | number }>(
          tx as unknown as Db,
          sql`insert into ${notifications} (user_id, kind, listing_id)
              select l.seller_id, 'ad_expired', l.id from ${listings} l where l.id in (${idList(ids)})
              union all
              select f.user_id, 'favourite_expired', f.listing_id
              from ${favourites} f join ${listings} l on l.id = f.listing_id
              where f.listing_id in (${idList(ids)}) and f.user_id <> l.seller_id
              returning user_id`,
        );
        return { ids, told: [...new Set(told.map((r) => Number(r.user_id)))] };
      });
    },

    /**
     * Marks up to `limit` live ads ending within `days` whose sellers were not yet reminded of
     * this end, and rings their bells; the caller adds the e-mail's job in the same transaction.
     * Renewing moves the end, so the next period gets its own reminder.
     */
    async remindDue(tx: Tx, days: number, limit: number): Promise<RenewableRow[]> {
      const rows = await rowsOf<Row>(
        tx as unknown as Db,
        sql`update ${listings} set expiry_reminded_for = expires_at
            where id in (
              select id from ${listings}
              where status = 'active' and expires_at > now()
                and expires_at <= now() + ${days} * interval '1 day'
                and expiry_reminded_for is distinct from expires_at
              order by expires_at, id
              limit ${limit}
              for update skip locked)
            returning id, seller_id, category, title, status, status_before, false as seller_suspended,
              expires_at, ${PERIOD} as period`,
      );
      const reminded = rows.map(toRow);
      if (reminded.length)
        await tx.insert(notifications).values(
          reminded.map((r) => ({
            userId: r.sellerId,
            kind: 'ad_expiring' as const,
            listingId: r.id,
            data: { expiresAt: r.expiresAt.toISOString() },
          })),
        );
      return reminded;
    },

    async find(id: number): Promise<RenewableRow | undefined> {
      const rows = await rowsOf<Row>(
        db,
        sql`select l.id, l.seller_id, l.category, l.title, l.status, l.status_before,
              u.suspended_at is not null as seller_suspended, l.expires_at,
              floor(extract(epoch from l.expires_at))::bigint as period
            from ${listings} l join ${users} u on u.id = l.seller_id where l.id = ${id}`,
      );
      return rows[0] && toRow(rows[0]);
    },

    /** The person a reminder goes to. */
    async seller(id: number) {
      const [row] = await db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /**
     * Live again for `ttlDays` from now, if the one rule of comebacks (listings/comeback.ts) lets
     * this ad back: of this seller, or (`period` given) only while its end is still the one a
     * renew link was sent about. `refused` says why not; undefined when it is not that ad (any more).
     */
    async renew(
      id: number,
      ttlDays: number,
      by: { sellerId: number } | { period: number },
    ): Promise<{ renewed: RenewableRow } | { refused: ComebackRefusal } | undefined> {
      return db.transaction(async (tx) => {
        const ad = await lockForComeback(tx, id);
        if (!ad) return undefined;
        if (
          'sellerId' in by
            ? ad.sellerId !== by.sellerId
            : Math.floor(ad.expiresAt.getTime() / 1000) !== by.period
        )
          return undefined;
        const verdict = comeback(ad, 'renew');
        if (!verdict.ok) return { refused: verdict.why };
        const rows = await rowsOf<Row>(
          tx as unknown as Db,
          sql`update ${listings}
              set status = ${verdict.status}, status_before = ${verdict.statusBefore},
                expires_at = now() + ${ttlDays} * interval '1 day', updated_at = now()
              where id = ${id}
              returning id, seller_id, category, title, status, status_before, false as seller_suspended,
                expires_at, ${PERIOD} as period`,
        );
        return { renewed: toRow(rows[0]!) };
      });
    },

    /** The renew links' key. */
    signingKey: () => appSecret(db, SECRET_NAME),
  };
}

export type ExpiryRepository = ReturnType<typeof expiryRepository>;
