import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { auditLog, listings, reports, users } from '../../db/schema.ts';

export const STATS_DAYS = 30;

/** Per-day counts for the console's charts, and the totals /metrics reports. */
export function statsRepository(db: Db) {
  const perDay = async (query: ReturnType<typeof sql>) => {
    const rows = await rowsOf<{ day: string; n: number }>(db, query);
    return new Map(rows.map((r) => [String(r.day), Number(r.n)]));
  };
  const since = sql`(current_date - ${STATS_DAYS - 1}::int)::timestamptz`;
  const day = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

  return {
    async daily() {
      const [adsPosted, reported, removals, suspensions] = await Promise.all([
        perDay(
          sql`select ${day(sql`created_at`)} as day, count(*)::int as n from ${listings} where created_at >= ${since} group by 1`,
        ),
        perDay(
          sql`select ${day(sql`created_at`)} as day, count(*)::int as n from ${reports} where created_at >= ${since} group by 1`,
        ),
        perDay(
          sql`select ${day(sql`created_at`)} as day, count(*)::int as n from ${auditLog} where action = 'remove' and created_at >= ${since} group by 1`,
        ),
        perDay(
          sql`select ${day(sql`created_at`)} as day, count(*)::int as n from ${auditLog} where action = 'suspend' and created_at >= ${since} group by 1`,
        ),
      ]);
      return { adsPosted, reported, removals, suspensions };
    },

    /** Open reports, held ads, ads taken down, suspended accounts: now. */
    async totals() {
      const [row] = await rowsOf<{ reports: number; held: number; removed: number; suspended: number }>(
        db,
        sql`select
              (select count(*)::int from ${reports} where status = 'open') as reports,
              (select count(*)::int from ${listings} where status = 'held') as held,
              (select count(*)::int from ${listings} where status = 'taken_down') as removed,
              (select count(*)::int from ${users} where suspended_at is not null) as suspended`,
      );
      return row!;
    },
  };
}

export type StatsRepository = ReturnType<typeof statsRepository>;
