import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** How many keys past their limit one process remembers (the least recently refused go first). */
const REFUSED_KEYS_MAX = 10_000;
/**
 * How long a process refuses a key past its limit from memory, without counting it in the
 * database: short, so a counter forgotten by another process (a password reset ending a lock-out)
 * is heard within it.
 */
const REFUSED_MEMORY_MS = 2_000;

const windowOf = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** One counter as the rate-limit plugin reads it: the count, and milliseconds left in its window. */
export interface Counted {
  current: number;
  ttl: number;
}

/**
 * Rate-limit counters in the database, so every API process counts the same requests. Time comes
 * from the database's clock (one for all processes), never from a process's own.
 */
export function rateLimitRepository(db: Db) {
  const ttl = (windowMs: number) =>
    sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.windowStart} + ${windowOf(windowMs)} - now())) * 1000))::int`;

  // Keys just found past their limit: a flood of requests that will all be refused is refused from
  // here, without a database write each (the writes slowed everyone else's lists).
  const refused = new LRUCache<string, { current: number; windowEnds: number; until: number }>({
    max: REFUSED_KEYS_MAX,
  });

  /** The upsert itself. */
  async function count(key: string, windowMs: number): Promise<Counted> {
    const expired = sql`${rateLimits.windowStart} <= now() - ${windowOf(windowMs)}`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ current: rateLimits.hits, ttl: ttl(windowMs) });
    return row!;
  }

  return {
    /**
     * One upsert: a window that has passed starts again at 1, otherwise the count goes up. Past
     * `max`, the key is refused from memory for a moment (REFUSED_MEMORY_MS) and counted on there.
     */
    async hit(key: string, windowMs: number, max?: number): Promise<Counted> {
      const known = refused.get(key);
      const now = Date.now();
      if (known && known.until > now) return { current: ++known.current, ttl: known.windowEnds - now };
      const counted = await count(key, windowMs);
      if (max !== undefined && counted.current > max)
        refused.set(key, {
          current: counted.current,
          windowEnds: now + counted.ttl,
          until: now + Math.min(counted.ttl, REFUSED_MEMORY_MS),
        });
      return counted;
    },

    /** The count without adding to it; a passed window counts as none. */
    async read(key: string, windowMs: number): Promise<Counted> {
      const [row] = await db
        .select({ current: rateLimits.hits, ttl: ttl(windowMs) })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      return row && row.ttl > 0 ? row : { current: 0, ttl: windowMs };
    },

    /** Every counter whose key starts so (an account's lock-out after its password was reset). */
    async forget(keyPrefix: string): Promise<void> {
      for (const key of refused.keys()) if (key.startsWith(keyPrefix)) refused.delete(key);
      await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${keyPrefix})`);
    },

    /** No window is longer than a day; an older counter is dead weight. */
    async sweep(): Promise<void> {
      await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '2 days'`);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
