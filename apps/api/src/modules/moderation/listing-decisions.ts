import { MODERATED_LISTING_STATUSES, type ListingStatus } from '@bazaar/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listings, notifications, users } from '../../db/schema.ts';
import type { Tx } from '../../db/client.ts';
import {
  type ClosedOffer,
  closeOpenOffers,
  comeback,
  lockForComeback,
  type LockedAd,
} from '../listings/index.ts';
import { audit, type Actor } from './audit-repository.ts';
import { reportsRepository } from './reports-repository.ts';

const HOLDABLE: readonly ListingStatus[] = ['active', 'sold', 'expired'];

const isModerated = (s: ListingStatus) =>
  (MODERATED_LISTING_STATUSES as readonly ListingStatus[]).includes(s);

export interface ListingDecision {
  sellerId: number;
  before: ListingStatus;
  after: ListingStatus;
  /** People whose open reports this decision closed (to tell them the outcome). */
  reporters: number[];
  /** Offers a take-down closed. */
  closed: ClosedOffer[];
  /** People who got a notification (their bells ring). */
  told: number[];
}

/**
 * In the decision's transaction: every reporter hears the outcome (not what the seller was told),
 * the seller hears of a take-down with its reason, or of the ad's return.
 */
async function tellOutcome(
  tx: Tx,
  listingId: number,
  sellerId: number,
  action: 'dismiss' | 'remove' | 'restore',
  reason: string,
  reporters: number[],
): Promise<number[]> {
  const rows: (typeof notifications.$inferInsert)[] = reporters.map((userId) => ({
    userId,
    kind: 'report_outcome' as const,
    listingId,
    data: { outcome: action === 'remove' ? 'removed' : 'kept' },
  }));
  if (action === 'remove')
    rows.push({ userId: sellerId, kind: 'ad_taken_down', listingId, data: { reason } });
  if (action === 'restore') rows.push({ userId: sellerId, kind: 'ad_restored', listingId, data: {} });
  if (rows.length) await tx.insert(notifications).values(rows);
  return rows.map((r) => r.userId);
}

type Locked = {
  id: number;
  sellerId: number;
  status: ListingStatus;
  statusBefore: ListingStatus | null;
  suspended: boolean;
};

async function lock(tx: Tx, id: number): Promise<Locked | undefined> {
  const [row] = await tx
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      statusBefore: listings.statusBefore,
      suspended: isNotNull(users.suspendedAt),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id))
    .for('no key update', { of: listings });
  return row as Locked | undefined;
}

/**
 * What happens to one ad: the automatic hold and operators' decisions. Each runs in one
 * transaction with the ad's row locked, and writes exactly one audit row in it.
 */
export function listingDecisions(db: Db) {
  async function decide(
    id: number,
    actor: Actor,
    action: 'dismiss' | 'remove' | 'restore',
    reason: string,
    next: (
      row: Locked,
      facts: LockedAd,
    ) => {
      status: ListingStatus;
      statusBefore: ListingStatus | null;
      moderationReason?: string | null;
    } | null,
    reportsBecome: 'dismissed' | 'actioned',
  ): Promise<ListingDecision | undefined> {
    return db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (!row || row.status === 'removed') return undefined;
      // The seller's row too (a suspension being written waits, or is seen): see listings/comeback.ts.
      const facts = (await lockForComeback(tx, id))!;
      const change = next(row, facts);
      const after = change?.status ?? row.status;
      if (change)
        await tx
          .update(listings)
          .set({
            status: change.status,
            statusBefore: change.statusBefore,
            ...(change.moderationReason !== undefined ? { moderationReason: change.moderationReason } : {}),
          })
          .where(eq(listings.id, id));
      const reporters = await reportsRepository(tx).resolveOpen(id, reportsBecome);
      const closed =
        action === 'remove'
          ? await closeOpenOffers(tx, { listingId: id, sellerId: row.sellerId, why: 'removed' })
          : [];
      const told = await tellOutcome(tx, id, row.sellerId, action, reason, reporters);
      await audit(tx, actor, {
        action,
        targetType: 'listing',
        targetId: id,
        reason,
        statusBefore: row.status,
        statusAfter: after,
      });
      return { sellerId: row.sellerId, before: row.status, after, reporters, closed, told };
    });
  }

  /**
   * Where a dismissed or restored ad goes: the one rule of comebacks decides (back where it was,
   * ended if its time ran out meanwhile, hidden again while its seller is suspended).
   */
  const backFrom = (facts: LockedAd) => {
    const verdict = comeback(facts, 'moderation');
    return verdict.ok ? { status: verdict.status, statusBefore: verdict.statusBefore } : null;
  };

  return {
    /**
     * Reports (or the prohibited words) put the ad aside until an operator decides. An ended ad
     * edited to bring in prohibited words is held too, so renewing it cannot put it live.
     */
    async hold(tx: Tx, id: number, actor: Actor, reason: string): Promise<boolean> {
      const row = await lock(tx, id);
      if (!row || !HOLDABLE.includes(row.status)) return false;
      await tx.update(listings).set({ status: 'held', statusBefore: row.status }).where(eq(listings.id, id));
      await audit(tx, actor, {
        action: 'hold',
        targetType: 'listing',
        targetId: id,
        reason,
        statusBefore: row.status,
        statusAfter: 'held',
      });
      return true;
    },

    lockForReport: lock,

    /** Nothing wrong: the reports close; a held ad goes back. A taken-down ad stays down (appeal refused). */
    dismiss: (id: number, actor: Actor, reason: string) =>
      decide(
        id,
        actor,
        'dismiss',
        reason,
        (row, facts) => (row.status === 'held' ? backFrom(facts) : null),
        'dismissed',
      ),

    /** The operator's removal, apart from the seller's own: the seller sees the reason in My Ads. */
    remove: (id: number, actor: Actor, reason: string) =>
      decide(
        id,
        actor,
        'remove',
        reason,
        (row) => ({
          status: 'taken_down',
          statusBefore: isModerated(row.status) ? row.statusBefore : row.status,
          moderationReason: reason,
        }),
        'actioned',
      ),

    /** Back to what it was before it was held or taken down. */
    restore: (id: number, actor: Actor, reason: string) =>
      decide(
        id,
        actor,
        'restore',
        reason,
        (_row, facts) => {
          const back = backFrom(facts);
          return back && { ...back, moderationReason: null };
        },
        'dismissed',
      ),

    /** The seller's one appeal against a take-down; false when there is nothing to appeal. */
    async appeal(sellerId: number, id: number, actor: Actor, text: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(listings)
          .set({ appealText: text, appealedAt: new Date() })
          .where(
            and(
              eq(listings.id, id),
              eq(listings.sellerId, sellerId),
              eq(listings.status, 'taken_down'),
              isNull(listings.appealedAt),
            ),
          )
          .returning({ id: listings.id });
        if (!row) return false;
        await audit(tx, actor, {
          action: 'appeal',
          targetType: 'listing',
          targetId: id,
          reason: text,
          statusBefore: 'taken_down',
          statusAfter: 'taken_down',
        });
        return true;
      });
    },
  };
}

export type ListingDecisions = ReturnType<typeof listingDecisions>;
