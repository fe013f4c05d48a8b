// What other modules and plugins may use of auth; its other files are its own.
export { hashPassword } from './passwords.ts';
export type { UserRow } from './repository.ts';
export { requireUser } from './request-user.ts';
export { SESSION_COOKIE } from './sessions.ts';
export { isOperator } from './staff.ts';
export type { SessionStore } from './sessions.ts';
