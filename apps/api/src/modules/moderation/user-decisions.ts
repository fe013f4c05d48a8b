import type { Role } from '@bazaar/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, notifications, sessions, users } from '../../db/schema.ts';
import { comeback } from '../listings/index.ts';
import { audit, type Actor } from './audit-repository.ts';

export type UserRowLite = { id: number; email: string; role: Role | null; suspended: boolean };

const lite = {
  id: users.id,
  email: users.email,
  role: users.role,
  suspended: sql<boolean>`${users.suspendedAt} is not null`,
};

/**
 * Decisions about a person: warning, suspension, reinstatement and roles. Each runs in one
 * transaction and writes exactly one audit row in it.
 */
export function userDecisions(db: Db) {
  return {
    async find(id: number): Promise<UserRowLite | undefined> {
      const [row] = await db.select(lite).from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRowLite | undefined> {
      const [row] = await db
        .select(lite)
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    /** A notification in the person's bell; gives its id for the live signal. */
    async warn(id: number, actor: Actor, reason: string): Promise<number> {
      return db.transaction(async (tx) => {
        const [n] = await tx
          .insert(notifications)
          .values({ userId: id, kind: 'account_warning', data: { reason } })
          .returning({ id: notifications.id });
        await audit(tx, actor, {
          action: 'warn',
          targetType: 'user',
          targetId: id,
          reason,
          statusBefore: 'active',
          statusAfter: 'warned',
        });
        return n!.id;
      });
    },

    /** Signed out everywhere, sign-in refused, every visible ad hidden (status 'suspended'). */
    async suspend(id: number, actor: Actor, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ suspendedAt: new Date(), suspensionReason: reason })
          .where(and(eq(users.id, id), sql`${users.suspendedAt} is null`))
          .returning({ id: users.id });
        if (!row) return false;
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx
          .update(listings)
          .set({ status: 'suspended', statusBefore: sql`${listings.status}` })
          .where(and(eq(listings.sellerId, id), inArray(listings.status, ['active', 'sold'])));
        await audit(tx, actor, {
          action: 'suspend',
          targetType: 'user',
          targetId: id,
          reason,
          statusBefore: 'active',
          statusAfter: 'suspended',
        });
        return true;
      });
    },

    /** Sign-in allowed again; the ads the suspension hid come back as they were. */
    async reinstate(id: number, actor: Actor, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ suspendedAt: null, suspensionReason: null })
          .where(and(eq(users.id, id), sql`${users.suspendedAt} is not null`))
          .returning({ id: users.id });
        if (!row) return false;
        // Each ad as the one rule of comebacks says (listings/comeback.ts): back as it was, or
        // ended if its time ran out during the suspension.
        const hidden = await tx
          .select({
            id: listings.id,
            status: listings.status,
            statusBefore: listings.statusBefore,
            expiresAt: listings.expiresAt,
          })
          .from(listings)
          .where(and(eq(listings.sellerId, id), eq(listings.status, 'suspended')))
          .for('no key update');
        for (const ad of hidden) {
          const verdict = comeback({ ...ad, sellerSuspended: false }, 'reinstate');
          if (verdict.ok)
            await tx
              .update(listings)
              .set({ status: verdict.status, statusBefore: verdict.statusBefore })
              .where(eq(listings.id, ad.id));
        }
        await audit(tx, actor, {
          action: 'reinstate',
          targetType: 'user',
          targetId: id,
          reason,
          statusBefore: 'suspended',
          statusAfter: 'active',
        });
        return true;
      });
    },

    /** Gives (or changes, or with null takes away) a role; false when it already was so. */
    async setRole(id: number, role: Role | null, actor: Actor, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before || before.role === role) return false;
        await tx.update(users).set({ role }).where(eq(users.id, id));
        await audit(tx, actor, {
          action: role ? 'appoint' : 'revoke',
          targetType: 'user',
          targetId: id,
          reason,
          statusBefore: before.role,
          statusAfter: role,
        });
        return true;
      });
    },

    async staff() {
      return db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(sql`${users.role} is not null`)
        .orderBy(users.email);
    },
  };
}

export type UserDecisions = ReturnType<typeof userDecisions>;
