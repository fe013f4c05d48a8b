// What other modules and plugins may use of notifications; its other files are its own.
export type { NotificationsRepository } from './repository.ts';
