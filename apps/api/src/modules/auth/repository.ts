import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type EmailTokenPurpose = 'reset' | 'signup';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** Accounts and their e-mailed single-use tokens. */
export function authRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(byEmail(email));
      return row;
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
      return row;
    },

    /** Undefined when the e-mail was taken in the meantime (the unique index decides, not a race). */
    async create(user: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    async setPassword(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async linkGoogle(userId: number, subject: string): Promise<void> {
      await db.update(users).set({ googleSubject: subject }).where(eq(users.id, userId));
    },

    async saveToken(t: {
      tokenHash: string;
      purpose: EmailTokenPurpose;
      userId?: number;
      payload?: Record<string, string | null>;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailTokens).values(t);
    },

    /**
     * Marks a live token used and gives it back, in one statement: of two requests racing with the
     * same link, exactly one gets it.
     */
    async useToken(tokenHash: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    /** After a reset, older reset links for the same account stop working too. */
    async dropTokensOf(userId: number, purpose: EmailTokenPurpose): Promise<void> {
      await db
        .delete(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
    },

    async deleteExpiredTokens(): Promise<void> {
      await db.delete(emailTokens).where(sql`${emailTokens.expiresAt} < now() - interval '1 day'`);
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
