import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications, phoneCodes, users, verifiedPhones } from '../../db/schema.ts';

/** Verified numbers and the verifications under way: the only SQL on them. */
export function phonesRepository(db: Db) {
  return {
    async verifiedOf(userId: number) {
      const [row] = await db.select().from(verifiedPhones).where(eq(verifiedPhones.userId, userId));
      return row;
    },

    async pendingOf(userId: number) {
      const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.userId, userId));
      return row;
    },

    /** The newest code sent to this number for another account (the per-number resend wait). */
    async lastSentToNumber(phone: string, exceptUserId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: sql<Date | string>`max(${phoneCodes.sentAt})` })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.phone, phone), ne(phoneCodes.userId, exceptUserId)));
      return row?.at ? new Date(row.at) : undefined;
    },

    /** A new code replaces any earlier one of the account (its tries start again). */
    async savePending(userId: number, phone: string, codeHash: string, expiresAt: Date) {
      const values = { userId, phone, codeHash, attempts: 0, sentAt: new Date(), expiresAt };
      await db
        .insert(phoneCodes)
        .values(values)
        .onConflictDoUpdate({ target: phoneCodes.userId, set: values });
    },

    async dropPending(userId: number) {
      await db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    },

    /** Counts one wrong try; the tries made so far, or undefined when the code was gone. */
    async countWrongTry(userId: number): Promise<number | undefined> {
      const [row] = await db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(eq(phoneCodes.userId, userId))
        .returning({ attempts: phoneCodes.attempts });
      return row?.attempts;
    },

    /**
     * The number becomes this account's: taken from any other account that had it (one number,
     * one account), the code spent. Under a lock on the number, so two accounts proving it at the
     * same moment are settled one after the other. Gives the account that lost it, if any;
     * `onTaken` runs for it in the same transaction (the notice goes with the move, or neither).
     */
    async verify(
      userId: number,
      phone: string,
      onTaken: (tx: Tx, previousOwnerId: number) => Promise<void> = async () => {},
    ): Promise<{ tookFrom: number | undefined; at: Date }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verified-phone:${phone}`}))`);
        const taken = await tx
          .delete(verifiedPhones)
          .where(and(eq(verifiedPhones.phone, phone), ne(verifiedPhones.userId, userId)))
          .returning({ userId: verifiedPhones.userId });
        const at = new Date();
        await tx
          .insert(verifiedPhones)
          .values({ userId, phone, verifiedAt: at })
          .onConflictDoUpdate({ target: verifiedPhones.userId, set: { phone, verifiedAt: at } });
        await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
        const tookFrom = taken[0]?.userId;
        if (tookFrom !== undefined) await onTaken(tx, tookFrom);
        return { tookFrom, at };
      });
    },

    /** The bell's notice that the number left this account; no actor (who took it is not said). */
    async addMovedNotice(tx: Tx, userId: number, ending: string) {
      await tx.insert(notifications).values({ userId, kind: 'phone_moved', data: { ending } });
    },

    /** Where the e-mail about a moved number goes; nothing for a suspended account. */
    async mailTo(userId: number) {
      const [row] = await db
        .select({ email: users.email, name: users.name, suspendedAt: users.suspendedAt })
        .from(users)
        .where(eq(users.id, userId));
      return row && !row.suspendedAt ? row : undefined;
    },

    async removeVerified(userId: number) {
      await db.delete(verifiedPhones).where(eq(verifiedPhones.userId, userId));
    },
  };
}

export type PhonesRepository = ReturnType<typeof phonesRepository>;
