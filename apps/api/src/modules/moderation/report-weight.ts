import { VERIFIED_PHONE_WEIGHT } from '../phones/index.ts';

/**
 * How much one person's report weighs, from the reporter's record. A sum of terms, each reading
 * the record, so a later change adds a term (and the fact it reads) without touching the others,
 * as the verified phone number did. Weights are stored with each report when it is filed.
 */
export interface ReporterRecord {
  /** Whole days since the account was made. */
  accountAgeDays: number;
  /** This person's earlier reports that an operator upheld (the ad was taken down). */
  upheld: number;
  /** This person's earlier reports that an operator dismissed. */
  dismissed: number;
  /** The account has a verified mobile number (a SIM and an identity document; an e-mail costs nothing). */
  phoneVerified: boolean;
}

/** One part of a report's weight: positive adds trust, negative takes it away. */
export type WeightTerm = (record: ReporterRecord) => number;

/** Accounts younger than this, with no upheld report, do not hold a good seller's ad on their own. */
export const PROBATION_DAYS = 30;
/** The lightest and heaviest a report can weigh. */
export const REPORT_WEIGHT_RANGE = { min: 0, max: 2 } as const;

export const REPORT_WEIGHT_TERMS: readonly WeightTerm[] = [
  // Every report with standing starts at one.
  () => 1,
  // Each report an operator upheld adds a quarter, up to one more.
  (r) => Math.min(r.upheld, 4) * 0.25,
  // Each one dismissed takes an eighth, up to the whole base: eight careless reports weigh nothing.
  (r) => -Math.min(r.dismissed, 8) * 0.125,
  // A verified mobile number: VERIFIED_PHONE_WEIGHT times the base.
  (r) => (r.phoneVerified ? VERIFIED_PHONE_WEIGHT - 1 : 0),
];

/** The report's weight: the terms' sum, kept within REPORT_WEIGHT_RANGE. */
export function reportWeight(
  record: ReporterRecord,
  terms: readonly WeightTerm[] = REPORT_WEIGHT_TERMS,
): number {
  const sum = terms.reduce((total, term) => total + term(record), 0);
  return Math.min(REPORT_WEIGHT_RANGE.max, Math.max(REPORT_WEIGHT_RANGE.min, sum));
}

/**
 * A young account with no report of its own upheld yet: what three throwaway accounts on three
 * networks look like. Its reports rank an ad in the operators' queue, but cannot hold the ad of a
 * seller in good standing without a reporter with a record.
 */
export const onProbation = (record: ReporterRecord): boolean =>
  record.accountAgeDays < PROBATION_DAYS && record.upheld === 0;
