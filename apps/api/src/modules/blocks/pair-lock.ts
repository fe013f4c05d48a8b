import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * One lock per pair of people, whoever is first. Messages and offers between them take it shared
 * in their own transaction, a block takes it exclusively: a block waits for the writes already
 * under way, and a write that starts meanwhile waits for the block and then sees it. So no message
 * in flight slips past a block that has been answered.
 */
function pairKey(a: number, b: number) {
  const [low, high] = a < b ? [a, b] : [b, a];
  return sql`hashtextextended(${`bazaar:block:${low}:${high}`}, 0)`;
}

export async function lockPairShared(tx: Tx, a: number, b: number) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${pairKey(a, b)})`);
}

export async function lockPairExclusive(tx: Tx, a: number, b: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${pairKey(a, b)})`);
}
