import type { ReportStanding } from '@bazaar/shared';
import type { ReporterFacts } from './reports-repository.ts';
import { onProbation, type ReporterRecord } from './report-weight.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a person's report counts toward an automatic hold, or the first rule it misses. Fresh
 * accounts cost nothing to make, so only confirmed accounts older than a day that have done
 * something real on Bazaar count, once per network, and never across a block (a quarrel, not a
 * finding). A report that does not count still reaches the operators' queue.
 */
export function reportStanding(facts: ReporterFacts, onMessage: boolean, now = new Date()): ReportStanding {
  if (!facts.confirmed) return 'unconfirmed';
  if (now.getTime() - facts.createdAt.getTime() < DAY_MS) return 'new_account';
  if (!facts.history) return 'no_history';
  // A person blocks the sender of a message and then reports it: that report stands.
  if (onMessage) return 'chat_message';
  if (facts.blocked) return 'blocked';
  if (facts.networkCounted) return 'same_network';
  // A young account without an upheld report: it ranks a good seller's ad, it does not hold it.
  if (facts.sellerInGoodStanding && onProbation(recordOf(facts, now))) return 'ranked';
  return 'counted';
}

/** The reporter's record the weight reads (report-weight.ts). */
export function recordOf(facts: ReporterFacts, now = new Date()): ReporterRecord {
  return {
    accountAgeDays: Math.floor((now.getTime() - facts.createdAt.getTime()) / DAY_MS),
    upheld: facts.upheld,
    dismissed: facts.dismissed,
    phoneVerified: facts.phoneVerified,
  };
}

/**
 * Whether the reports on an ad hold it: their weights reach the threshold, and at least one of
 * them is from a reporter whose report counts in its own right (`counted`); reports that only rank
 * (`ranked`) add to such a sum but never make it alone.
 */
export function reachesHold(weights: { counted: number; ranked: number }, threshold: number): boolean {
  return weights.counted > 0 && weights.counted + weights.ranked >= threshold;
}

/**
 * Counted reports needed to hold an ad: the configured base, plus one for every tenfold of
 * audience (views and favourites) beyond 10: under 100 → base, 100 → +1, 1,000 → +2. A popular
 * ad draws more careless or hostile reports, and wrongly hiding it costs more.
 */
export function holdThresholdFor(base: number, audience: number): number {
  return audience < 100 ? base : base + Math.floor(Math.log10(audience)) - 1;
}
