import { MODERATED_LISTING_STATUSES, type ListingStatus } from '@bazaar/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings, users } from '../../db/schema.ts';
import { isPublicStatus } from './visibility.ts';

// The one place that decides whether an ad that is not live may come back, and as what. Every door
// asks it: renewing (by the reminder's link or by the seller), republishing, an operator's dismissal
// or restoration, a seller's reinstatement. So a suspended seller's ads, and a held or taken-down
// ad, never return by a door that forgot a rule; visibility.ts then decides who sees the result.

/**
 * - `renew`: the seller (or the reminder's link) keeps a live or ended ad live for another period;
 * - `republish`: the seller puts a sold, removed or ended ad back, dated today;
 * - `moderation`: an operator dismisses the reports on a held ad or restores a held or taken-down one;
 * - `reinstate`: the seller's suspension is lifted, and the ads it hid come back.
 */
export type ComebackDoor = 'renew' | 'republish' | 'moderation' | 'reinstate';

export interface ComebackFacts {
  status: ListingStatus;
  /** What the ad was before moderation (or, for a removed ad, the moderation it was removed from). */
  statusBefore: ListingStatus | null;
  expiresAt: Date;
  sellerSuspended: boolean;
}

/** Why an ad may not come back through a seller's door. */
export type ComebackRefusal = 'seller_suspended' | 'under_review' | 'not_allowed';

export type Comeback =
  | { ok: true; status: ListingStatus; statusBefore: ListingStatus | null }
  | { ok: false; why: ComebackRefusal };

/** Held, taken down or hidden with its suspended seller: moderation has the last word on it. */
export const isModerated = (s: ListingStatus | null): boolean =>
  s !== null && (MODERATED_LISTING_STATUSES as readonly ListingStatus[]).includes(s);

/** Which statuses each seller's door starts from. */
const SELLER_DOORS: Record<'renew' | 'republish', readonly ListingStatus[]> = {
  renew: ['active', 'expired'],
  republish: ['active', 'sold', 'removed', 'expired'],
};

/**
 * Where an operator's or a reinstatement's return lands: the status before moderation, an ad
 * whose time ran out meanwhile ended rather than live with a past end, and hidden again (status
 * `suspended`, remembering where it goes) while its seller is suspended.
 */
function backFromModeration(facts: ComebackFacts, now: Date): Comeback {
  let to: ListingStatus =
    facts.statusBefore && !isModerated(facts.statusBefore) && facts.statusBefore !== 'removed'
      ? facts.statusBefore
      : 'active';
  if (to === 'active' && facts.expiresAt.getTime() <= now.getTime()) to = 'expired';
  if (facts.sellerSuspended && isPublicStatus(to)) return { ok: true, status: 'suspended', statusBefore: to };
  return { ok: true, status: to, statusBefore: null };
}

/** May this ad come back through this door, and as what? */
export function comeback(facts: ComebackFacts, door: ComebackDoor, now = new Date()): Comeback {
  switch (door) {
    case 'renew':
    case 'republish': {
      if (facts.sellerSuspended) return { ok: false, why: 'seller_suspended' };
      if (isModerated(facts.status)) return { ok: false, why: 'under_review' };
      // Removed by its seller while held, taken down or suspended: moderation still has the last word.
      if (facts.status === 'removed' && facts.statusBefore !== null)
        return { ok: false, why: 'under_review' };
      if (!SELLER_DOORS[door].includes(facts.status)) return { ok: false, why: 'not_allowed' };
      return { ok: true, status: 'active', statusBefore: null };
    }
    case 'moderation':
      if (facts.status !== 'held' && facts.status !== 'taken_down') return { ok: false, why: 'not_allowed' };
      return backFromModeration(facts, now);
    case 'reinstate':
      if (facts.status !== 'suspended') return { ok: false, why: 'not_allowed' };
      return backFromModeration(facts, now);
  }
}

/**
 * What a seller's removal remembers: the moderation the ad was in when its seller removed it
 * (republishing it then is refused), nothing otherwise.
 */
export const statusBeforeRemoval = sql`case when ${listings.status} in ('held', 'taken_down', 'suspended')
  then ${listings.status} else null end`;

export interface LockedAd extends ComebackFacts {
  id: number;
  sellerId: number;
}

/**
 * The ad's facts with its row locked for the change, and its seller's row share-locked: a
 * suspension being written at the same moment waits for this change (and then hides the ad), or
 * is seen by it. Undefined when there is no such ad.
 */
export async function lockForComeback(tx: Tx, id: number): Promise<LockedAd | undefined> {
  const [row] = await tx
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      statusBefore: listings.statusBefore,
      expiresAt: listings.expiresAt,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .for('no key update');
  if (!row) return undefined;
  // FOR SHARE waits for a suspension being written on this seller, then reads it.
  const [seller] = await tx
    .select({ suspended: sql<boolean>`${users.suspendedAt} is not null` })
    .from(users)
    .where(eq(users.id, row.sellerId))
    .for('share');
  return { ...row, expiresAt: new Date(row.expiresAt), sellerSuspended: !!seller?.suspended };
}
