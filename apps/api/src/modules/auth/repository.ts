import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens, signInAddresses, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type EmailTokenPurpose = 'reset' | 'signup';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/** How many addresses an account keeps as its usual ones, and for how long without a sign-in. */
const USUAL_ADDRESSES = 10;
const USUAL_FOR = sql`interval '90 days'`;

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

    /** Whether the account with this e-mail signed in with its password from this address lately. */
    async isUsualAddress(email: string, address: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: signInAddresses.userId })
        .from(signInAddresses)
        .innerJoin(users, eq(users.id, signInAddresses.userId))
        .where(
          and(
            byEmail(email),
            eq(signInAddresses.address, address),
            gt(signInAddresses.lastSeenAt, sql`now() - ${USUAL_FOR}`),
          ),
        );
      return row !== undefined;
    },

    /** Keeps this address among the account's usual ones (the most recent few). */
    async rememberAddress(userId: number, address: string): Promise<void> {
      await db
        .insert(signInAddresses)
        .values({ userId, address })
        .onConflictDoUpdate({
          target: [signInAddresses.userId, signInAddresses.address],
          set: { lastSeenAt: sql`now()` },
        });
      const recent = db
        .select({ address: signInAddresses.address })
        .from(signInAddresses)
        .where(eq(signInAddresses.userId, userId))
        .orderBy(desc(signInAddresses.lastSeenAt))
        .limit(USUAL_ADDRESSES);
      await db
        .delete(signInAddresses)
        .where(and(eq(signInAddresses.userId, userId), notInArray(signInAddresses.address, recent)));
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
