// What other modules and plugins may use of blocks; its other files are its own.
export { cannotContact, refuseIfBlocked } from './errors.ts';
export { notBlockedBy } from './filters.ts';
