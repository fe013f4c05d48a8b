import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { reports } from '../../db/schema.ts';
import { hasVerifiedPhone, VERIFIED_PHONE_WEIGHT } from '../phones/index.ts';
import type { Executor } from './reports-repository.ts';

/**
 * The verified-phone term of a report's weight, kept apart from the other rules: each counted
 * reporter of the ad who has a verified mobile number adds VERIFIED_PHONE_WEIGHT - 1 on top of
 * their one count. With the default threshold of 3, two verified people hold an ad where three
 * others would be needed.
 */
export async function verifiedPhoneExtraWeight(db: Executor, listingId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(reports.reporterId) })
    .from(reports)
    .where(
      and(
        eq(reports.listingId, listingId),
        eq(reports.status, 'open'),
        eq(reports.standing, 'counted'),
        isNull(reports.messageId),
        hasVerifiedPhone(sql`${reports}.reporter_id`),
      ),
    );
  return Number(row?.n ?? 0) * (VERIFIED_PHONE_WEIGHT - 1);
}
