// Everything Hindi pages need beyond the English bundle, fetched as one chunk (see ensureLoaded).
export { default as strings } from './hi.json';
export { HINDI_NAMES as names } from '@bazaar/shared/hindi-names';
