// What other modules and plugins may use of events; its other files are its own.
export type { PersonCache } from './person-cache.ts';
export type { LivePublisher } from './publisher.ts';
