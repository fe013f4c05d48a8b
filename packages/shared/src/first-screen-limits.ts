// The two limits every page's first scripts use (the navbar's search box, the cards' hearts), in a
// module of their own: LIMITS is one object, which a bundler keeps whole in the
// first script of every page if any of it is used there. LIMITS holds them too.
export const SEARCH_MAX = 100;
export const FAVOURITES_MAX = 1000;
