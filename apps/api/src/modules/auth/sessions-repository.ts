import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/** The sessions table; rows are looked up by the SHA-256 of the cookie's token. */
export function sessionsRepository(db: Db) {
  return {
    async insert(s: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(s);
    },

    /** The session and its person, unless it has expired. */
    async findLive(idHash: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        // A suspended account's sessions are ended; this also refuses any that slipped past.
        .where(
          and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)),
        );
      return row;
    },

    async extend(idHash: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash));
    },

    async delete(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    async deleteAllOf(userId: number, exceptIdHash?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          exceptIdHash
            ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
            : eq(sessions.userId, userId),
        );
    },

    async deleteExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
