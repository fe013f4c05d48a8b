// What other modules and plugins may use of search; its other files are its own.
export { placeInSearch } from './places.ts';
export type { SearchMatch, SearchService } from './service.ts';
export { escapeLike, normalizeTyped } from './text.ts';
