// What other modules may use of ratings; its other files are its own.
export type { RatingsService } from './service.ts';
