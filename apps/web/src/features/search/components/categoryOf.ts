// Its own chunk: the catalog of categories (about 2.7 KB gzipped) is needed only to name a
// suggestion's category, never for the navbar's first paint. SearchBox loads it on focus.
export { findCategory } from '@bazaar/shared';
