// Its own chunk: the categories' names are needed only to name a suggestion's category, never for
// the navbar's first paint (pages other than the lists do not load them). SearchBox loads it on focus.
export { findCategoryName } from '@bazaar/shared';
