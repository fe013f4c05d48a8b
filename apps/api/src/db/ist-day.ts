import { sql, type SQL } from 'drizzle-orm';

/**
 * The calendar day in India (UTC+5:30, no daylight saving) of a timestamptz: what "per day" means
 * to Bazaar's people. Written as arithmetic rather than AT TIME ZONE 'Asia/Kolkata' so it needs no
 * time zone database (the embedded engine may not carry one).
 */
export const istDay = (timestamp: SQL | string) =>
  typeof timestamp === 'string'
    ? sql.raw(`((${timestamp} at time zone 'UTC') + interval '5 hours 30 minutes')::date`)
    : sql`((${timestamp} at time zone 'UTC') + interval '5 hours 30 minutes')::date`;

/** Today in India as YYYY-MM-DD, from this process's clock. */
export function istToday(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
}
