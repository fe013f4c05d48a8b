export * from './kinds.ts';
export { checkMessage, type ScamCheck } from './check.ts';
export { normaliseMessage } from './normalise.ts';
