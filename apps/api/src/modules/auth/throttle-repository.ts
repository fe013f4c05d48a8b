import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authRateLimits } from '../../db/schema.ts';

const windowOf = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

export function throttleRepository(db: Db) {
  return {
    /** One upsert: a window that has passed starts again at 1, otherwise the count goes up. */
    async hit(key: string, windowMs: number): Promise<{ hits: number; windowStart: Date }> {
      const expired = sql`${authRateLimits.windowStart} <= now() - ${windowOf(windowMs)}`;
      const [row] = await db
        .insert(authRateLimits)
        .values({ key, windowStart: sql`now()`, hits: 1 })
        .onConflictDoUpdate({
          target: authRateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${authRateLimits.hits} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${authRateLimits.windowStart} end`,
          },
        })
        .returning({ hits: authRateLimits.hits, windowStart: authRateLimits.windowStart });
      return row!;
    },

    async peek(key: string, windowMs: number) {
      const [row] = await db
        .select({ hits: authRateLimits.hits, windowStart: authRateLimits.windowStart })
        .from(authRateLimits)
        .where(
          and(
            eq(authRateLimits.key, key),
            gt(authRateLimits.windowStart, sql`now() - ${windowOf(windowMs)}`),
          ),
        );
      return row;
    },

    /** No window is longer than an hour; a day-old counter is dead weight. */
    async sweep(): Promise<void> {
      await db.delete(authRateLimits).where(sql`${authRateLimits.windowStart} < now() - interval '1 day'`);
    },
  };
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>;
