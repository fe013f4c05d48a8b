// What other modules and plugins may use of moderation; its other files are its own.
export { moderationGauges } from './metrics.ts';
export { hiddenUnless, policy } from './policy.ts';
// A report's weight from its reporter's record: later changes add a term (see report-weight.ts).
export { onProbation, PROBATION_DAYS, REPORT_WEIGHT_TERMS, reportWeight } from './report-weight.ts';
export type { ReporterRecord, WeightTerm } from './report-weight.ts';
