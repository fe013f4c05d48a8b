// What other modules and plugins may use of moderation; its other files are its own.
export { moderationGauges } from './metrics.ts';
