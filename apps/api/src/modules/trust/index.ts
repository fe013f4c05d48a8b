// What other modules and plugins may use of trust; its other files are its own.
export type { ScamWatch } from './scam-watch.ts';
