import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks } from '../../db/schema.ts';

/** True unless `userId` blocked the person in `otherId` (a column or expression of the query). */
export function notBlockedBy(userId: number, otherId: AnyPgColumn | SQL) {
  return sql`not exists (select 1 from ${blocks} b where b.blocker_id = ${userId} and b.blocked_id = ${otherId})`;
}
