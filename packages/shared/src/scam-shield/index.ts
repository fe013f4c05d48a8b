export * from './kinds.ts';
export { checkMessage, type CheckContext, type ScamCheck, type ScamLevel } from './check.ts';
export type { SenderRole } from './features.ts';
export { normaliseMessage } from './normalise.ts';
